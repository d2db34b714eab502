/// A game (or set) of a rally sport that has been played to its end.
///
/// ```swift
/// let first = FinishedGame(points: SidePair(home: 11, away: 7), winner: .home)
/// ```
public struct FinishedGame: Equatable, Sendable {
  /// The final score of the game.
  public var points: SidePair<Int>
  /// The side that won the game.
  public var winner: Side

  /// A game that ended at `points`, won by `winner`.
  public init(points: SidePair<Int>, winner: Side) {
    self.points = points
    self.winner = winner
  }
}
