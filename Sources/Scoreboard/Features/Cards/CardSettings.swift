/// What a card does in a sport beyond being counted.
public struct CardSettings: Equatable, Sendable {
  /// The penalty a red card starts on the game clock (futsal's sending-off: the team plays short
  /// for two minutes or until the other team scores), or `nil` when the card is only counted.
  public let redCardPenalty: PenaltyKind?

  /// Settings from their parts: by default a card is only counted.
  public init(redCardPenalty: PenaltyKind? = nil) {
    self.redCardPenalty = redCardPenalty
  }
}
