/// What can happen to the countdown (``Countdown``), sent inside ``ScoreboardAction/countdown(_:)``.
/// Its readings come in the actions, as the game clock's do, so the reducer stays pure; a running
/// countdown advances with the clock's ``TimedAction/tick(at:)``.
public enum CountdownAction: Codable, Equatable, Hashable, Sendable {
  /// A countdown of `kind` lasting `seconds` starts at reading `at` (a key), in place of any running.
  case start(CountdownKind, seconds: Int, at: Duration)
  /// The armed countdown (one a point or a timeout started) begins at reading `at`: the app sends
  /// it at once. Never an undo step.
  case begin(at: Duration)
  /// The countdown ends now, before zero, without the buzzer.
  case end
}
