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

  /// Options for a UTF-8 colour terminal with a status line unless told otherwise.
  public init(useASCII: Bool = false, useColor: Bool = true, showsStatusLine: Bool = true) {
    self.useASCII = useASCII
    self.useColor = useColor
    self.showsStatusLine = showsStatusLine
  }
}
