import Scoreboard

/// The styles the views draw with. Colours only when the options allow them, and never a
/// background colour: the terminal's own background stays.
struct Palette: Sendable {
  /// The options the palette was made for.
  var options: ViewOptions

  /// A team's name and score: bold, in the team's colour.
  func team(_ side: Side) -> Style {
    Style(foreground: colored(side == .home ? options.theme.home : options.theme.away), isBold: true)
  }

  /// A team's name over its score: the team's style, in reverse video where the theme says.
  func teamName(_ side: Side) -> Style {
    var style = team(side)
    style.isReverse = options.theme.reversesNames
    return style
  }

  /// A counter's name and value.
  var counter: Style { Style(foreground: colored(options.theme.counter), isBold: true) }
  /// Text that must stand out: a pending count, key names, box borders.
  var emphasis: Style { Style(isBold: true) }
  /// The selected entry of a list.
  var selected: Style { Style(isBold: true, isReverse: true) }
  /// Lines that separate parts of the screen: dimmed, unless the theme keeps everything at full strength.
  var divider: Style { Style(isDim: options.theme.dimsQuietText) }

  private func colored(_ color: TerminalColor) -> TerminalColor {
    options.useColor ? color : .terminalDefault
  }
}
