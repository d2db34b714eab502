/// Whether what happened is safely on disk, for the app's status line.
public enum SaveStatus: Equatable, Sendable {
  /// Every action so far is in the journal.
  case saved
  /// Saving failed; the actions not yet saved are kept in memory and written on the next try.
  case failing(String)

  /// The line to show, or `nil` when all is well: `saving failed: No space left on device (3
  /// actions waiting; retrying)`.
  public var message: String? {
    if case .failing(let message) = self { return message }
    return nil
  }
}
