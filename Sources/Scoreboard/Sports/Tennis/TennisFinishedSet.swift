/// A set that has been played to its end: its games, its tiebreak if it had one, and who won it.
///
/// A set won in a tiebreak is recorded 7-6 with the tiebreak's points; the final-set match
/// tiebreak (ITF Appendix V) counts as a set won 1-0, with the match tiebreak's points.
///
/// ```swift
/// TennisFinishedSet(games: SidePair(home: 7, away: 6), tiebreakPoints: SidePair(home: 7, away: 4), winner: .home)
/// ```
public struct TennisFinishedSet: Codable, Equatable, Hashable, Sendable {
  /// The games each side won in the set (1-0 or 0-1 for a match tiebreak).
  public var games: SidePair<Int>
  /// The points of the set's tiebreak or of the match tiebreak, or `nil` when the set had none.
  public var tiebreakPoints: SidePair<Int>?
  /// The side that won the set.
  public var winner: Side

  /// A finished set with these games, tiebreak points and winner.
  public init(games: SidePair<Int>, tiebreakPoints: SidePair<Int>? = nil, winner: Side) {
    self.games = games
    self.tiebreakPoints = tiebreakPoints
    self.winner = winner
  }
}
