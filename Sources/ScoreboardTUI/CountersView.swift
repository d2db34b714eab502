import Scoreboard

/// The counters screen: the list of counters with the selected one marked (when the terminal is wide
/// enough for it), the selected counter's value in big digits, and a plain line naming it.
enum CountersView {
  /// The narrowest terminal that shows the list beside the big value.
  static let minimumColumnsForList = 40

  /// The screen for `counters`, without the status line, on a frame of at least the minimum size.
  static func frame(for counters: CountersState, size: TerminalSize, palette: Palette) -> Frame {
    var frame = Frame(size: size)
    let contentLines = 0..<(size.lines - 2)
    var mainColumns = 0..<size.columns
    if size.columns >= minimumColumnsForList {
      let listWidth = CounterList.width(for: counters, available: size.columns / 3)
      CounterList.draw(
        counters, into: &frame, lines: contentLines, columns: 0..<listWidth, palette: palette)
      let divider = String(palette.options.useASCII ? "|" : "│")
      for line in contentLines {
        frame.put(divider, line: line, column: listWidth, style: palette.divider)
      }
      mainColumns = (listWidth + 1)..<size.columns
    }
    let selected = counters.selected
    let inner = (mainColumns.lowerBound + 1)..<(mainColumns.upperBound - 1)
    let value = String(selected.value)
    let layout = HeadedNumberLayout(
      numbers: [value], lines: contentLines, columns: inner.count, options: palette.options)
    frame.putCentered(selected.name, line: layout.headingLine, columns: inner, style: palette.counter)
    frame.putBigNumber(
      value, size: layout.size, top: layout.numberTop, columns: inner, useASCII: palette.options.useASCII,
      style: palette.counter)
    frame.putCentered(valueLine(counters), line: size.lines - 2, columns: frame.allColumns)
    return frame
  }

  /// The plain-text line for the selected counter: `Laps: 12 (2 of 3)`.
  static func valueLine(_ counters: CountersState) -> String {
    let selected = counters.selected
    let position =
      counters.counters.count > 1 ? " (\(counters.selectedIndex + 1) of \(counters.counters.count))" : ""
    return "\(selected.name): \(selected.value)\(position)"
  }
}
