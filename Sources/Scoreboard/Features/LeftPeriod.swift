/// A period the game has moved away from, as it was when left: going back to it (`P`) or forward
/// to it again (`p`) brings back its clock, whether it was over, and its penalty clocks. Its fouls
/// and timeouts need no copy: each is recorded with its period.
public struct LeftPeriod: Codable, Equatable, Hashable, Sendable {
  /// The period's number (1 for the first).
  public var period: Int
  /// Its clock, stopped where it stood.
  public var clock: GameClock
  /// Whether it had ended (buzzer or whistle).
  public var wasOver: Bool
  /// The minor penalties running in it.
  public var penalties: [MinorPenalty]
}
