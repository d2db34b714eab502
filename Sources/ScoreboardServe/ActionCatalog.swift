/// The actions `POST /api/actions` takes: the key file's vocabulary, given by the app (which knows
/// its key commands), so this library needs no terminal.
///
/// ```swift
/// let catalog = ActionCatalog(lines: ["home +N ..."]) { name in
///   name == "home +1" ? .success("home +1") : .failure("unknown action")
/// }
/// ```
public struct ActionCatalog: Sendable {
  /// The vocabulary, one line each (`GET /api/actions` lists them).
  public var lines: [String]
  /// The action's standard name (`"HOME  +1"` is `"home +1"`), or why it cannot be sent: not an
  /// action at all, or one that means nothing from outside the keeper's terminal.
  public var resolve: @Sendable (String) -> Result<String, ActionRejected>

  /// A catalog listing `lines` and resolving names with `resolve`.
  public init(lines: [String], resolve: @escaping @Sendable (String) -> Result<String, ActionRejected>) {
    self.lines = lines
    self.resolve = resolve
  }
}

/// Why an action name was refused, in one line.
public struct ActionRejected: Error, Equatable, Sendable {
  /// The reason.
  public var reason: String

  /// A refusal for `reason`.
  public init(_ reason: String) {
    self.reason = reason
  }
}
