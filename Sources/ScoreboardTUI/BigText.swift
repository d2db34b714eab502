/// A score or a clock rendered as big glyphs: the lines of text to draw, top first.
struct BigText: Equatable, Sendable {
  /// The lines of plain text or real type (empty for blocks).
  private var textLines: [String] = []
  /// The lines of blocks as cells, each character one cell wide (empty for plain text and type).
  private(set) var cells: [[Character]] = []

  /// The rendered lines, all of the same width.
  var lines: [String] {
    cells.isEmpty ? textLines : cells.map { String($0) }
  }

  /// `text` (digits, `-`, the letters `A` `D` and the clock's `:` `.` `+`) at `size`; characters the font lacks are left blank.
  init(_ text: String, size: BigDigitSize, useASCII: Bool) {
    let glyphWidth: Int
    let halfLines: Int
    switch size {
    case .text:
      textLines = [text]
      return
    case .type:
      // The terminal draws the type over blank cells.
      textLines = Array(repeating: String(repeating: " ", count: size.width(of: text)), count: size.lines)
      return
    case .blocks(let width, let height):
      (glyphWidth, halfLines) = (width, height)
    }
    let gap = [Character](repeating: " ", count: size.gap)
    let columns = (0..<glyphWidth).map { $0 * BigDigitFont.columns / glyphWidth }
    // Each glyph's bitmap is looked up once, not once a cell.
    let bitmaps = text.map { BigDigitFont.bitmap(of: $0) }
    cells = (0..<size.lines).map { line in
      let rows =
        useASCII
        ? Array(repeating: line * BigDigitFont.rows / size.lines, count: 2)
        : [2 * line, 2 * line + 1].map { $0 < halfLines ? $0 * BigDigitFont.rows / halfLines : -1 }
      var cells: [Character] = []
      for (index, bitmap) in bitmaps.enumerated() {
        if index > 0 { cells += gap }
        cells += Self.glyphLine(bitmap, rows: (rows[0], rows[1]), columns: columns, useASCII: useASCII)
      }
      return cells
    }
  }

  /// Cells across the rendered text.
  var width: Int { cells.first?.count ?? textLines.first?.count ?? 0 }

  /// One line of the glyph `bitmap` (`nil`: a blank one): its top half from font row `rows.top`,
  /// its bottom half from `rows.bottom` (-1: none), cell by cell from the font columns `columns` lists.
  private static func glyphLine(
    _ bitmap: [[Bool]]?, rows: (top: Int, bottom: Int), columns: [Int], useASCII: Bool
  ) -> [Character] {
    let topRow = bitmap.flatMap { rows.top >= 0 && rows.top < $0.count ? $0[rows.top] : nil }
    let bottomRow = bitmap.flatMap { rows.bottom >= 0 && rows.bottom < $0.count ? $0[rows.bottom] : nil }
    let cells = columns.map { column -> Character in
      let top = topRow?[column] ?? false
      let bottom = bottomRow?[column] ?? false
      switch (top, bottom) {
      case (true, true): return useASCII ? "#" : "█"
      case (true, false): return useASCII ? "#" : "▀"
      case (false, true): return useASCII ? "#" : "▄"
      case (false, false): return " "
      }
    }
    return cells
  }
}
