/// What one step of the match did, derived once from the boards before and after it: the points it
/// won and who served each, the points it took back, and what it ended.
///
/// ```swift
/// let facts = StepFacts(from: before, to: after)  // a rally won by home, serving, that won the game
/// facts.points   // [ScoredPoint(winner: .home, server: .home)]
/// facts.ended    // [.game]
/// ```
public struct StepFacts: Codable, Equatable, Hashable, Sendable {
  /// The points the step won, in order, each with its server where the sport has one. In the sports
  /// that add points up, one entry per side that gained (a basket of 3 is one entry).
  public var points: [ScoredPoint]
  /// How many points the step took back (a take-back in the sports played point by point).
  public var pointsTakenBack: Int
  /// What the step ended: a game, a set, a period, the match.
  public var ended: Set<MatchMoment>
  /// Whether the step changed the score (points won or taken back, a reset, a new match).
  public var isScoring: Bool

  /// No points, nothing ended: the facts of a step that changed no score.
  public init(
    points: [ScoredPoint] = [], pointsTakenBack: Int = 0, ended: Set<MatchMoment> = [],
    isScoring: Bool = false
  ) {
    self.points = points
    self.pointsTakenBack = pointsTakenBack
    self.ended = ended
    self.isScoring = isScoring
  }

  /// The facts of the step from `before` to `after`.
  ///
  /// Each board's outline is worked out at most once: the server of a single point and the parts
  /// that ended share it.
  public init(from before: ScoreboardState, to after: ScoreboardState) {
    var views = StepOutlines()
    self.init(from: before, to: after, views: &views)
  }

  /// The facts of the step from `before` to `after`, reading the boards' outlines from `views` (a
  /// timeline passes the outline of its present, worked out for the step before) and leaving there
  /// those worked out now.
  init(from before: ScoreboardState, to after: ScoreboardState, views: inout StepOutlines) {
    self.init()
    let rallies = (before: before.rallies.count, after: after.rallies.count)
    let sameRules = before.rules == after.rules
    let isPointByPoint = after.progress.isPointByPoint
    isScoring = before.scores != after.scores || rallies.before != rallies.after || !sameRules
    guard sameRules else { return }
    if isPointByPoint {
      if rallies.after > rallies.before {
        points = Self.points(wonFrom: before, to: after, views: &views)
      } else {
        pointsTakenBack = rallies.before - rallies.after
      }
    } else {
      points = Side.allCases.filter { after.scores[$0] > before.scores[$0] }
        .map { ScoredPoint(winner: $0, server: nil) }
    }
    // A match played point by point has no clock: its periods never change.
    let periodChanged = !isPointByPoint && Self.period(of: before) != Self.period(of: after)
    guard isScoring || periodChanged else { return }
    ended = Self.moments(endedFrom: before, to: after, views: &views, isPointByPoint: isPointByPoint)
  }

  /// The points won from `before` to `after` in a match played point by point, each with the
  /// server the board named before it.
  private static func points(
    wonFrom before: ScoreboardState, to after: ScoreboardState, views: inout StepOutlines
  ) -> [ScoredPoint] {
    let won = after.rallies[before.rallies.count...]
    guard won.count > 1 else {
      return won.map { ScoredPoint(winner: $0, server: views.before(before).server) }
    }
    var board = before
    var points: [ScoredPoint] = []
    for winner in won {
      points.append(ScoredPoint(winner: winner, server: board.outline.server))
      board.progress.changePoints { played, _ in played.append(winner) }
    }
    return points
  }

  /// The parts of the match that ended between `before` and `after`: in a sport of games and sets a
  /// set ends with its last game, and a game whenever the games played change; elsewhere a finished
  /// part is a game.
  private static func moments(
    endedFrom before: ScoreboardState, to after: ScoreboardState, views: inout StepOutlines,
    isPointByPoint: Bool
  ) -> Set<MatchMoment> {
    var ended: Set<MatchMoment> = []
    let old = views.before(before)
    let new = views.after(after)
    if old.winner == nil, new.winner != nil { ended.insert(.match) }
    let partEnded = new.finishedParts > old.finishedParts
    if isPointByPoint, after.rules.sport.scoring == .gamesAndSets {
      if partEnded { ended.formUnion([.set, .game]) }
      if new.setGamesPlayed != old.setGamesPlayed { ended.insert(.game) }
    } else if partEnded {
      ended.insert(.game)
    }
    if let clock = Self.clock(of: after), clock.isTimed, clock.period > Self.period(of: before) ?? 0 {
      ended.insert(.period)
    }
    return ended
  }

  /// The period a timed board is in; `nil` for a board with no clock.
  private static func period(of board: ScoreboardState) -> Int? {
    clock(of: board)?.period
  }

  /// The clock of a timed board; `nil` for a board with no clock (whose ``ScoreboardState/timed``
  /// would build a clock's state just to say so).
  private static func clock(of board: ScoreboardState) -> TimedState? {
    let progress = board.progress
    switch progress {
    case .timed(_, let clock): return clock
    case .totals, .pointByPoint: return nil
    }
  }
}

/// The outlines of a step's two boards, each worked out when first read. The boards are passed
/// in, not kept: keeping copies of two scoreboards cost more than an outline saved.
struct StepOutlines {
  private var kept: (before: MatchOutline?, after: MatchOutline?)

  /// The outlines of a step's boards, the one before already known as `before` if not `nil`.
  init(before: MatchOutline? = nil) {
    kept = (before, nil)
  }

  /// The outline of the board after the step, if it was worked out.
  var workedOutAfter: MatchOutline? { kept.after }

  /// The outline of `board`, the board before the step.
  mutating func before(_ board: ScoreboardState) -> MatchOutline {
    Self.outline(of: board, keptIn: &kept.before)
  }

  /// The outline of `board`, the board after the step.
  mutating func after(_ board: ScoreboardState) -> MatchOutline {
    Self.outline(of: board, keptIn: &kept.after)
  }

  /// `board`'s outline: the one `kept` if any, else worked out now and kept.
  private static func outline(of board: ScoreboardState, keptIn kept: inout MatchOutline?) -> MatchOutline {
    if let kept { return kept }
    let outline = board.outline
    kept = outline
    return outline
  }
}

/// One point won: by whom, and who served it where the sport has a server.
public struct ScoredPoint: Codable, Equatable, Hashable, Sendable {
  /// The side that won the point.
  public var winner: Side
  /// The side that served it, or `nil` where the sport has no server.
  public var server: Side?

  /// A point won by `winner`, served by `server`.
  public init(winner: Side, server: Side?) {
    self.winner = winner
    self.server = server
  }
}

/// A part of a match that a step can end.
public enum MatchMoment: String, Codable, Hashable, Sendable, CaseIterable {
  /// A game (a rally sport's game, a tennis game or tiebreak).
  case game
  /// A set (tennis).
  case set
  /// A period of a timed sport.
  case period
  /// The match.
  case match
}
