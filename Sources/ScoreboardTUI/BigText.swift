/// A score or a clock rendered as big glyphs: the lines of text to draw, top first.
struct BigText: Equatable, Sendable {
  /// The rendered lines, all of the same width.
  var lines: [String]

  /// `text` (digits, `-`, the letters `A` `D` and the clock's `:` `.` `+`) at `size`; characters the font lacks are left blank.
  init(_ text: String, size: BigDigitSize, useASCII: Bool) {
    let glyphWidth: Int
    let halfLines: Int
    switch size {
    case .text:
      lines = [text]
      return
    case .type:
      // The terminal draws the type over blank cells.
      lines = Array(repeating: String(repeating: " ", count: size.width(of: text)), count: size.lines)
      return
    case .blocks(let width, let height):
      (glyphWidth, halfLines) = (width, height)
    }
    let gap = String(repeating: " ", count: size.gap)
    let columns = (0..<glyphWidth).map { $0 * BigDigitFont.columns / glyphWidth }
    lines = (0..<size.lines).map { line in
      let rows =
        useASCII
        ? Array(repeating: line * BigDigitFont.rows / size.lines, count: 2)
        : [2 * line, 2 * line + 1].map { $0 < halfLines ? $0 * BigDigitFont.rows / halfLines : -1 }
      return text.map { character in
        Self.glyphLine(character, rows: (rows[0], rows[1]), columns: columns, useASCII: useASCII)
      }.joined(separator: gap)
    }
  }

  /// Cells across the rendered text.
  var width: Int { lines.first?.count ?? 0 }

  /// One line of `character`'s glyph: its top half from font row `rows.top`, its bottom half from
  /// `rows.bottom` (-1: none), cell by cell from the font columns `columns` lists.
  private static func glyphLine(
    _ character: Character, rows: (top: Int, bottom: Int), columns: [Int], useASCII: Bool
  ) -> String {
    let cells = columns.map { column -> Character in
      let top = BigDigitFont.isSet(character, row: rows.top, column: column)
      let bottom = BigDigitFont.isSet(character, row: rows.bottom, column: column)
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
