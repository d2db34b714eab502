/// Whether the overlay files are up to date, for the app's status line.
public enum ExportStatus: Equatable, Sendable {
  /// The last export wrote every file that changed (also before the first export).
  case ok
  /// The last export failed; it is retried on the next change, and every second until it works.
  /// The text is one line: `export failing: No such file or directory (/srv/overlay)`.
  case failing(String)

  /// The line to show, or `nil` when all is well.
  public var message: String? {
    if case .failing(let message) = self { return message }
    return nil
  }
}
