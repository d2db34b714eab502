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
      let times = [
        HistoryTime.text(step: step, times: screen.stepTimes),
        HistoryTime.text(step: step, times: screen.stepTimes, withWallClock: false),
      ].compactMap { $0 }
      let text = rowText(
        state.historyRow(step: step), times: times, marked: step == screen.selectedStep, width: inner.count)
      frame.put(
        text.prefix(fittingWidth: inner.count), line: line, column: inner.lowerBound,
        style: step == screen.selectedStep ? palette.emphasis : .plain)
      line += 1
    }
  }

  /// A row as listed: `> 12  19:14:02 +12:31  Q2 7:30  Lions 15 -> 30  ·  Lions 30 : 15 Tigers`,
  /// with the first of `times` (the fullest first) that lets it fit in `width` cells. Where none
  /// does, the time goes, then the period and clock, then the change is cut: the score after the
  /// step is the last thing to be cut.
  static func rowText(_ row: HistoryRow, times: [String] = [], marked: Bool, width: Int = .max) -> String {
    let number = String(row.step)
    let head = (marked ? "> " : "  ") + String(repeating: " ", count: max(0, 4 - number.count)) + number
    let tail = "  ·  " + row.scoreLine
    let line = { (parts: [String?]) in head + parts.compactMap { $0.map { "  " + $0 } }.joined() + tail }
    let candidates =
      times.map { line([$0, row.moment, row.change]) } + [
        line([row.moment, row.change]), line([row.change]),
      ]
    if let fitting = candidates.first(where: { $0.terminalWidth <= width }) { return fitting }
    let room = width - head.terminalWidth - tail.terminalWidth - 2
    guard room > 0 else { return head + tail }
    return line([row.change.prefix(fittingWidth: room)])
  }
}
