/// A timeout taken on the game clock: who took it, in which period, and how much time was left.
public struct TimeoutTaken: Codable, Equatable, Hashable, Sendable {
  /// The team that took it.
  public var side: Side
  /// The period (1-based) it was taken in.
  public var period: Int
  /// Time left on the game clock when it was taken (FIBA limits timeouts in the last two
  /// minutes of the game).
  public var remaining: Duration

  /// A timeout by `side` in `period` with `remaining` on the clock.
  public init(side: Side, period: Int, remaining: Duration) {
    self.side = side
    self.period = period
    self.remaining = remaining
  }
}
