/// How a sport turns points into a result: the shared scoring parts a sport is built from.
public enum ScoringStyle: Equatable, Hashable, Sendable {
  /// Points add up: the score is the total (the plain scoreboard and the timed sports).
  case points
  /// Each rally wins a point; points win games, games win the match (`Scoring/Rally`).
  case rallies
  /// Points win games (0, 15, 30, 40), games win sets, sets win the match.
  case gamesAndSets
  /// Only the serving side scores; losing the serve passes it on (pickleball's side-out scoring).
  case sideOut
}
