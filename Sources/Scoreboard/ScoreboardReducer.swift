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
    case .reset:
      board.progress = MatchProgress(rules: board.rules)
      board.choices = MatchChoices()
      board.partTimeouts = PartTimeouts()
    case .newMatch(let rules):
      board.progress = MatchProgress(rules: rules)
      board.choices = MatchChoices()
      board.partTimeouts = PartTimeouts()
    case .choose(let choice):
      board.choose(choice)
    case .setFirstServer(let side):
      board.setFirstServer(side)
    case .rename(let side, let name):
      board.names[side] = TeamScore.cleanName(name, default: side.defaultName)
    case .swapEnds:
      board.isSwapped.toggle()
    case .timed(.timeout(let side)) where board.countsTimeoutsPerPart:
      board.takePartTimeout(by: side)
    case .timed(.removeTimeout(let side)) where board.countsTimeoutsPerPart:
      board.giveBackPartTimeout(to: side)
    case .timed(let change):
      board.changeClock { clock, scores in clock.apply(change, scores: scores) }
    }
  }

  private mutating func addPoints(_ points: Int, to side: Side) {
    guard progress.addsUpPoints else {
      for _ in 0..<min(points, Self.maximumRalliesPerAction) {
        guard winner == nil else { return }
        recordPoint(for: side)
      }
      return
    }
    guard winner == nil, !timed.isShootout(scores: scores) else { return }
    let before = self[side].score
    progress.setScore(Self.clampedScore(before, plus: points), for: side)
    if self[side].score > before {
      changeClock { clock, _ in clock.goalScored(by: side) }
    }
  }

  private mutating func takeBackPoints(_ points: Int, from side: Side) {
    guard progress.addsUpPoints else {
      takeBackLastPoints(points, wonBy: side)
      let part = match.part
      choices.forgetAfter(part: part, points: rallies.count)
      partTimeouts.forgetAfter(part: part)
      return
    }
    progress.setScore(Self.clampedScore(self[side].score, plus: -points), for: side)
  }

  /// More rallies than any match can last; a count prefix beyond it is cut.
  private static let maximumRalliesPerAction = 999

  private static func clampedScore(_ score: Int, plus change: Int) -> Int {
    let (sum, overflow) = score.addingReportingOverflow(change)
    if overflow { return change > 0 ? TeamScore.maximumScore : 0 }
    return min(max(sum, 0), TeamScore.maximumScore)
  }
}
