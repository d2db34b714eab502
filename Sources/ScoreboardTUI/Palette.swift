import Scoreboard

/// The styles the views draw with. Colours only when the options allow them, and never a
/// background colour: the terminal's own background stays.
struct Palette: Sendable {
  /// The options the palette was made for.
  var options: ViewOptions

  /// A team's name and score: bold, in the team's colour.
  func team(_ side: Side) -> Style {
    Style(foreground: colored(side == .home ? .cyan : .yellow), isBold: true)
  }

  /// A counter's name and value.
  var counter: Style { Style(foreground: colored(.green), isBold: true) }
  /// Text that must stand out: a pending count, key names, box borders.
  var emphasis: Style { Style(isBold: true) }
  /// The selected entry of a list.
  var selected: Style { Style(isBold: true, isReverse: true) }
  /// Lines that separate parts of the screen.
  var divider: Style { Style(isDim: true) }

  private func colored(_ color: TerminalColor) -> TerminalColor {
    options.useColor ? color : .terminalDefault
  }
}
