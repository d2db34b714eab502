extension Frame {
  /// All the frame's columns.
  var allColumns: Range<Int> { 0..<size.columns }

  /// Writes `text` centred in `columns` of `line`, cut to the cells available.
  mutating func putCentered(_ text: String, line: Int, columns: Range<Int>, style: Style = .plain) {
    let fitted = text.prefix(fittingWidth: columns.count)
    let column = columns.lowerBound + (columns.count - fitted.terminalWidth) / 2
    put(fitted, line: line, column: column, style: style)
  }

  /// Writes `text` from the start of `columns` of `line`, cut to the cells available.
  mutating func putFitted(_ text: String, line: Int, columns: Range<Int>, style: Style = .plain) {
    put(text.prefix(fittingWidth: columns.count), line: line, column: columns.lowerBound, style: style)
  }

  /// Draws a box whose border runs along the edges of `lines` and `columns`, and clears inside it.
  mutating func drawBox(lines: Range<Int>, columns: Range<Int>, characters: BoxCharacters, style: Style) {
    guard lines.count >= 2, columns.count >= 2 else { return }
    fill(lines: lines, columns: columns, style: .plain)
    let inner = String(repeating: characters.horizontal, count: columns.count - 2)
    let top = String(characters.topLeft) + inner + String(characters.topRight)
    let bottom = String(characters.bottomLeft) + inner + String(characters.bottomRight)
    put(top, line: lines.lowerBound, column: columns.lowerBound, style: style)
    put(bottom, line: lines.upperBound - 1, column: columns.lowerBound, style: style)
    for line in (lines.lowerBound + 1)..<(lines.upperBound - 1) {
      put(String(characters.vertical), line: line, column: columns.lowerBound, style: style)
      put(String(characters.vertical), line: line, column: columns.upperBound - 1, style: style)
    }
  }
}
