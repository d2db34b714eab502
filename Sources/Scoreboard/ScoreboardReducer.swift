import StateStore

extension ScoreboardState {
  /// The rules of a plain scoreboard: scores never go below 0 nor above
  /// ``TeamScore/maximumScore``; a change of less than one point does nothing.
  public static let reducer = Reducer<ScoreboardState, ScoreboardAction>.plain { board, action in
    switch action {
    case .add(let side, let points) where points >= 1:
      board[side].score = clampedScore(board[side].score, plus: points)
    case .subtract(let side, let points) where points >= 1:
      board[side].score = clampedScore(board[side].score, plus: -points)
    case .add, .subtract:
      break
    case .setScores(let home, let away):
      board.home.score = clampedScore(0, plus: home)
      board.away.score = clampedScore(0, plus: away)
    case .reset:
      board.home.score = 0
      board.away.score = 0
    case .rename(let side, let name):
      board[side].name = TeamScore.cleanName(name, default: side.defaultName)
    case .swapEnds:
      board.isSwapped.toggle()
    }
  }

  private static func clampedScore(_ score: Int, plus change: Int) -> Int {
    let (sum, overflow) = score.addingReportingOverflow(change)
    if overflow { return change > 0 ? TeamScore.maximumScore : 0 }
    return min(max(sum, 0), TeamScore.maximumScore)
  }
}
