import Scoreboard

/// The history screen: the board as it was after the selected step (a preview, marked as one),
/// and over its lower part a box listing every step newest first (the step, the period and clock,
/// what changed, the score after), the selected one highlighted, with the momentum chart on top
/// when there is room.
enum HistoryScreen {
  /// `state` with the board of the selected step in the present, for the preview behind the list.
  static func previewState(of state: AppState) -> AppState {
    var preview = state
    preview.game = Timeline(state.historyGame(atStep: state.ui.history.selectedStep))
    return preview
  }

  /// Draws the list over `frame`, its bottom on the line above `bottom`.
  static func draw(into frame: inout Frame, state: AppState, bottom: Int, palette: Palette) {
    let screen = state.ui.history
    let lines = frame.size.lines
    let height = min(max(6, lines / 2 + 2), max(3, bottom))
    let top = max(0, bottom - height)
    let columns = 0..<frame.size.columns
    frame.fill(lines: top..<bottom, columns: columns, with: " ", style: .plain)
    frame.drawBox(
      lines: top..<bottom, columns: columns, characters: BoxCharacters.forOptions(palette.options),
      style: palette.emphasis)
    let inner = 2..<max(2, frame.size.columns - 2)
    let present = state.historyCount - 1
    let title =
      screen.selectedStep == present
      ? " History: step \(present) (now) " : " History: preview of step \(screen.selectedStep) of \(present) "
    frame.putCentered(
      title.prefix(fittingWidth: inner.count), line: top, columns: inner, style: palette.emphasis)
    var line = top + 1
    let help =
      screen.search.map { "/\($0)_  Enter finds  Esc cancels" }
      ?? "PREVIEW: nothing changes. Enter rewinds here, j/k move, f \(screen.scoringOnly ? "all steps" : "scoring only"), / search, Esc closes"
    frame.put(
      help.prefix(fittingWidth: inner.count), line: line, column: inner.lowerBound, style: palette.emphasis)
    line += 1
    let rowsRoom = bottom - 1 - line
    if rowsRoom >= 8 {
      let margins = state.momentum
      for row in MomentumChart.lines(
        margins: margins, columns: inner.count, lines: 2, useASCII: palette.options.useASCII)
      {
        frame.put(row, line: line, column: inner.lowerBound)
        line += 1
      }
    }
    let steps = state.historySteps(scoringOnly: screen.scoringOnly)
    let visible = max(0, bottom - 1 - line)
    let selected =
      steps.firstIndex(of: screen.selectedStep)
      ?? HistoryKeys.nearestIndex(of: screen.selectedStep, in: steps)
    let first = min(max(0, selected - visible / 2), max(0, steps.count - visible))
    for step in steps.dropFirst(first).prefix(visible) {
      let time = HistoryTime.text(step: step, times: screen.stepTimes)
      let text = rowText(state.historyRow(step: step), time: time, marked: step == screen.selectedStep)
      frame.put(
        text.prefix(fittingWidth: inner.count), line: line, column: inner.lowerBound,
        style: step == screen.selectedStep ? palette.emphasis : .plain)
      line += 1
    }
  }

  /// A row as listed: `> 12  19:14:02 +12:31  Q2 7:30  Lions 15 -> 30  ·  Lions 30 : 15 Tigers`.
  static func rowText(_ row: HistoryRow, time: String? = nil, marked: Bool) -> String {
    let number = String(row.step)
    let padded = String(repeating: " ", count: max(0, 4 - number.count)) + number
    let parts = [padded, time, row.moment, row.change].compactMap { $0 }.joined(separator: "  ")
    return (marked ? "> " : "  ") + parts + "  ·  " + row.scoreLine
  }
}
