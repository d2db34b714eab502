/// The terminal's colours (`--theme`, and the key file's `[colors]`): the teams', the counters',
/// and how the rest stands out.
///
/// - ``standard``: home cyan, away yellow, counters green; dividers dimmed.
/// - ``highContrast``: everything in the terminal's own foreground at full strength (bold, nothing
///   dimmed), the team names in reverse video, so each side reads on any background, dark or light.
/// - ``cvd``: home blue, away yellow, counters white: a pair told apart with red-green colour
///   blindness (protanopia, deuteranopia), as the Okabe-Ito palette's blue and orange are.
public struct ColorTheme: Equatable, Hashable, Sendable {
  /// The home team's colour.
  public var home: TerminalColor
  /// The away team's colour.
  public var away: TerminalColor
  /// The counters' colour.
  public var counter: TerminalColor
  /// Whether dividers and other quiet text are dimmed.
  public var dimsQuietText: Bool
  /// Whether the team names are drawn in reverse video.
  public var reversesNames: Bool

  /// A theme from its parts.
  public init(
    home: TerminalColor, away: TerminalColor, counter: TerminalColor, dimsQuietText: Bool = true,
    reversesNames: Bool = false
  ) {
    self.home = home
    self.away = away
    self.counter = counter
    self.dimsQuietText = dimsQuietText
    self.reversesNames = reversesNames
  }

  /// The standard colours.
  public static let standard = ColorTheme(home: .cyan, away: .yellow, counter: .green)
  /// High contrast on any background.
  public static let highContrast = ColorTheme(
    home: .terminalDefault, away: .terminalDefault, counter: .terminalDefault, dimsQuietText: false,
    reversesNames: true)
  /// Safe for red-green colour blindness.
  public static let cvd = ColorTheme(home: .blue, away: .yellow, counter: .white)

  /// The themes by the names `--theme` takes.
  public static let named: [(name: String, theme: ColorTheme)] = [
    ("standard", .standard), ("high-contrast", .highContrast), ("cvd", .cvd),
  ]

  /// The theme called `name`, or `nil`.
  public static func named(_ name: String) -> ColorTheme? {
    named.first { $0.name == name }?.theme
  }

  /// This theme with the colours `overrides` names (the key file's `[colors]`) in their place.
  public func overriding(_ overrides: ColorOverrides) -> ColorTheme {
    var theme = self
    theme.home = overrides.home ?? home
    theme.away = overrides.away ?? away
    theme.counter = overrides.counter ?? counter
    return theme
  }
}

/// The colours a key file sets in its `[colors]` table (`home = "blue"`...); `nil` keeps the theme's.
public struct ColorOverrides: Equatable, Hashable, Sendable {
  /// The home team's colour.
  public var home: TerminalColor?
  /// The away team's colour.
  public var away: TerminalColor?
  /// The counters' colour.
  public var counter: TerminalColor?

  /// Overrides from their parts; none by default.
  public init(home: TerminalColor? = nil, away: TerminalColor? = nil, counter: TerminalColor? = nil) {
    self.home = home
    self.away = away
    self.counter = counter
  }

  /// The keys of `[colors]`.
  public static let keys = ["home", "away", "counter"]

  /// The colour names a key file takes, as `TerminalColor`s.
  public static let colorNames: [String: TerminalColor] = [
    "default": .terminalDefault, "black": .black, "red": .red, "green": .green, "yellow": .yellow,
    "blue": .blue, "magenta": .magenta, "cyan": .cyan, "white": .white,
  ]

  /// Sets the colour of `key` (one of ``keys``).
  mutating func set(_ key: String, to color: TerminalColor) {
    switch key {
    case "home": home = color
    case "away": away = color
    default: counter = color
    }
  }
}
