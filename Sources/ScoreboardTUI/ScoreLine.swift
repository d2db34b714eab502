import Scoreboard

/// The plain-text score line under the big digits, for screen readers and tests.
enum ScoreLine {
  /// ``ScoreboardState/scoreLine`` when it fits in `width` cells; otherwise the same line with both
  /// names cut so that the scores stay whole.
  static func text(for board: ScoreboardState, width: Int) -> String {
    let full = board.scoreLine
    guard full.terminalWidth > width else { return full }
    let scores = " \(board.home.score) : \(board.away.score) "
    let nameWidth = max(0, (width - scores.terminalWidth) / 2)
    return board.home.name.prefix(fittingWidth: nameWidth) + scores
      + board.away.name.prefix(fittingWidth: nameWidth)
  }
}
