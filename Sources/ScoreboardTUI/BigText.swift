/// A score or a clock rendered as big glyphs: the lines of text to draw, top first.
struct BigText: Equatable, Sendable {
  /// The rendered lines, all of the same width.
  var lines: [String]

  /// `text` (digits, `-`, the letters `A` `D` and the clock's `:` `.` `+`) at `size`; characters the font lacks are left blank.
  init(_ text: String, size: BigDigitSize, useASCII: Bool) {
    guard case .blocks(let pixelWidth, let halfLines) = size else {
      lines = [text]
      return
    }
    let gap = String(repeating: " ", count: size.gap)
    lines = (0..<size.lines).map { line in
      text.map { character in
        Self.glyphLine(
          character, line: line, pixelWidth: pixelWidth, halfLines: halfLines, useASCII: useASCII)
      }.joined(separator: gap)
    }
  }

  /// Cells across the rendered text.
  var width: Int { lines.first?.count ?? 0 }

  private static func glyphLine(
    _ character: Character, line: Int, pixelWidth: Int, halfLines: Int, useASCII: Bool
  ) -> String {
    let topRow = (2 * line) / halfLines
    let bottomRow = (2 * line + 1) / halfLines
    let cells = (0..<(BigDigitFont.columns * pixelWidth)).map { cell -> Character in
      let column = cell / pixelWidth
      let top = BigDigitFont.isSet(character, row: topRow, column: column)
      let bottom = BigDigitFont.isSet(character, row: bottomRow, column: column)
      switch (top, bottom) {
      case (true, true): return useASCII ? "#" : "█"
      case (true, false): return useASCII ? "#" : "▀"
      case (false, true): return useASCII ? "#" : "▄"
      case (false, false): return " "
      }
    }
    return String(cells)
  }
}
