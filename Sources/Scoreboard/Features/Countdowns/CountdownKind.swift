/// What a countdown times: a team's timeout, an interval the rules give (in a game, between games
/// or sets, at a change of ends), or the players' warm-up before the match.
public enum CountdownKind: String, Codable, Hashable, Sendable, CaseIterable {
  /// A team's timeout.
  case timeout
  /// An interval of the rules: in a game, between games or sets, at a change of ends.
  case interval
  /// The warm-up before the match.
  case warmUp = "warm-up"

  /// The countdown's name as the header and the key file write it: `timeout`, `interval`, `warm-up`.
  public var label: String { rawValue }
}
