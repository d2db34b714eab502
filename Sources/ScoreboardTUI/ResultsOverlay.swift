/// The evening's results over the screen, from the new-match menu (`N`, then `R`): one line per
/// match kept in the state directory, the latest last; any key closes it.
enum ResultsOverlay {
  /// Draws `lines` in a box centred over `frame`, the latest that fit.
  static func draw(into frame: inout Frame, lines: [String], palette: Palette) {
    let shown = lines.isEmpty ? ["no matches yet"] : lines
    let footer = "any key closes"
    let width = min(frame.size.columns, (shown.map(\.terminalWidth).max() ?? 0) + 4)
    let box = frame.drawCenteredBox(
      width: max(width, footer.count + 4), height: shown.count + 3, title: " Results ", palette: palette)
    let room = max(0, box.height - 3)
    for (offset, line) in shown.suffix(room).enumerated() {
      frame.put(
        line.prefix(fittingWidth: box.inner.count), line: box.top + 1 + offset, column: box.inner.lowerBound)
    }
    frame.putCentered(
      footer.prefix(fittingWidth: box.inner.count), line: box.top + box.height - 2, columns: box.inner)
  }
}
