/// The keeper's answer to an action sent through the control socket, one line on the wire:
/// `ok <what changed>` or `refused <why>`.
public enum ControlReply: Equatable, Sendable {
  /// The action was applied and its record is durable (the keeper answers after the journal's
  /// `fdatasync`); the text says what it did.
  case done(String)
  /// The action was not applied, or was applied but could not be saved; the text says which,
  /// and why.
  case refused(String)

  /// The reply as its line on the wire, with the `\n`.
  public var line: String {
    switch self {
    case .done(let text): return "ok \(Self.oneLine(text))\n"
    case .refused(let text): return "refused \(Self.oneLine(text))\n"
    }
  }

  /// The reply a line on the wire (without its `\n`) says, or `nil` when it says neither.
  public init?(line: String) {
    if line == "ok" || line.hasPrefix("ok ") {
      self = .done(String(line.dropFirst(3)))
    } else if line.hasPrefix("refused ") {
      self = .refused(String(line.dropFirst(8)))
    } else {
      return nil
    }
  }

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
