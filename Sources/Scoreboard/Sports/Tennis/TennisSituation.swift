/// What is at stake on the next point of a tennis match, as an umpire or a broadcast would call it.
///
/// ``TennisScoring`` reports only the most significant one: a match point before a set point, a set
/// point before a deciding point or a break point, and those before advantage or deuce. Where the
/// next point decides the set (or the match) whoever wins it, as at 4-4 in FAST4's sudden-death
/// tiebreak, it is a set (match) point for both sides.
public enum TennisSituation: Codable, Equatable, Hashable, Sendable {
  /// Whoever wins the next point wins the match (a sudden-death point of the deciding set).
  case matchPointForBoth
  /// The side wins the match if it wins the next point.
  case matchPointFor(Side)
  /// Whoever wins the next point wins the set (FAST4's sudden death at 4-4 in the tiebreak).
  case setPointForBoth
  /// The side wins the set if it wins the next point.
  case setPoint(Side)
  /// No-ad scoring at 40-40: whoever wins the next point wins the game (ITF Appendix V).
  case decidingPoint
  /// The receiving side wins the game, breaking serve, if it wins the next point.
  case breakPoint(Side)
  /// The side (the server) is one point from the game after deuce.
  case advantage(Side)
  /// 40-40 with advantage scoring: a side needs two points in a row to win the game.
  case deuce

  /// The side the situation favours, or `nil` for a point that is the same for both sides (a set
  /// or match point for both, a deciding point, deuce).
  public var side: Side? {
    switch self {
    case .matchPointFor(let side), .setPoint(let side), .breakPoint(let side), .advantage(let side):
      return side
    case .matchPointForBoth, .setPointForBoth, .decidingPoint, .deuce:
      return nil
    }
  }

  /// The words to show, without team names, which the view adds: "Match point", "Deuce".
  public var callout: String {
    switch self {
    case .matchPointForBoth: return "Match point, both sides"
    case .matchPointFor: return "Match point"
    case .setPointForBoth: return "Set point, both sides"
    case .setPoint: return "Set point"
    case .decidingPoint: return "Deciding point"
    case .breakPoint: return "Break point"
    case .advantage: return "Advantage"
    case .deuce: return "Deuce"
    }
  }
}
