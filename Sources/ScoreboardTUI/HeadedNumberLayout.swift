/// Where a heading and a big number under it go within some lines: the pair is centred, with a
/// blank line between them and a margin around them when there is room.
struct HeadedNumberLayout: Equatable, Sendable {
  /// The line of the heading.
  var headingLine: Int
  /// The first line of the big number.
  var numberTop: Int
  /// The size the numbers are drawn at.
  var size: BigDigitSize

  /// The layout for `numbers` (all drawn at one size) in `lines`, each `columns` wide, under a
  /// heading of `headingLines` lines (a name, then details such as the games won).
  init(numbers: [String], lines: Range<Int>, columns: Int, useASCII: Bool, headingLines: Int = 1) {
    let margin = lines.count >= 12 ? 1 : 0
    let spacer = lines.count - headingLines >= 8 ? 1 : 0
    let numberLines = lines.count - 2 * margin - headingLines - spacer
    size = BigDigitSize.largest(fitting: numbers, columns: columns, lines: numberLines, useASCII: useASCII)
    let height = headingLines + spacer + size.lines
    headingLine = lines.lowerBound + max(0, (lines.count - height) / 2)
    numberTop = headingLine + headingLines + spacer
  }

  /// Lines left for the number under a heading of `headingLines` in `lines`: at least 1 means the
  /// number fits, as plain text at worst.
  static func numberLines(in lines: Range<Int>, headingLines: Int) -> Int {
    let margin = lines.count >= 12 ? 1 : 0
    let spacer = lines.count - headingLines >= 8 ? 1 : 0
    return lines.count - 2 * margin - headingLines - spacer
  }
}

extension Frame {
  /// Draws `number` at `size`, its lines from `top`, centred in `columns`.
  mutating func putBigNumber(
    _ number: String, size: BigDigitSize, top: Int, columns: Range<Int>, useASCII: Bool, style: Style
  ) {
    let big = BigText(number, size: size, useASCII: useASCII)
    for (offset, text) in big.lines.enumerated() {
      putCentered(text, line: top + offset, columns: columns, style: style)
    }
  }
}
