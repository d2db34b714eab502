import Scoreboard
import Testing

@testable import ScoreboardTUI

@Suite("issue 25 item 24: a refused key says why on the status line and changes nothing")
struct RefusedKeyTests {
  static func newMatch(_ sport: Sport) -> AppState {
    Fixtures.state([.scoreboard(.newMatch(.defaults(for: sport)))])
  }

  /// Why `key` is refused in `state`, checking that pressing it changes nothing in the game.
  static func notice(pressing key: Character, in state: AppState) -> String? {
    let after = Fixtures.pressing([.character(key)], in: state)
    #expect(after.game.present == state.game.present)
    return KeyMap.standard.refusal(for: .character(key), in: state)
  }

  @Test("FIBA Art. 18.2.5: t after both first-half timeouts says Home has none left")
  func noTimeoutsLeft() {
    let twoTaken = Fixtures.pressing([.character("t"), .character("t")], in: Self.newMatch(.basketball))
    #expect(twoTaken.scoreboard.timed.timeoutsLeft(.home) == 0)
    #expect(Self.notice(pressing: "t", in: twoTaken) == "no timeout: Home has none left")
  }

  @Test("volleyball rule 15.4.1: a third timeout in a set says Home has none left in this set")
  func noVolleyballTimeoutsLeft() {
    let twoTaken = Fixtures.pressing([.character("t"), .character("t")], in: Self.newMatch(.volleyball))
    #expect(twoTaken.scoreboard.timeoutsLeftInPart?.home == 0)
    #expect(Self.notice(pressing: "t", in: twoTaken) == "no timeout: Home has none left in this set")
  }

  @Test("v after the first rally says the first server is chosen before it")
  func firstServerAfterTheFirstRally() {
    let started = Fixtures.state([.scoreboard(.add(.home, points: 1))], from: Self.newMatch(.badminton))
    #expect(
      Self.notice(pressing: "v", in: started)
        == "the first server is chosen before the first rally: Home served it")
  }

  @Test("a point after the match is won says the match is over and what to press")
  func pointAfterTheWin() {
    let won = Fixtures.state(
      [.scoreboard(.add(.home, points: 33)), .ui(.hideMatchSummary)], from: Self.newMatch(.tableTennis))
    #expect(
      Self.notice(pressing: "a", in: won)
        == "the match is over: Home won (u undoes the last point, N starts a new match)")
  }

  @Test("- on a counter at 0 says it does not go below")
  func counterAtZero() {
    let counters = Fixtures.state([.ui(.show(.counters))])
    #expect(Self.notice(pressing: "-", in: counters) == "Count is at 0 and does not go below")
  }

  @Test("H when Away won the last rally says so and names undo")
  func takeBackTheOtherSidesRally() {
    let state = Fixtures.state(
      [.scoreboard(.add(.home, points: 2)), .scoreboard(.add(.away, points: 1))],
      from: Self.newMatch(.badminton))
    #expect(Self.notice(pressing: "H", in: state) == "Away won the last rally, not Home: u undoes it")
  }

  @Test("H at 0 in the points sports says Home has no points to take off")
  func takeBackAtZero() {
    #expect(Self.notice(pressing: "H", in: AppState()) == "Home has no points to take off")
  }

  @Test("a key that acts has no refusal; nor has a key while an overlay takes the keys")
  func actingKey() {
    #expect(KeyMap.standard.refusal(for: .character("h"), in: AppState()) == nil)
    let help = Fixtures.state([.ui(.showHelp)])
    #expect(KeyMap.standard.refusal(for: .character("H"), in: help) == nil)
  }

  @Test("the event loop puts the refusal on the status line; the next key that acts clears it")
  func refusalOnTheStatusLine() async throws {
    let running = try EventLoopTests.Running()
    defer { Task { await running.stop() } }
    running.screen.type("H")
    let frame = try #require(await running.frame(showing: "Home has no points to take off"))
    #expect(frame.textLines[23].hasPrefix(" Home has no points to take off"))
    running.screen.type("h")
    let next = try #require(await running.frame(showing: "Home 1 : 0 Away"))
    #expect(!next.textLines[23].contains("no points"))
  }

  @Test("the match summary: u undoes the winning point and closes it; U closes it too")
  func undoFromTheSummary() {
    let won = Fixtures.state(
      [.scoreboard(.add(.home, points: 32)), .scoreboard(.add(.home, points: 1))],
      from: Self.newMatch(.tableTennis))
    #expect(won.ui.isMatchSummaryShown)
    let undone = Fixtures.pressing([.character("u")], in: won)
    #expect(!undone.ui.isMatchSummaryShown)
    #expect(undone.scoreboard.winner == nil)
    #expect(undone.scoreboard.match.score == SidePair(home: "10", away: "0"))
    let redone = Fixtures.pressing([.character("U")], in: won)
    #expect(!redone.ui.isMatchSummaryShown)
    #expect(redone.scoreboard.winner == .home)
  }
}
