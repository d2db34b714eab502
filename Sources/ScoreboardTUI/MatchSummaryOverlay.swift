import Scoreboard

/// The box over the board at the end of a match: the result, the finished sets or games, the
/// statistics side by side (points won, on serve and on return where the sport has a server, the
/// longest run, the biggest lead, the lead changes) and the momentum chart. Any key closes it.
enum MatchSummaryOverlay {
  /// The lines of the summary of `state`'s match, the chart left out (it is drawn to the box's
  /// width); `statistics` when the caller already has them (they replay the match point by point).
  static func lines(for state: AppState, statistics: MatchStatistics? = nil) -> [String] {
    let board = state.scoreboard
    let match = board.match
    let statistics = statistics ?? state.matchStatistics
    var lines = [result(board, match)]
    if let history = match.historyText { lines.append(history) }
    let names = SidePair(home: board.names.home, away: board.names.away)
    var rows: [(String, SidePair<Int>)] = [
      (board.rules.sport.profile.scoreWords.wonLabel, statistics.pointsWon)
    ]
    if let onServe = statistics.pointsWonOnServe, let onReturn = statistics.pointsWonOnReturn {
      rows += [("On serve", onServe), ("On return", onReturn)]
    }
    rows += [("Longest run", statistics.longestRun), ("Biggest lead", statistics.biggestLead)]
    let labelWidth = max(12, rows.map(\.0.count).max() ?? 0)
    let columnWidth = max(4, names.home.terminalWidth, names.away.terminalWidth)
    let pad = { (text: String, width: Int) in
      String(repeating: " ", count: max(0, width - text.terminalWidth)) + text
    }
    lines.append("")
    lines.append(
      String(repeating: " ", count: labelWidth) + "  " + pad(names.home, columnWidth) + "  "
        + pad(names.away, columnWidth))
    for (label, counts) in rows {
      lines.append(
        label + String(repeating: " ", count: labelWidth - label.count) + "  "
          + pad("\(counts.home)", columnWidth) + "  " + pad("\(counts.away)", columnWidth))
    }
    lines.append(
      "Lead changes" + String(repeating: " ", count: labelWidth - 12) + "  "
        + pad("\(statistics.leadChanges)", columnWidth))
    return lines
  }

  /// `Home wins, sets 2-1` (the first standing the sport has), `Home wins 83-66`, with how it was
  /// won when the score does not say (`on penalties 4-3`).
  static func result(_ board: ScoreboardState, _ match: MatchView) -> String {
    guard let winner = board.winner else {
      return "\(board.names.home) \(board.home.score) : \(board.away.score) \(board.names.away)"
    }
    let loser = winner.opponent
    let name = board.names[winner]
    let result = board.resultPoints
    let points = "\(result[winner])-\(result[loser])"
    if let note = match.winnerNote { return "\(name) wins \(points) \(note)" }
    guard let standing = match.standings.first else { return "\(name) wins \(points)" }
    return "\(name) wins, \(standing.label) \(standing.counts[winner])-\(standing.counts[loser])"
  }

  /// Lines of the momentum chart under the figures, when the screen has room.
  static let chartLines = 3

  /// Draws the summary of `state` centred over `frame`.
  static func draw(into frame: inout Frame, state: AppState, palette: Palette) {
    let statistics = state.matchStatistics
    let text = lines(for: state, statistics: statistics)
    let closing = "any key closes"
    let width = min(frame.size.columns, max(text.map(\.terminalWidth).max() ?? 0, closing.count) + 4)
    let roomForChart = frame.size.lines - text.count - 4 >= chartLines + 1
    let height = text.count + 3 + (roomForChart ? chartLines + 1 : 0)
    let box = frame.drawCenteredBox(width: width, height: height, title: " Match summary ", palette: palette)
    var line = box.top + 1
    for row in text where line < box.top + box.height - 2 {
      frame.put(row.prefix(fittingWidth: box.inner.count), line: line, column: box.inner.lowerBound)
      line += 1
    }
    if roomForChart {
      line += 1
      let chart = MomentumChart.lines(
        margins: statistics.margins, columns: box.inner.count, lines: chartLines,
        useASCII: palette.options.useASCII)
      for row in chart {
        frame.put(row, line: line, column: box.inner.lowerBound)
        line += 1
      }
    }
    frame.putCentered(
      closing.prefix(fittingWidth: box.inner.count), line: box.top + box.height - 2, columns: box.inner,
      style: palette.emphasis)
  }
}
