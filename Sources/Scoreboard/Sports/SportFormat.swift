/// A named variant of a sport's rules (`--format 3x15`): what it is called and what it changes.
public struct SportFormat: Sendable {
  /// The name typed after `--format`.
  public let name: String
  /// A few words for `--help` and errors.
  public let summary: String
  /// Changes the sport's usual rules into the format's.
  let apply: @Sendable (inout SportRules) -> Void

  /// A format called `name`, described by `summary`, made by `apply`.
  init(_ name: String, _ summary: String, apply: @escaping @Sendable (inout SportRules) -> Void) {
    self.name = name
    self.summary = summary
    self.apply = apply
  }
}
