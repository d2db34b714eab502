import Scoreboard

/// One piece of the clock header's line (`Q2`, `0:07`, `shot 5`, `interval 1:58`), and whether it
/// is in its last seconds. A warning shows without colour: the marker before it, and the
/// ``warningStyle`` (reverse video, bold) over it.
struct HeaderSegment: Equatable, Sendable {
  /// The words.
  var text: String
  /// Whether it is in its last ``Countdown/warningTime``.
  var isWarning: Bool

  /// A segment of `text`, a warning when `isWarning`.
  init(_ text: String, isWarning: Bool = false) {
    self.text = text
    self.isWarning = isWarning
  }

  /// What goes between two segments.
  static let separator = "  "

  /// The character before a warning segment, which a screen without colour or reverse video
  /// (a screen reader, a capture) still shows.
  static let marker = "!"

  /// How a warning segment is drawn: reverse video and bold, readable in any colour scheme.
  static let warningStyle = Style(isBold: true, isReverse: true)

  /// The text as drawn: with the marker before it when a warning.
  var shown: String { isWarning ? Self.marker + text : text }
}

extension Frame {
  /// Draws `segments` centred on `line` within `columns`, two blanks apart, each in `style` or,
  /// when a warning, in ``HeaderSegment/warningStyle``; returns the column where the line starts.
  /// A line too wide is cut at the right as ``putCentered(_:line:columns:style:)`` cuts it.
  @discardableResult
  mutating func putSegments(
    _ segments: [HeaderSegment], line: Int, columns: Range<Int>, style: Style
  ) -> Int {
    let whole = segments.map(\.shown).joined(separator: HeaderSegment.separator)
    guard whole.terminalWidth <= columns.count else {
      putCentered(whole, line: line, columns: columns, style: style)
      return columns.lowerBound
    }
    let start = columns.lowerBound + (columns.count - whole.terminalWidth) / 2
    var column = start
    for (index, segment) in segments.enumerated() {
      if index > 0 {
        put(HeaderSegment.separator, line: line, column: column, style: style)
        column += HeaderSegment.separator.terminalWidth
      }
      put(
        segment.shown, line: line, column: column,
        style: segment.isWarning ? HeaderSegment.warningStyle : style)
      column += segment.shown.terminalWidth
    }
    return start
  }
}
