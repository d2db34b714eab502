/// What a match's points say about it, for the summary at its end and the match report: points
/// won (on serve and on return where the sport has a server), the longest run of points, the
/// biggest lead, how often the lead changed, and the margin after each point (the momentum).
///
/// Derived from the points, never stored: a point-by-point match from its rallies, a sport that
/// adds points up from the scores its undo history went through.
public struct MatchStatistics: Equatable, Sendable {
  /// Points won by each side.
  public var pointsWon: SidePair<Int>
  /// Points each side won while serving, where the sport has a server; `nil` elsewhere.
  public var pointsWonOnServe: SidePair<Int>?
  /// Points each side won while the other served, where the sport has a server.
  public var pointsWonOnReturn: SidePair<Int>?
  /// The most points each side won in a row.
  public var longestRun: SidePair<Int>
  /// The largest lead each side had in points won.
  public var biggestLead: SidePair<Int>
  /// How many times the side ahead in points won changed (a tie between does not count).
  public var leadChanges: Int
  /// Home's points won minus away's after each point (or scoring change), in order: the momentum.
  public var margins: [Int]

  /// The statistics of a match played point by point: who won each point and who served it
  /// (`nil` in a sport without a server).
  public init(points: [(winner: Side, server: Side?)]) {
    let hasServer = !points.isEmpty && points.allSatisfy { $0.server != nil }
    var onServe = SidePair(both: 0)
    var onReturn = SidePair(both: 0)
    for point in points {
      guard let server = point.server else { continue }
      if point.winner == server { onServe[point.winner] += 1 } else { onReturn[point.winner] += 1 }
    }
    var totals = SidePair(both: 0)
    self.init(
      steps: points.map { point in
        totals[point.winner] += 1
        return (point.winner == .home ? SidePair(home: 1, away: 0) : SidePair(home: 0, away: 1), totals)
      })
    pointsWonOnServe = hasServer ? onServe : nil
    pointsWonOnReturn = hasServer ? onReturn : nil
  }

  /// The statistics of a match whose scores went through `scores`, in order (from 0 : 0): each
  /// change that adds points extends a run (a basket of 3 is a run of 3); points taken back (a
  /// correction) end no run, and the margins and leads follow the scores as corrected.
  public init(scores: [SidePair<Int>]) {
    var previous = SidePair(both: 0)
    var steps: [(gain: SidePair<Int>, totals: SidePair<Int>)] = []
    for score in scores where score != previous {
      steps.append(
        (SidePair(home: max(0, score.home - previous.home), away: max(0, score.away - previous.away)), score))
      previous = score
    }
    self.init(steps: steps)
  }

  /// From each scoring change: the points it gave each side, and the scores after it.
  private init(steps: [(gain: SidePair<Int>, totals: SidePair<Int>)]) {
    var won = SidePair(both: 0)
    var run = (side: Side?.none, length: 0)
    var longest = SidePair(both: 0)
    var lead = SidePair(both: 0)
    var leader: Side?
    var changes = 0
    var margins: [Int] = []
    for (gain, totals) in steps {
      for side in Side.allCases where gain[side] > 0 {
        run = run.side == side ? (side, run.length + gain[side]) : (side, gain[side])
        longest[side] = max(longest[side], run.length)
      }
      won = totals
      let margin = won.home - won.away
      margins.append(margin)
      if margin != 0 {
        let ahead: Side = margin > 0 ? .home : .away
        lead[ahead] = max(lead[ahead], abs(margin))
        if let leader, leader != ahead { changes += 1 }
        leader = ahead
      }
    }
    pointsWon = won
    pointsWonOnServe = nil
    pointsWonOnReturn = nil
    longestRun = longest
    biggestLead = lead
    leadChanges = changes
    self.margins = margins
  }
}

extension ScoreboardState {
  /// The statistics of this match when it is played point by point (the rally sports, the sports of
  /// games and sets, a plain scoreboard in games): each point's winner and its server; `nil` in the
  /// sports that add points up (``MatchStatistics/init(scores:)`` takes their history).
  public var pointStatistics: MatchStatistics? {
    guard case .pointByPoint(let rules, let winners, let firstServer) = progress else { return nil }
    var replay = ScoreboardState(homeName: names.home, awayName: names.away, rules: rules)
    replay.progress = .pointByPoint(rules: rules, winners: [], firstServer: firstServer)
    replay.choices = choices
    var points: [(winner: Side, server: Side?)] = []
    points.reserveCapacity(winners.count)
    for winner in winners {
      points.append((winner, replay.match.server))
      replay.progress.changePoints { played, _ in played.append(winner) }
    }
    return MatchStatistics(points: points)
  }
}

extension Timeline {
  /// The points of the match at the present, each with its server, read off the steps' facts:
  /// points won are added, points taken back removed, and a new match or a reset starts again.
  /// `nil` when the match is not played point by point, or when the steps do not tell every point
  /// (a timeline that starts in the middle of a match).
  public var points: [ScoredPoint]? {
    guard present.scoreboard.progress.isPointByPoint else { return nil }
    var points: [ScoredPoint] = []
    for (index, step) in steps.enumerated() {
      let board = step.game.scoreboard
      guard board.progress.isPointByPoint else {
        points = []
        continue
      }
      let kept = board.rallies.count - step.facts.points.count
      if index == 0 || points.count < kept {
        guard kept == 0 else { return nil }
      }
      if points.count > kept { points.removeLast(points.count - kept) }
      points += step.facts.points
    }
    return points
  }

  /// The statistics of the match at the present: from its points when it is played point by
  /// point, else from the scores its steps went through since the match began (its last 0 : 0).
  public var statistics: MatchStatistics {
    let board = present.scoreboard
    if board.progress.isPointByPoint {
      guard let points else { return board.pointStatistics ?? MatchStatistics(points: []) }
      return MatchStatistics(points: points.map { ($0.winner, $0.server) })
    }
    let boards = steps.map(\.game.scoreboard)
    let start = boards.lastIndex { $0.scores == SidePair(both: 0) && $0.rules == board.rules } ?? 0
    return MatchStatistics(scores: boards[start...].map(\.scores))
  }
}

extension AppState {
  /// The statistics of the match on the board (``Timeline/statistics``).
  public var matchStatistics: MatchStatistics { game.statistics }

  /// Home's lead after each point (or scoring change), for a momentum chart: the margins of
  /// ``matchStatistics``.
  public var momentum: [Int] { matchStatistics.margins }
}
