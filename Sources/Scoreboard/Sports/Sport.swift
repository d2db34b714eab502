/// The sports the scoreboard knows the rules of.
public enum Sport: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
  /// Points and nothing else, with an optional target score.
  case generic
  /// 1, 2 and 3 points, four timed quarters, team fouls and timeouts.
  case basketball
  /// Goals, two halves on a clock counting up.
  case soccer
  /// Goals, three periods on a clock counting down, optional penalties.
  case hockey
  /// Rally scoring, sets to 25 (the fifth to 15), best of 5.
  case volleyball
  /// Games to 11, the serve changing every 2 points, best of 5.
  case tableTennis = "table-tennis"
  /// Games to 21, the rally winner serving, best of 3.
  case badminton
  /// Points, games, sets and tiebreaks.
  case tennis

  /// How points become a result in this sport.
  public var scoring: ScoringStyle {
    switch self {
    case .generic, .basketball, .soccer, .hockey: return .points
    case .volleyball, .tableTennis, .badminton: return .rallies
    case .tennis: return .tennis
    }
  }

  /// Whether the sport is played on a game clock in periods.
  public var isTimed: Bool {
    switch self {
    case .basketball, .soccer, .hockey: return true
    case .generic, .volleyball, .tableTennis, .badminton, .tennis: return false
    }
  }

  /// The sport's name as shown to people.
  public var displayName: String {
    switch self {
    case .generic: return "Scoreboard"
    case .basketball: return "Basketball"
    case .soccer: return "Soccer"
    case .hockey: return "Hockey"
    case .volleyball: return "Volleyball"
    case .tableTennis: return "Table tennis"
    case .badminton: return "Badminton"
    case .tennis: return "Tennis"
    }
  }
}

/// How a sport turns points into a result.
public enum ScoringStyle: Equatable, Hashable, Sendable {
  /// Points add up: the score is the total (generic and the timed sports).
  case points
  /// Each rally wins a point; points win games, games win the match.
  case rallies
  /// Points win games (0, 15, 30, 40), games win sets, sets win the match.
  case tennis
}
