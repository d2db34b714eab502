import StateStore

extension ScoreboardState {
  /// The rules of the scoreboard: scores never go below 0 nor above ``TeamScore/maximumScore``; a
  /// change of less than one point does nothing; once the match is won no point is accepted
  /// (undo, take-back and reset still work). In the rally sports and tennis a point is a rally won.
  /// A countdown follows the rules (``followCountdownRules(after:from:)``).
  public static let reducer = Reducer<ScoreboardState, ScoreboardAction>.plain { board, action in
    let before = board
    board.applyRules(of: action)
    board.followCountdownRules(after: action, from: before)
  }

  private mutating func applyRules(of action: ScoreboardAction) {
    switch action {
    case .add(let side, let points) where points >= 1:
      addPoints(points, to: side)
    case .subtract(let side, let points) where points >= 1:
      takeBackPoints(points, from: side)
    case .add, .subtract:
      break
    case .reset:
      progress = MatchProgress(rules: rules)
      choices = MatchChoices()
      partTimeouts = PartTimeouts()
    case .newMatch(let rules):
      progress = MatchProgress(rules: rules)
      choices = MatchChoices()
      partTimeouts = PartTimeouts()
    case .choose(let choice):
      choose(choice)
    case .setFirstServer(let side):
      setFirstServer(side)
    case .rename(let side, let name):
      names[side] = TeamScore.cleanName(name, default: side.defaultName)
    case .swapEnds:
      isSwapped.toggle()
    case .timed(.timeout(let side)) where countsTimeoutsPerPart:
      takePartTimeout(by: side)
    case .timed(.removeTimeout(let side)) where countsTimeoutsPerPart:
      giveBackPartTimeout(to: side)
    case .timed(.tick(let now)):
      changeClock { clock, scores in clock.apply(.tick(at: now), scores: scores) }
      advanceCountdown(to: now)
    case .timed(let change):
      changeClock { clock, scores in clock.apply(change, scores: scores) }
    case .countdown(let change):
      apply(change)
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
