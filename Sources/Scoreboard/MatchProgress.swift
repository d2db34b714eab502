/// Where a match stands, kept the way its scoring style needs: one sport's match, never the
/// fields of every sport at once. A tennis match has no clock, a basketball game no rallies.
///
/// ```swift
/// MatchProgress(rules: .defaults(for: .tennis))      // .pointByPoint, no points yet, home serving
/// MatchProgress(rules: .defaults(for: .basketball))  // .timed, 0 : 0, Q1 10:00 stopped
/// ```
public enum MatchProgress: Hashable, Sendable {
  /// Points added up with no clock (the plain scoreboard): the rules and the totals.
  case totals(rules: SportRules, scores: SidePair<Int>)
  /// Points added up on a game clock in periods: the totals, and the clock with what counts
  /// against it (its ``TimedState/rules`` are the match's).
  case timed(scores: SidePair<Int>, clock: TimedState)
  /// Who won each point or rally, in order, and who served first: everything else (games, sets,
  /// the server) is derived from them.
  case pointByPoint(rules: SportRules, winners: PointList, firstServer: Side)

  /// A match by `rules` about to start: no points, a stopped clock, the home side to serve.
  public init(rules: SportRules) {
    if rules.sport.profile.periods != nil {
      self = .timed(scores: SidePair(both: 0), clock: TimedState(rules: rules))
    } else if rules.sport.scoring == .points && !rules.isPlayedInGames {
      self = .totals(rules: rules, scores: SidePair(both: 0))
    } else {
      self = .pointByPoint(rules: rules, winners: [], firstServer: .home)
    }
  }

  /// The rules the match is played by.
  public var rules: SportRules {
    switch self {
    case .totals(let rules, _), .pointByPoint(let rules, _, _): return rules
    case .timed(_, let clock): return clock.rules
    }
  }

  /// The totals of a points sport; 0 : 0 where points are not added up.
  public var scores: SidePair<Int> {
    switch self {
    case .totals(_, let scores), .timed(let scores, _): return scores
    case .pointByPoint: return SidePair(both: 0)
    }
  }

  /// Whether the match is kept point by point (its points are the rallies).
  public var isPointByPoint: Bool {
    if case .pointByPoint = self { return true }
    return false
  }

  /// Whether the score is the points added up, so a total can be changed directly.
  var addsUpPoints: Bool {
    if case .pointByPoint = self { return false }
    return true
  }
}

extension MatchProgress {
  /// Sets a points sport's total for `side`; nothing where points are not added up.
  mutating func setScore(_ score: Int, for side: Side) {
    switch self {
    case .totals(let rules, var scores):
      scores[side] = score
      self = .totals(rules: rules, scores: scores)
    case .timed(var scores, let clock):
      scores[side] = score
      self = .timed(scores: scores, clock: clock)
    case .pointByPoint:
      break
    }
  }

  /// Changes the clock of a timed sport with `change`; nothing in other sports.
  mutating func changeClock(_ change: (inout TimedState, SidePair<Int>) -> Void) {
    guard case .timed(let scores, var clock) = self else { return }
    self = .totals(rules: clock.rules, scores: scores)  // lets go of the clock's storage: no copy
    change(&clock, scores)
    self = .timed(scores: scores, clock: clock)
  }

  /// Changes the point winners (and who served first) of a point-by-point match; nothing in other
  /// sports.
  mutating func changePoints(_ change: (inout PointList, inout Side) -> Void) {
    guard case .pointByPoint(let rules, var winners, var firstServer) = self else { return }
    self = .totals(rules: rules, scores: SidePair(both: 0))  // lets go of the winners' storage: no copy
    change(&winners, &firstServer)
    self = .pointByPoint(rules: rules, winners: winners, firstServer: firstServer)
  }
}
