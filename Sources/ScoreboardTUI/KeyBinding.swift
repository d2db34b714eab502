import Scoreboard

/// One entry of a key map: which keys, on which screens, do what, and how help describes it.
///
/// Bindings are plain data: the key map looks keys up in them, and the help overlay and the status
/// line are generated from them, so a key is defined in one place only.
public struct KeyBinding: Equatable, Sendable {
  /// The keys that trigger the binding.
  public var keys: [KeyEvent]
  /// The screens on which the binding works.
  public var screens: Set<Screen>
  /// The sport feature the binding needs (the clock keys need a clock), or `nil` for a binding
  /// that works in every sport.
  public var feature: SportFeature?
  /// What the binding does.
  public var command: KeyCommand
  /// How help describes what the binding does: `"left team +1 (times the count)"`.
  public var help: String
  /// A word or two for the status line (`"undo"`), or `nil` to leave the binding out of it.
  public var hint: String?
  /// How the keys are written for people: `"h"`, `"+ = Up"`, `"1-9"`.
  public var keyLabel: String

  /// A binding of `keys` to `command` on `screens`. The key label defaults to the keys' names.
  public init(
    _ keys: [KeyEvent], on screens: Set<Screen>, needs feature: SportFeature? = nil, _ command: KeyCommand,
    help: String, hint: String? = nil, keyLabel: String? = nil
  ) {
    self.keys = keys
    self.screens = screens
    self.feature = feature
    self.command = command
    self.help = help
    self.hint = hint
    self.keyLabel = keyLabel ?? keys.map(\.label).joined(separator: " ")
  }

  /// Whether the binding works on `screen` in `sport`: the sport has the feature it needs.
  public func applies(on screen: Screen, in sport: Sport) -> Bool {
    screens.contains(screen) && (feature.map(sport.profile.features.contains) ?? true)
  }

  /// Whether the binding works on `screen` in a match played by `rules`: as in its sport, and a
  /// feature the rules may turn off only when they turn it on.
  public func applies(on screen: Screen, under rules: SportRules) -> Bool {
    applies(on: screen, in: rules.sport) && (feature?.isOn(under: rules) ?? true)
  }

  /// The label of the first key only, for the short status line.
  var primaryKeyLabel: String {
    keyLabel.split(separator: " ").first.map(String.init) ?? keyLabel
  }
}
