/// Where a heading and a big number under it go within some lines: the pair is centred, with a
/// blank line between them and a margin around them when there is room.
struct HeadedNumberLayout: Equatable, Sendable {
  /// The line of the heading.
  var headingLine: Int
  /// The first line of the big number.
  var numberTop: Int
  /// The size the numbers are drawn at.
  var size: BigDigitSize

  /// The layout for `numbers` (all drawn at one size) in `lines`, each `columns` wide.
  init(numbers: [String], lines: Range<Int>, columns: Int, useASCII: Bool) {
    let margin = lines.count >= 12 ? 1 : 0
    let spacer = lines.count >= 9 ? 1 : 0
    let numberLines = lines.count - 2 * margin - 1 - spacer
    size = BigDigitSize.largest(fitting: numbers, columns: columns, lines: numberLines, useASCII: useASCII)
    let height = 1 + spacer + size.lines
    headingLine = lines.lowerBound + max(0, (lines.count - height) / 2)
    numberTop = headingLine + 1 + spacer
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
