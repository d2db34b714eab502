/// The eight colours every colour terminal has, plus the terminal's own default.
public enum TerminalColor: Int, Equatable, Hashable, Sendable, CaseIterable {
  /// Whatever colour the terminal uses when none is asked for.
  case terminalDefault = -1
  /// Black.
  case black = 0
  /// Red.
  case red
  /// Green.
  case green
  /// Yellow.
  case yellow
  /// Blue.
  case blue
  /// Magenta.
  case magenta
  /// Cyan.
  case cyan
  /// White.
  case white
}

/// How a cell is drawn: colours and attributes.
public struct Style: Equatable, Hashable, Sendable {
  /// Foreground colour.
  public var foreground: TerminalColor
  /// Background colour.
  public var background: TerminalColor
  /// Bold (on most terminals also bright).
  public var isBold: Bool
  /// Dimmed.
  public var isDim: Bool
  /// Foreground and background swapped.
  public var isReverse: Bool

  /// A style; by default the terminal's own colours with no attributes.
  public init(
    foreground: TerminalColor = .terminalDefault,
    background: TerminalColor = .terminalDefault,
    isBold: Bool = false,
    isDim: Bool = false,
    isReverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isReverse = isReverse
  }

  /// The terminal's default look.
  public static let plain = Style()
}
