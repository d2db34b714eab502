/// A team foul (basketball, futsal): who committed it and in which period.
public struct TeamFoul: Codable, Equatable, Hashable, Sendable {
  /// The team that committed the foul.
  public var side: Side
  /// The period (1-based) it was committed in.
  public var period: Int

  /// A foul by `side` in `period`.
  public init(side: Side, period: Int) {
    self.side = side
    self.period = period
  }
}
