import Scoreboard

extension MatchMenu {
  /// The menu's lines: `1  Scoreboard`, with the sport being played marked; the sports after the
  /// tenth have no number.
  static func rows(current: Sport) -> [String] {
    sports.enumerated().map { index, sport in
      "\(key(forIndex: index) ?? " ")  \(sport.displayName)\(sport == current ? "  (playing)" : "")"
    }
  }

  /// The first of `count` rows to show in `visible` lines so that row `selected` is among them.
  static func firstVisibleRow(selected: Int, count: Int, visible: Int) -> Int {
    min(max(0, selected - visible + 1), max(0, count - visible))
  }

  /// Draws the menu centred over `frame`, scrolled to the selected sport, which is highlighted
  /// (the arrow keys move it, on the smallest screen too).
  static func draw(into frame: inout Frame, menu: MatchMenuState, current: Sport, palette: Palette) {
    let title = " New match "
    let footer = menu.typed.isEmpty ? "number or name: start   R: results" : "name: \(menu.typed)"
    let rows = rows(current: current)
    let contentWidth =
      ([title.terminalWidth + 2, footer.terminalWidth] + rows.map(\.terminalWidth)).max() ?? 0
    let box = frame.drawCenteredBox(
      width: contentWidth + 4, height: rows.count + 4, title: title, palette: palette)
    // A box cut short by the screen gives the blank line above the footer to the rows.
    let visible = max(0, box.height - (box.height < rows.count + 4 ? 3 : 4))
    let first = firstVisibleRow(selected: menu.selected, count: rows.count, visible: visible)
    for (offset, row) in rows.dropFirst(first).prefix(visible).enumerated() {
      let style = first + offset == menu.selected ? palette.selected : .plain
      frame.putFitted(row, line: box.top + 1 + offset, columns: box.inner, style: style)
    }
    frame.putCentered(
      footer.prefix(fittingWidth: box.inner.count), line: box.top + box.height - 2, columns: box.inner)
  }
}
