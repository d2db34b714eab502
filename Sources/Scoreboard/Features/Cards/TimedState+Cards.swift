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
  /// The number of the player shown it, when it was typed; `nil` otherwise.
  public var player: Int?

  /// A card of `color` to a player of `side` (numbered `player`, when known).
  public init(side: Side, color: CardColor, player: Int? = nil) {
    self.side = side
    self.color = color
    self.player = player
  }
}

extension TimedState {
  /// Whether cards are counted: in a sport with the cards feature (soccer, futsal).
  public var tracksCards: Bool { rules.sport.profile.features.contains(.cards) }

  /// Cards of `color` shown to `side`'s players in the game.
  public func cards(_ color: CardColor, of side: Side) -> Int {
    (cardsShown ?? []).filter { $0.side == side && $0.color == color }.count
  }

  /// Records a card of `color` to a player of `side` (numbered `player`, when typed); a red card
  /// starts the penalty the sport's ``CardSettings`` give it (futsal: the team plays short for two
  /// minutes or until the other team scores). A numbered player's second caution is a sending-off
  /// too, shown as a yellow then a red card (IFAB Law 12.3; FIFA Futsal Law 12.3), and a player
  /// sent off gets no more cards.
  mutating func showCard(_ color: CardColor, to side: Side, player: Int? = nil) {
    guard tracksCards else { return }
    let own = (cardsShown ?? []).filter { $0.side == side && $0.player != nil && $0.player == player }
    guard !own.contains(where: { $0.color == .red }) else { return }
    cardsShown = (cardsShown ?? []) + [CardShown(side: side, color: color, player: player)]
    let secondCaution = color == .yellow && own.contains { $0.color == .yellow }
    if secondCaution { cardsShown?.append(CardShown(side: side, color: .red, player: player)) }
    if color == .red || secondCaution, let penalty = featureSettings.cards.redCardPenalty {
      addPenalty(penalty, to: side, player: player)
    }
  }
}
