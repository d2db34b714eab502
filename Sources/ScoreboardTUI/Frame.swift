/// A screenful of styled cells: what a view draws and the terminal backend paints.
///
/// Views build frames without a terminal, so tests can compare them as text.
public struct Frame: Equatable, Sendable {
  /// The frame's size in cells.
  public let size: TerminalSize
  /// The cells, line by line, left to right.
  public private(set) var cells: [Cell]
  /// Text the terminal draws at a size over blank cells, after them (real type, `--digits kitty`).
  public var sizedTexts: [SizedText] = []

  /// A blank frame of `size`.
  public init(size: TerminalSize) {
    self.size = size
    self.cells = Array(repeating: .blank, count: size.columns * size.lines)
  }

  /// The cell at `column` of `line`, both counted from 0.
  public subscript(line line: Int, column column: Int) -> Cell {
    get { cells[line * size.columns + column] }
    set { cells[line * size.columns + column] = newValue }
  }

  /// The frame with every character an ASCII terminal cannot show as `?`, the right half of a wide
  /// one as a blank: a last guard for text that was not transliterated before it was laid out.
  public func asciiOnly() -> Frame {
    var frame = self
    for index in frame.cells.indices where !frame.cells[index].text.isASCII {
      frame.cells[index].text = frame.cells[index].isContinuation ? " " : "?"
    }
    return frame
  }

  /// The cells of one line.
  public func cells(ofLine line: Int) -> ArraySlice<Cell> {
    cells[(line * size.columns)..<((line + 1) * size.columns)]
  }

  /// Writes `text` from `column` of `line` in `style`, clipped at the frame's edges.
  /// A wide character that does not fit whole is left out.
  public mutating func put(_ text: String, line: Int, column: Int, style: Style = .plain) {
    guard (0..<size.lines).contains(line) else { return }
    var position = column
    for character in text {
      let width = character.terminalWidth
      guard width > 0 else { continue }
      if position + width > size.columns { break }
      if position >= 0 {
        clearWideCharacters(overlapping: position..<(position + width), line: line)
        self[line: line, column: position] = Cell(character, style: style)
        for continued in (position + 1)..<(position + width) {
          self[line: line, column: continued] = .continuation(style: style)
        }
      }
      position += width
    }
  }

  /// Writes `characters`, each one cell wide (the big digits' blocks), from `column` of `line`, cut
  /// at the frame's edge: ``put(_:line:column:style:)`` without measuring each character, which
  /// for lines of block characters costs more than drawing them.
  mutating func putNarrow(_ characters: [Character], line: Int, column: Int, style: Style) {
    guard (0..<size.lines).contains(line) else { return }
    let columns = max(0, column)..<min(size.columns, column + characters.count)
    guard !columns.isEmpty else { return }
    clearWideCharacters(overlapping: columns, line: line)
    for position in columns {
      self[line: line, column: position] = Cell(characters[position - column], style: style)
    }
  }

  /// Blanks the parts, outside `columns`, of wide characters that `columns` cut through, so that
  /// writing over part of a wide character never leaves the rest behind.
  private mutating func clearWideCharacters(overlapping columns: Range<Int>, line: Int) {
    if columns.lowerBound > 0, self[line: line, column: columns.lowerBound].isContinuation {
      var lead = columns.lowerBound - 1
      while lead > 0, self[line: line, column: lead].isContinuation { lead -= 1 }
      for column in lead..<columns.lowerBound { self[line: line, column: column] = .blank }
    }
    var right = columns.upperBound
    while right < size.columns, self[line: line, column: right].isContinuation {
      self[line: line, column: right] = .blank
      right += 1
    }
  }

  /// Fills every cell of a rectangle, clipped to the frame, with `character` (a blank unless told)
  /// in `style`. `character` should be one cell wide.
  public mutating func fill(
    lines: Range<Int>, columns: Range<Int>, with character: Character = " ", style: Style
  ) {
    let columns = columns.clamped(to: 0..<size.columns)
    guard !columns.isEmpty else { return }
    for line in lines.clamped(to: 0..<size.lines) {
      clearWideCharacters(overlapping: columns, line: line)
      for column in columns {
        self[line: line, column: column] = Cell(character, style: style)
      }
    }
  }

  /// The frame as plain text, one string per line, trailing blanks kept.
  public var textLines: [String] {
    (0..<size.lines).map { line in
      String(cells(ofLine: line).compactMap { $0.isContinuation ? nil : $0.text })
    }
  }
}
