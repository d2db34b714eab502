/// A hockey minor penalty being served: two minutes of game time, ended early by a power-play
/// goal against the penalised team.
///
/// Its time runs on the game clock: it keeps the time played in the period when it was last
/// measured and how much of it was left then, so it stops whenever the game clock stops.
public struct MinorPenalty: Codable, Equatable, Hashable, Sendable {
  /// How long a minor penalty lasts (IIHF Rule 16).
  public static let length = Duration.seconds(120)

  /// The penalised team.
  public var side: Side
  /// Time played in the current period when ``remainingThen`` was measured.
  public var since: Duration
  /// Time left to serve at ``since``.
  public var remainingThen: Duration

  /// A full minor to `side`, starting when `played` of the period has been played.
  public init(side: Side, since played: Duration) {
    self.side = side
    self.since = played
    self.remainingThen = Self.length
  }

  /// Time left to serve when `played` of the period has been played; never below 0 nor above
  /// what was left at ``since``.
  public func remaining(atPlayed played: Duration) -> Duration {
    (remainingThen - (played - since)).clamped(to: .zero...remainingThen)
  }
}
