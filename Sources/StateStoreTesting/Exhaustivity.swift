/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change must be asserted, every action an effect sends must be received, and no
  /// effect may still run when the test finishes.
  case on
  /// Only what the test asserts is checked: unasserted changes, unreceived actions and running
  /// effects are allowed.
  case off
}
