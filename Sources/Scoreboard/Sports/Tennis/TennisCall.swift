/// The chair umpire's call of a tennis score after a point (ITF Rules of Tennis, rule 5; the server's
/// score first, as the ITF's duties of the chair umpire have it): `fifteen-thirty`, `thirty all`,
/// `deuce`, `advantage Nadal`; in a tiebreak (rule 5b) the points and the leader, `4-2 Nadal`.
enum TennisCall {
  /// The words of the points of a standard game, by points won: love, fifteen, thirty, forty.
  static let pointWords = ["love", "fifteen", "thirty", "forty"]

  /// The call of `summary`'s score, naming sides by `names`; `nil` once the match is won.
  static func spoken(_ summary: TennisSummary, names: SidePair<String>) -> String? {
    guard summary.winner == nil else { return nil }
    let points = summary.points
    let leader: Side = points.home >= points.away ? .home : .away
    if summary.isTiebreak {
      if points.home == points.away { return "\(points.home) all" }
      return "\(points[leader])-\(points[leader.opponent]) \(names[leader])"
    }
    if points.home >= 3, points.away >= 3 {
      if points.home == points.away {
        return summary.situation == .decidingPoint ? "deuce, deciding point" : "deuce"
      }
      return "advantage \(names[leader])"
    }
    if points.home == points.away { return "\(pointWords[points.home]) all" }
    let server = summary.server
    return "\(pointWords[points[server]])-\(pointWords[points[server.opponent]])"
  }
}
