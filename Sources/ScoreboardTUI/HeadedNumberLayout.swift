/// Where a heading and a big number under it go within some lines: the pair is centred, with a
/// blank line between them and a margin around them when there is room, and never so much that the
/// number gets less than 80% of the lines under the heading (issue 29: digits that fill the room).
struct HeadedNumberLayout: Equatable, Sendable {
  /// The line of the heading.
  var headingLine: Int
  /// The first line of the big number.
  var numberTop: Int
  /// The size the numbers are drawn at.
  var size: BigDigitSize

  /// The layout for `numbers` (all drawn at one size) in `lines`, each `columns` wide, under a
  /// heading of `headingLines` lines (a name, then details such as the games won).
  ///
  /// Two numbers drawn side by side, each centred in its own columns (`sideBySide`: the left
  /// number's columns, then the right one's), are drawn at a size that keeps them
  /// ``BigDigitSize/separationNeeded`` apart (three times as far as two digits of one number),
  /// even when both have one digit: a reader cannot tell 8 : 8 from 88 by counting digits. The
  /// size follows `options.digits`: blocks, real type, plain text, or the taller of blocks and
  /// real type where the terminal draws it.
  init(
    numbers: [String], lines: Range<Int>, columns: Int, options: ViewOptions, headingLines: Int = 1,
    sideBySide: (left: Range<Int>, right: Range<Int>)? = nil
  ) {
    let numberLines = Self.numberLines(in: lines, headingLines: headingLines)
    let spacer = Self.spacer(under: lines.count - headingLines)
    let isApart = { (size: BigDigitSize) -> Bool in
      guard let sideBySide, numbers.count == 2 else { return true }
      return Self.separation(of: numbers, at: size, in: sideBySide) >= size.separationNeeded
    }
    let type = {
      BigDigitSize.largestType(fitting: numbers, columns: columns, lines: numberLines, where: isApart)
    }
    let blocks = {
      BigDigitSize.largest(
        fitting: numbers, columns: columns, lines: numberLines, useASCII: options.useASCII, where: isApart)
    }
    switch options.digits {
    case .plain: size = .text
    case .block: size = blocks()
    case .kitty: size = type() ?? .text
    case nil:
      let blocks = blocks()
      if options.sizesText, let type = type(), type.lines >= blocks.lines {
        size = type
      } else {
        size = blocks
      }
    }
    let height = headingLines + spacer + size.lines
    headingLine = lines.lowerBound + max(0, (lines.count - height) / 2)
    numberTop = headingLine + headingLines + spacer
  }

  /// Blank cells between two numbers drawn at `size`, each centred in its columns.
  static func separation(
    of numbers: [String], at size: BigDigitSize, in sideBySide: (left: Range<Int>, right: Range<Int>)
  )
    -> Int
  {
    let leftWidth = size.width(of: numbers[0])
    let rightWidth = size.width(of: numbers[1])
    let leftEnd = sideBySide.left.lowerBound + (sideBySide.left.count - leftWidth) / 2 + leftWidth
    let rightStart = sideBySide.right.lowerBound + (sideBySide.right.count - rightWidth) / 2
    return rightStart - leftEnd
  }

  /// Lines left for the number under a heading of `headingLines` in `lines`: at least 1 means the
  /// number fits, as plain text at worst.
  static func numberLines(in lines: Range<Int>, headingLines: Int) -> Int {
    let room = lines.count - headingLines
    return room - 2 * margin(around: room) - spacer(under: room)
  }

  /// The blank line between the heading and the number, when `room` lines are under the heading:
  /// one from 10 lines up (9 of 10 still go to the number).
  static func spacer(under room: Int) -> Int {
    room >= 10 ? 1 : 0
  }

  /// The blank line above the heading and under the number, when `room` lines are under the
  /// heading: one from 20 lines up (17 of 20 still go to the number).
  static func margin(around room: Int) -> Int {
    room >= 20 ? 1 : 0
  }
}

extension Frame {
  /// Draws `number` at `size`, its lines from `top`, centred in `columns`.
  mutating func putBigNumber(
    _ number: String, size: BigDigitSize, top: Int, columns: Range<Int>, useASCII: Bool, style: Style
  ) {
    if case .type(let scale) = size {
      let width = size.width(of: number)
      let start = columns.lowerBound + max(0, (columns.count - width) / 2)
      sizedTexts.append(SizedText(text: number, scale: scale, line: top, column: start, style: style))
      return
    }
    let big = BigText(number, size: size, useASCII: useASCII)
    guard case .blocks = size else {
      for (offset, text) in big.lines.enumerated() {
        putCentered(text, line: top + offset, columns: columns, style: style)
      }
      return
    }
    let width = min(size.width(of: number), columns.count)
    let start = columns.lowerBound + (columns.count - width) / 2
    for (offset, cells) in big.cells.enumerated() {
      putNarrow(Array(cells.prefix(width)), line: top + offset, column: start, style: style)
    }
  }
}
