import Scoreboard
import ScoreboardResults
import Testing

@Suite("an action's text without its game, for the inspector's list (issue 30)")
struct ActionTextAloneTests {
  @Test("a game action reads as the log writes it; a counter's change without the counter's name")
  func texts() {
    let texts: [(AppAction, String)] = [
      (.scoreboard(.add(.home, points: 3)), "home +3"),
      (.scoreboard(.timed(.foul(.away))), "foul away"),
      (.undo, "undo"),
      (.rewind(toStep: 4), "rewind to step 4"),
      (.counters(.increment(by: 2)), "counter +2"),
      (.counters(.decrement(by: 1)), "counter -1"),
      (.counters(.reset), "counter reset"),
      (.counters(.add(name: "Laps", allowsNegative: false)), "counter Laps added"),
      (.counters(.add(name: "", allowsNegative: false)), "counter added"),
      (.counters(.selectNext), "counter next"),
    ]
    for (action, text) in texts {
      #expect(ActionText(action).description == text)
    }
  }
}
