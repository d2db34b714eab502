import Scoreboard

/// What a key press comes to, as decided by a ``KeyMap``.
public enum KeyOutcome: Equatable, Sendable {
  /// Dispatch these actions to the store, in order.
  case dispatch([AppAction])
  /// Leave the app.
  case quit
  /// The key means nothing here; do nothing.
  case ignored
}
