import Scoreboard

/// The list of counters down the left of the counters screen, one per line: a marker, the name, and
/// the value at the right. The selected counter is marked with `>` and drawn in reverse video.
enum CounterList {
  /// The list's width: enough for the longest entry, at most `available`.
  static func width(for counters: CountersState, available: Int) -> Int {
    let longest = counters.counters.map { entryWidth($0) }.max() ?? 0
    return max(0, min(longest, available))
  }

  /// Draws the list in `lines` and `columns`, scrolled so the selected counter is in view.
  static func draw(
    _ counters: CountersState, into frame: inout Frame, lines: Range<Int>, columns: Range<Int>,
    palette: Palette
  ) {
    guard !lines.isEmpty, columns.count >= 4 else { return }
    let all = counters.counters
    let first = max(0, min(counters.selectedIndex - lines.count / 2, all.count - lines.count))
    for (offset, index) in (first..<min(all.count, first + lines.count)).enumerated() {
      let isSelected = index == counters.selectedIndex
      let line = lines.lowerBound + offset
      let text = entry(all[index], isSelected: isSelected, width: columns.count)
      frame.put(text, line: line, column: columns.lowerBound, style: isSelected ? palette.selected : .plain)
    }
  }

  /// One entry exactly `width` cells wide: `> Laps      12 `.
  static func entry(_ counter: TallyCounter, isSelected: Bool, width: Int) -> String {
    let marker = isSelected ? "> " : "  "
    let value = " \(counter.value) "
    let nameWidth = max(0, width - marker.count - value.count)
    let name = counter.name.prefix(fittingWidth: nameWidth)
    let padding = String(repeating: " ", count: max(0, nameWidth - name.terminalWidth))
    return (marker + name + padding + value).prefix(fittingWidth: width)
  }

  private static func entryWidth(_ counter: TallyCounter) -> Int {
    2 + counter.name.terminalWidth + 2 + String(counter.value).count + 1
  }
}
