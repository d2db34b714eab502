/// How the big numbers are drawn (`--digits`).
public enum DigitStyle: String, CaseIterable, Sendable {
  /// Built from blocks of the 3 by 5 font, as big as the room allows.
  case block
  /// Real type the terminal draws at up to 7 times its size (the kitty text-sizing protocol).
  case kitty
  /// Ordinary text, one cell per character.
  case plain
}

/// Text the terminal itself draws `scale` times its size over `scale` lines (the kitty
/// text-sizing protocol, `OSC 66 ; s=SCALE ; TEXT`): the frame's cells under it stay blank, and the
/// screen draws it after them.
public struct SizedText: Equatable, Hashable, Sendable {
  /// The text.
  public var text: String
  /// How many times its size: cells across per character, and lines.
  public var scale: Int
  /// Its top line.
  public var line: Int
  /// Its first column.
  public var column: Int
  /// Its colours.
  public var style: Style

  /// Cells across.
  public var width: Int { text.count * scale }
}
