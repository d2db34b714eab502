import Scoreboard

/// The help box over the screen: every binding of the screen and sport with its keys, generated
/// from the key map, and how to close it.
///
/// The bindings are listed in one column when they fit, else in as few columns as make them fit
/// (filled top to bottom, then left to right); only when even that does not fit are the last ones
/// left out.
enum HelpOverlay {
  /// The last line of the box, longest first: the first that fits is shown.
  static let closeHints = ["press any key to close", "any key closes", "any key"]
  /// Blank cells between two columns of bindings.
  static let columnGap = 3

  /// The box's title for `screen`, longest first.
  static func titles(for screen: Screen) -> [String] {
    [" Keys: \(screen.rawValue) ", " Keys ", ""]
  }

  /// The lines listing `bindings`: key labels in a column, then what they do.
  static func rows(for bindings: [KeyBinding]) -> [(keys: String, help: String)] {
    let labelWidth = bindings.map(\.keyLabel.terminalWidth).max() ?? 0
    return bindings.map { binding in
      let padding = String(repeating: " ", count: labelWidth - binding.keyLabel.terminalWidth)
      return (binding.keyLabel + padding, binding.help)
    }
  }

  /// `bindings` split into `count` columns of at most the same number of rows, each column's keys
  /// padded to its own widest label.
  static func columns(for bindings: [KeyBinding], count: Int) -> [[(keys: String, help: String)]] {
    guard !bindings.isEmpty else { return [[]] }
    let perColumn = (bindings.count + count - 1) / max(1, count)
    return stride(from: 0, to: bindings.count, by: perColumn).map { start in
      rows(for: Array(bindings[start..<min(start + perColumn, bindings.count)]))
    }
  }

  /// Draws the box centred over `frame`, in as few columns as fit, cut to fit when none do.
  static func draw(into frame: inout Frame, screen: Screen, bindings: [KeyBinding], palette: Palette) {
    let title = titles(for: screen)[0]
    let minimumWidth = max(closeHints[0].terminalWidth, title.terminalWidth + 2)
    let layouts = (1...max(1, bindings.count)).map { count in
      let columns = columns(for: bindings, count: count)
      let widths = columns.map { column in
        column.map { $0.keys.terminalWidth + 2 + $0.help.terminalWidth }.max() ?? 0
      }
      let contentWidth = max(minimumWidth, widths.reduce(0, +) + columnGap * (widths.count - 1))
      return (
        columns: columns, widths: widths, width: contentWidth + 4, height: (columns.first?.count ?? 0) + 4
      )
    }
    let fitsAcross = layouts.filter { $0.width <= frame.size.columns }
    let chosen =
      fitsAcross.first { $0.height <= frame.size.lines } ?? fitsAcross.last ?? layouts[0]
    let fittingWidth = min(frame.size.columns, chosen.width) - 4
    let box = frame.drawCenteredBox(
      width: chosen.width, height: chosen.height,
      title: longestFitting(titles(for: screen), width: fittingWidth), palette: palette)
    let (top, height, inner) = (box.top, box.height, box.inner)
    let innerLines = height - 2
    let rowCount = chosen.columns.first?.count ?? 0
    var columnStart = inner.lowerBound
    for (column, width) in zip(chosen.columns, chosen.widths) {
      let cells = columnStart..<min(inner.upperBound, columnStart + width)
      for (offset, row) in column.prefix(max(0, innerLines - 1)).enumerated() where !cells.isEmpty {
        let line = top + 1 + offset
        frame.putFitted(row.keys + "  " + row.help, line: line, columns: cells)
        frame.putFitted(row.keys, line: line, columns: cells, style: palette.emphasis)
      }
      columnStart += width + columnGap
    }
    let closeLine = innerLines >= rowCount + 2 ? top + height - 2 : top + innerLines
    frame.putCentered(longestFitting(closeHints, width: inner.count), line: closeLine, columns: inner)
  }

  private static func longestFitting(_ texts: [String], width: Int) -> String {
    texts.first { $0.terminalWidth <= width } ?? ""
  }
}
