import Scoreboard
import ScoreboardTUI
import Testing

/// Issue 11 item 10: a typed count is honoured by every key that can repeat, and refused aloud by
/// the others.
@Suite("counts before keys")
struct KeyCountTests {
  private static let basketball = Fixtures.state([.scoreboard(.newMatch(.defaults(for: .basketball)))])

  /// `state` with `count` typed.
  private static func counted(_ count: Int, _ state: AppState) -> AppState {
    var state = state
    state.ui.pendingCount = count
    return state
  }

  /// The state after `key` in `state`.
  private static func press(_ key: Character, in state: AppState) -> AppState {
    guard case .dispatch(let actions) = KeyMap.standard.outcome(for: .character(key), in: state) else {
      return state
    }
    return Fixtures.state(actions, from: state)
  }

  @Test("issue 11 item 10: 9u undoes nine steps, 2U redoes two")
  func undoAndRedoCount() {
    let scored = Fixtures.state(Array(repeating: .scoreboard(.add(.home, points: 1)), count: 12))
    let undone = Self.press("u", in: Self.counted(9, scored))
    #expect(undone.scoreboard.home.score == 3)
    #expect(undone.ui.pendingCount == nil)
    let redone = Self.press("U", in: Self.counted(2, undone))
    #expect(redone.scoreboard.home.score == 5)
  }

  @Test("issue 11 item 10: 3f gives three fouls, 2t two timeouts, 2F takes two fouls back")
  func foulsAndTimeoutsCount() {
    let fouled = Self.press("f", in: Self.counted(3, Self.basketball))
    let left = fouled.scoreboard.side(at: .left)
    #expect(fouled.scoreboard.timed.teamFouls(left) == 3)
    let timeouts = Self.basketball.scoreboard.timed.timeoutsLeft(left) ?? 0
    let outOfTime = Self.press("t", in: Self.counted(2, fouled))
    #expect(outOfTime.scoreboard.timed.timeoutsLeft(left) == timeouts - 2)
    let forgiven = Self.press("F", in: Self.counted(2, outOfTime))
    #expect(forgiven.scoreboard.timed.teamFouls(left) == 1)
  }

  @Test("issue 11 item 10: 30[ takes 30 seconds off the stopped clock, 2] adds 2, 2{ takes two minutes")
  func clockAdjustCounts() {
    let start = Self.basketball.scoreboard.timed.clock.shown
    let back = Self.press("[", in: Self.counted(30, Self.basketball))
    #expect(back.scoreboard.timed.clock.shown == start - .seconds(30))
    let onward = Self.press("]", in: Self.counted(2, back))
    #expect(onward.scoreboard.timed.clock.shown == start - .seconds(28))
    let shorter = Self.press("{", in: Self.counted(2, Self.basketball))
    #expect(shorter.scoreboard.timed.clock.shown == start - .seconds(120))
  }

  @Test(
    "issue 11 item 10: keys that cannot repeat refuse a count: nothing happens, the count goes, the line says so",
    arguments: ["s", "p", "e", " "])
  func refusedCount(key: Character) {
    let state = Self.counted(3, Self.basketball)
    let after = Self.press(key, in: state)
    #expect(after.game == state.game)
    #expect(after.ui.pendingCount == nil)
    let label = key == " " ? "Space" : String(key)
    #expect(after.ui.notice == "count 3 dropped: \(label) takes no count")
  }

  @Test("issue 11 item 10: 2j on the counters screen selects two counters on")
  func selectionCounts() {
    let three = Fixtures.state([
      .ui(.show(.counters)), .counters(.add(name: "A", allowsNegative: false)),
      .counters(.add(name: "B", allowsNegative: false)), .counters(.selectNext),
    ])
    let before = three.counters.selectedIndex
    let after = Self.press("j", in: Self.counted(2, three))
    #expect(after.counters.selectedIndex == (before + 2) % after.counters.counters.count)
  }
}

/// Issue 12: soccer's card keys.
@Suite("soccer card keys")
struct SoccerCardKeyTests {
  @Test("c and m show a yellow card to the left and right teams, C and M a red one; the board counts them")
  func cardKeys() {
    let soccer = Fixtures.state([.scoreboard(.newMatch(.defaults(for: .soccer)))])
    #expect(
      KeyMap.standard.outcome(for: .character("c"), in: soccer)
        == .dispatch([.scoreboard(.timed(.card(.home, .yellow)))]))
    #expect(
      KeyMap.standard.outcome(for: .character("M"), in: soccer)
        == .dispatch([.scoreboard(.timed(.card(.away, .red)))]))
    let carded = Fixtures.state(
      [.scoreboard(.timed(.card(.home, .yellow))), .scoreboard(.timed(.card(.away, .red)))], from: soccer)
    let lines = AppView.frame(for: carded, size: Fixtures.standard, options: ViewOptions()).textLines
    #expect(lines.contains { $0.contains("yellow 1  red 0") && $0.contains("yellow 0  red 1") })
  }
}
