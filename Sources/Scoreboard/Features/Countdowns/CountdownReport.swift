/// The countdown in the `status --json` document and the pages' events: `{"kind": "interval",
/// "display": "1:58", "seconds": 117.4, "running": true, "warning": false}`; a page runs it on by
/// itself from `seconds`, as it runs the game clock.
public struct CountdownReport: Codable, Equatable, Sendable {
  /// What it times: `timeout`, `interval`, `warm-up`.
  public var kind: String
  /// The time left as the header writes it: `1:58`.
  public var display: String
  /// The time left, in seconds.
  public var seconds: Double
  /// Whether it runs (an armed one waits for its first reading).
  public var running: Bool
  /// Whether it is in its last 10 seconds, shown in the warning style.
  public var warning: Bool

  /// The report of `countdown`.
  public init(_ countdown: Countdown) {
    kind = countdown.kind.label
    display = countdown.display
    let (seconds, attoseconds) = countdown.remaining.components
    self.seconds = Double(seconds) + Double(attoseconds) / 1e18
    running = countdown.isCountingDown
    warning = countdown.isWarning
  }
}
