/// The sports the scoreboard knows the rules of: the registry.
///
/// This is the one list of sports. Everything else (the command line, the new-match menu, the key
/// map, the view, `status`, the export files) asks a sport for its ``profile`` and never switches
/// on a sport by name. Adding a sport is a case here, a line in ``profile``, and a folder of its
/// own under `Sports/` (docs/ADDING-A-SPORT.md).
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
  /// Side-out scoring to 11, doubles with two servers a side.
  case pickleball
  /// Point-a-rally to 11, the server alternating boxes, best of 5.
  case squash
  /// Goals, two halves of 30 minutes counting up, team timeouts, 2-minute suspensions.
  case handball
  /// Goals, two periods of 20 minutes on a stopped clock, accumulated fouls, a sent-off team short.
  case futsal
  /// Sets to 21 (the third to 15), teams of two serving in turn, best of 3.
  case beachVolleyball = "beach-volleyball"

  /// The sport a scoreboard plays when none is chosen: plain points.
  public static let `default` = Sport.generic

  /// Everything the sport tells the rest of the app about itself; each sport's own folder makes it.
  public var profile: SportProfile {
    switch self {
    case .generic: return .generic
    case .basketball: return .basketball
    case .soccer: return .soccer
    case .hockey: return .hockey
    case .volleyball: return .volleyball
    case .tableTennis: return .tableTennis
    case .badminton: return .badminton
    case .tennis: return .tennis
    case .pickleball: return .pickleball
    case .squash: return .squash
    case .handball: return .handball
    case .futsal: return .futsal
    case .beachVolleyball: return .beachVolleyball
    }
  }

  /// How points become a result in this sport.
  public var scoring: ScoringStyle { profile.scoring }

  /// Whether the sport is played on a game clock in periods.
  public var isTimed: Bool { profile.features.contains(.clock) }

  /// The sport's name as shown to people.
  public var displayName: String { profile.displayName }
}
