import Scoreboard

/// The plain-text score line under the big scores, for screen readers and tests.
enum ScoreLine {
  /// Cells each name keeps at least before the standings are left out of a cut line.
  static let minimumNameWidth = 3

  /// ``ScoreboardState/scoreLine`` when it fits in `width` cells; otherwise the same line with both
  /// names cut so that the scores stay whole, and without the standings (`, games 2 : 1`), then
  /// the clock (`, Q2 7:30`), when keeping them would leave the names fewer than
  /// ``minimumNameWidth`` cells.
  /// `match` is the board's match, already derived by the caller.
  static func text(for board: ScoreboardState, match: MatchView, width: Int) -> String {
    let clock = board.clockDisplay.map { ", \(board.timed.periodLabel) \($0)" } ?? ""
    let full = match.line(home: board.home.name, away: board.away.name) + clock
    guard full.terminalWidth > width else { return full }
    let shown = match.lineScore
    let scores = " \(shown.home) : \(shown.away) "
    let standings = match.standings.map { ", " + $0.text }.joined()
    for tail in [standings + clock, clock, ""] {
      let nameWidth = max(0, (width - scores.terminalWidth - tail.terminalWidth) / 2)
      guard nameWidth >= minimumNameWidth || tail.isEmpty else { continue }
      return board.home.name.prefix(fittingWidth: nameWidth) + scores
        + board.away.name.prefix(fittingWidth: nameWidth) + tail
    }
    return full
  }
}
