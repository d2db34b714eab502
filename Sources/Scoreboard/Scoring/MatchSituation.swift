/// A situation of the match that a board calls out, typed for the events: what is at stake on the
/// next point, a tiebreak being played, a pause in play. ``MatchView/situations`` lists those of the
/// moment, the sport's own folder working them out.
public enum MatchSituation: String, Codable, Hashable, Sendable, CaseIterable {
  /// A side wins the game (a rally sport's game, a tennis game) by winning the next point.
  case pointForGame
  /// A side wins the set by winning the next point.
  case pointForSet
  /// A side wins the match by winning the next point.
  case pointForMatch
  /// The receiving side wins the game, breaking serve, by winning the next point.
  case pointForBreak
  /// A tiebreak (a set's or the match's) is being played.
  case tiebreak
  /// The sides change ends now.
  case changeEnds
  /// An interval in play is due now (a rally sport's mid-game interval or technical timeout).
  case interval
}

/// One situation of the moment and the side it favours, when it favours one.
public struct SituationCall: Codable, Hashable, Sendable {
  /// What the situation is.
  public var situation: MatchSituation
  /// The side it favours (the side with game point); `nil` when it is the same for both sides.
  public var side: Side?

  /// `situation`, favouring `side`.
  public init(_ situation: MatchSituation, side: Side? = nil) {
    self.situation = situation
    self.side = side
  }
}
