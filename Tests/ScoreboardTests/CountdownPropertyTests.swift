import PropertyBased
import Scoreboard
import StateStore
import Testing

@Suite("Countdowns: properties over random readings")
struct CountdownPropertyTests {
  /// A step of a countdown's life: a tick at a reading moved by `millis` (backwards too, as a late
  /// tick is), a begin at such a reading, or a point for `side` in a badminton game.
  struct Step: Sendable, CustomStringConvertible {
    var kind: Int
    var millis: Int
    var side: Side
    var description: String { "\(kind)/\(millis)/\(side)" }
  }

  static let steps = zip(Gen.int(in: 0...9), Gen.int(in: -3_000...20_000), Gen<Side>.case)
    .map { Step(kind: $0, millis: $1, side: $2) }
    .array(of: 0...80)

  @Test("a countdown's time left never goes below 0 and never goes up unless a countdown starts again")
  func neverBelowZeroNorUp() async {
    await propertyCheck(input: Gen.int(in: 1...200), Self.steps) { seconds, steps in
      var board = ScoreboardState(rules: .defaults(for: .badminton))
      var reading = Duration.seconds(1_000)
      board = ScoreboardState.reducer.reduced(
        board, .countdown(.start(.warmUp, seconds: seconds, at: reading)))
      var left = board.countdown?.remaining
      for step in steps {
        reading += .milliseconds(step.millis)
        let action: ScoreboardAction
        let restarts: Bool
        switch step.kind {
        case 0: (action, restarts) = (.countdown(.begin(at: reading)), false)
        case 1: (action, restarts) = (.add(step.side, points: 1), true)
        default: (action, restarts) = (.timed(.tick(at: reading)), false)
        }
        board = ScoreboardState.reducer.reduced(board, action)
        let now = board.countdown?.remaining
        if let now { #expect(now >= .zero) }
        if let now, let before = left, !restarts { #expect(now <= before) }
        left = now
      }
    }
  }
}
