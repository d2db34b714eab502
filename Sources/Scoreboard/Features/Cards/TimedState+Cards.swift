/// A card shown by the referee (IFAB Law 12.3): a caution or a sending-off.
public enum CardColor: String, Codable, Equatable, Hashable, Sendable {
  /// A caution.
  case yellow
  /// A sending-off.
  case red
}

/// A card shown to a player of a team.
public struct CardShown: Codable, Equatable, Hashable, Sendable {
  /// The player's team.
  public var side: Side
  /// Yellow or red.
  public var color: CardColor

  /// A card of `color` to a player of `side`.
  public init(side: Side, color: CardColor) {
    self.side = side
    self.color = color
  }
}

extension TimedState {
  /// Whether cards are counted: in a sport with the cards feature (soccer).
  public var tracksCards: Bool { rules.sport.profile.features.contains(.cards) }

  /// Cards of `color` shown to `side`'s players in the game.
  public func cards(_ color: CardColor, of side: Side) -> Int {
    (cardsShown ?? []).filter { $0.side == side && $0.color == color }.count
  }

  /// Records a card of `color` to a player of `side`; a red card starts the penalty the sport's
  /// ``CardSettings`` give it (futsal: the team plays short for two minutes or until the other
  /// team scores).
  mutating func showCard(_ color: CardColor, to side: Side) {
    guard tracksCards else { return }
    cardsShown = (cardsShown ?? []) + [CardShown(side: side, color: color)]
    if color == .red, let penalty = featureSettings.cards.redCardPenalty {
      addPenalty(penalty, to: side)
    }
  }
}
