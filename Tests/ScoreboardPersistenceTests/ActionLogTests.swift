import PropertyBased
import Scoreboard
import Testing

@testable import ScoreboardPersistence

/// Issue 24: a snapshot's actions are kept as indexes into the distinct ones, and read as the
/// array of actions they stand for, however they were built.
@Suite("the action log: a game's journaled actions as indexes into the distinct ones (issue 24)")
struct ActionLogTests {
  @Test("property: a log reads as the actions appended to it, in order")
  func readsAsTheActionsAppended() async {
    await propertyCheck(count: 60, input: Fixture.action.array(of: 0...200)) { actions in
      var log = ActionLog()
      for action in actions { log.append(action) }
      #expect(Array(log) == actions)
      #expect(log.count == actions.count)
      #expect(Set(log.distinct).count == log.distinct.count, "each distinct action is stored once")
    }
  }

  @Test(
    "property: a log rebuilt from its distinct actions and indexes, then appended to, equals one built whole")
  func rebuiltLogAppendsLikeTheOriginal() async {
    await propertyCheck(count: 60, input: Fixture.action.array(of: 0...120), Fixture.action.array(of: 0...60))
    {
      saved, later in
      let original = ActionLog(saved)
      guard var rebuilt = ActionLog(distinct: original.distinct, indexes: original.indexes) else {
        Issue.record("a log's own indexes were refused")
        return
      }
      rebuilt.append(contentsOf: later)
      #expect(Array(rebuilt) == saved + later)
      #expect(rebuilt == ActionLog(saved + later))
      #expect(Set(rebuilt.distinct).count == rebuilt.distinct.count, "appending reuses the stored actions")
    }
  }

  @Test("indexes past the distinct actions (a damaged snapshot) are refused")
  func refusesIndexesOutOfRange() {
    let point = AppAction.scoreboard(.add(.home, points: 1))
    #expect(ActionLog(distinct: [point], indexes: [0, 1]) == nil)
    #expect(ActionLog(distinct: [], indexes: [0]) == nil)
    #expect(ActionLog(distinct: [point], indexes: [0, 0]).map(Array.init) == [point, point])
  }
}
