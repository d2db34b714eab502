import StateStore

extension ScoreboardState {
  /// The rules of the scoreboard: scores never go below 0 nor above ``TeamScore/maximumScore``; a
  /// change of less than one point does nothing; once the match is won no point is accepted
  /// (undo, take-back and reset still work). In the rally sports and tennis a point is a rally won.
  public static let reducer = Reducer<ScoreboardState, ScoreboardAction>.plain { board, action in
    switch action {
    case .add(let side, let points) where points >= 1:
      board.addPoints(points, to: side)
    case .subtract(let side, let points) where points >= 1:
      board.takeBackPoints(points, from: side)
    case .add, .subtract:
      break
    case .setScores(let home, let away):
      guard board.rules.sport.scoring == .points else { return }
      board.home.score = clampedScore(0, plus: home)
      board.away.score = clampedScore(0, plus: away)
    case .reset:
      board.startAgain(by: board.rules)
    case .newMatch(let rules):
      board.startAgain(by: rules)
    case .setFirstServer(let side):
      guard board.rallies.isEmpty else { return }
      board.firstServer = side
    case .rename(let side, let name):
      board[side].name = TeamScore.cleanName(name, default: side.defaultName)
    case .swapEnds:
      board.isSwapped.toggle()
    case .timed(let change):
      board.timed.apply(change, scores: board.scores)
    }
  }

  private mutating func addPoints(_ points: Int, to side: Side) {
    switch rules.sport.scoring {
    case .points:
      guard winner == nil else { return }
      let before = self[side].score
      self[side].score = Self.clampedScore(before, plus: points)
      if self[side].score > before { timed.goalScored(by: side) }
    case .rallies, .gamesAndSets:
      for _ in 0..<min(points, Self.maximumRalliesPerAction) {
        guard winner == nil else { return }
        rallies.append(side)
      }
    }
  }

  private mutating func takeBackPoints(_ points: Int, from side: Side) {
    switch rules.sport.scoring {
    case .points:
      self[side].score = Self.clampedScore(self[side].score, plus: -points)
    case .rallies, .gamesAndSets:
      for _ in 0..<points {
        guard rallies.last == side else { return }
        rallies.removeLast()
      }
    }
  }

  private mutating func startAgain(by rules: SportRules) {
    home.score = 0
    away.score = 0
    rallies = []
    self.rules = rules
    timed = TimedState(rules: rules)
  }

  /// More rallies than any match can last; a count prefix beyond it is cut.
  private static let maximumRalliesPerAction = 999

  private static func clampedScore(_ score: Int, plus change: Int) -> Int {
    let (sum, overflow) = score.addingReportingOverflow(change)
    if overflow { return change > 0 ? TeamScore.maximumScore : 0 }
    return min(max(sum, 0), TeamScore.maximumScore)
  }
}
