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

  /// How the bindings are laid out on a screen: their columns, each column's width, and the box.
  struct Layout {
    /// The bindings' rows, column by column.
    var columns: [[(keys: String, help: String)]]
    /// Each column's width in cells.
    var widths: [Int]
    /// The box's width before it is cut to the screen.
    var width: Int
    /// The box's height before it is cut to the screen.
    var height: Int

    /// How many rows each column has.
    var rowCount: Int { columns.first?.count ?? 0 }

    /// How many rows show at once on a screen of `size`: the box cut to the screen, less its
    /// borders and the closing line.
    func visibleRows(on size: TerminalSize) -> Int {
      max(0, min(height, size.lines) - 3)
    }

    /// The furthest the rows can be scrolled on a screen of `size`: 0 when they all show.
    func maximumScroll(on size: TerminalSize) -> Int {
      max(0, rowCount - visibleRows(on: size))
    }
  }

  /// The layout of `bindings` on a screen of `size`: as few columns as fit across and down, else
  /// the most columns that fit across (the rows then scroll).
  static func layout(for bindings: [KeyBinding], title: String, size: TerminalSize) -> Layout {
    let minimumWidth = max(closeHints[0].terminalWidth, title.terminalWidth + 2)
    let layouts = (1...max(1, bindings.count)).map { count in
      let columns = columns(for: bindings, count: count)
      let widths = columns.map { column in
        column.map { $0.keys.terminalWidth + 2 + $0.help.terminalWidth }.max() ?? 0
      }
      let contentWidth = max(minimumWidth, widths.reduce(0, +) + columnGap * (widths.count - 1))
      return Layout(
        columns: columns, widths: widths, width: contentWidth + 4, height: (columns.first?.count ?? 0) + 4)
    }
    let fitsAcross = layouts.filter { $0.width <= size.columns }
    return fitsAcross.first { $0.height <= size.lines } ?? fitsAcross.last ?? layouts[0]
  }

  /// What `key` does while the help is shown in `state`: when the help is longer than the screen,
  /// Down or `j` scrolls one line, Up or `k` one line back, space a page, `b` a page back, `g` to
  /// the top and `G` to the end; every other key (and every key when it all shows) closes it.
  static func outcome(for key: KeyEvent, in state: AppState, keyMap: KeyMap, size: TerminalSize)
    -> KeyOutcome
  {
    let title = titles(for: state.ui.screen)[0]
    let layout = layout(for: keyMap.bindings(for: state), title: title, size: size)
    let last = layout.maximumScroll(on: size)
    let close = KeyOutcome.dispatch([.ui(.hideHelp)])
    guard last > 0 else { return close }
    let page = max(1, layout.visibleRows(on: size) - 1)
    let now = min(state.ui.helpScroll, last)
    let target: Int
    switch key {
    case .down, .character("j"): target = now + 1
    case .up, .character("k"): target = now - 1
    case .character(" "): target = now + page
    case .character("b"): target = now - page
    case .character("g"): target = 0
    case .character("G"): target = last
    default: return close
    }
    let clamped = min(max(0, target), last)
    return clamped == state.ui.helpScroll ? .ignored : .dispatch([.ui(.scrollHelp(toLine: clamped))])
  }

  /// Draws the box centred over `frame`, in as few columns as fit; when even the most columns
  /// that fit across do not fit down, the rows from `scroll` on show, and the last line says how
  /// to scroll.
  static func draw(
    into frame: inout Frame, screen: Screen, bindings: [KeyBinding], scroll: Int = 0, palette: Palette
  ) {
    let title = titles(for: screen)[0]
    let chosen = layout(for: bindings, title: title, size: frame.size)
    let fittingWidth = min(frame.size.columns, chosen.width) - 4
    let box = frame.drawCenteredBox(
      width: chosen.width, height: chosen.height,
      title: longestFitting(titles(for: screen), width: fittingWidth), palette: palette)
    let (top, height, inner) = (box.top, box.height, box.inner)
    let visible = chosen.visibleRows(on: frame.size)
    let first = min(max(0, scroll), chosen.maximumScroll(on: frame.size))
    var columnStart = inner.lowerBound
    for (column, width) in zip(chosen.columns, chosen.widths) {
      let cells = columnStart..<min(inner.upperBound, columnStart + width)
      for (offset, row) in column.dropFirst(first).prefix(visible).enumerated() where !cells.isEmpty {
        let line = top + 1 + offset
        frame.putFitted(row.keys + "  " + row.help, line: line, columns: cells)
        frame.putFitted(row.keys, line: line, columns: cells, style: palette.emphasis)
      }
      columnStart += width + columnGap
    }
    let closeLine = top + height - 2
    let hints =
      visible < chosen.rowCount
      ? scrollHints(first: first, visible: visible, of: chosen.rowCount) : closeHints
    frame.putCentered(longestFitting(hints, width: inner.count), line: closeLine, columns: inner)
  }

  /// The last line of a help longer than the screen, longest first: where the rows shown are and
  /// how to move.
  static func scrollHints(first: Int, visible: Int, of total: Int) -> [String] {
    let range = "\(first + 1)-\(first + visible) of \(total)"
    return [
      "\(range)  j/k space/b scroll, other key closes", "\(range)  j/k scroll", "\(range) j/k", range, "j/k",
      "",
    ]
  }

  private static func longestFitting(_ texts: [String], width: Int) -> String {
    texts.first { $0.terminalWidth <= width } ?? ""
  }
}
