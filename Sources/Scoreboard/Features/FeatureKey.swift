/// A key a feature brings, as data: the character, the command it sends on the scoreboard
/// screen, and the help line. The terminal turns each into a key binding that needs the feature.
public struct FeatureKey: Equatable, Sendable {
  /// The key pressed.
  public let character: Character
  /// What the key does.
  public let command: GameCommand
  /// How help describes the key: `"shot clock to 24 (--shot-clock)"`.
  public let help: String
  /// A word for the status line (`"fouls"`), or `nil` to leave the key out of it.
  public let hint: String?

  /// A key of the feature: `character` sends `command`, described by `help` (and `hint` on the
  /// status line).
  public init(_ character: Character, _ command: GameCommand, help: String, hint: String? = nil) {
    self.character = character
    self.command = command
    self.help = help
    self.hint = hint
  }
}
