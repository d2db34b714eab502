/// How the views draw: which characters and whether colours are used.
///
/// The backend decides these from the terminal: `useASCII` when the locale is not UTF-8 (box lines and
/// block characters would come out as garbage), `useColor` when the terminal has colours and the user
/// did not ask for none.
public struct ViewOptions: Equatable, Sendable {
  /// Draw with plain ASCII only: `#` for big digits, `+-|` for boxes.
  public var useASCII: Bool
  /// Give the teams their colours. Without it, everything is drawn in the terminal's own colours.
  public var useColor: Bool
  /// Draw the status line (key hints, notices). A presentation for an audience
  /// (`follow --present`) leaves it out.
  public var showsStatusLine: Bool
  /// How the big numbers are drawn (`--digits`); `nil` chooses: real type where the terminal
  /// draws sized text (``sizesText``) and it is at least as tall as the blocks would be, else blocks.
  public var digits: DigitStyle?
  /// Whether the terminal answered that it draws sized text (the kitty text-sizing protocol).
  public var sizesText: Bool
  /// The colours (`--theme`, the key file's `[colors]`).
  public var theme = ColorTheme.standard
  /// Whether to ask the terminal at start whether it draws sized text (without `--digits`: a
  /// terminal of the kitty family).
  public var asksForSizedText = false

  /// Options for a UTF-8 colour terminal with a status line unless told otherwise.
  public init(
    useASCII: Bool = false, useColor: Bool = true, showsStatusLine: Bool = true, digits: DigitStyle? = nil,
    sizesText: Bool = false
  ) {
    self.useASCII = useASCII
    self.useColor = useColor
    self.showsStatusLine = showsStatusLine
    self.digits = digits
    self.sizesText = sizesText
  }
}
