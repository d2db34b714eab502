/// A choice the rules leave to the players before a game (or set) starts: which side serves first,
/// which player of a pair serves first, which receives first.
///
/// A player is the index into ``ScoreboardState/players(of:)`` (0 is the first named).
public enum MatchChoice: Codable, Equatable, Hashable, Sendable {
  /// The side that serves first: at the start of the match (the toss) and before a deciding set
  /// that has its own toss.
  case servingSide(Side)
  /// The player of `side` who serves first in the game (or, in a sport of sets, who serves the side's
  /// first game of the set).
  case server(Side, player: Int)
  /// The player of `side` who receives first in the game (in a sport of sets: who receives in the right,
  /// deuce, court for the set).
  case receiver(Side, player: Int)

  /// What is chosen.
  public var kind: ChoiceKind {
    switch self {
    case .servingSide: return .servingSide
    case .server: return .server
    case .receiver: return .receiver
    }
  }

  /// The side whose player is chosen, or the side chosen to serve.
  public var side: Side {
    switch self {
    case .servingSide(let side), .server(let side, _), .receiver(let side, _): return side
    }
  }
}

/// What a ``MatchChoice`` decides.
public enum ChoiceKind: String, Codable, Sendable, CaseIterable {
  /// Which side serves first.
  case servingSide = "serving_side"
  /// Which player of a side serves first.
  case server
  /// Which player of a side receives first.
  case receiver

  /// What is chosen, in words: `the serving side`, `the server`, `the receiver`.
  public var words: String {
    switch self {
    case .servingSide: return "the serving side"
    case .server: return "the server"
    case .receiver: return "the receiver"
    }
  }
}

/// A choice the rules allow at this moment of the match, asked of one side (or, for the serving
/// side, of both): made by a sport's scoring from the rules and the point reached.
public struct OpenChoice: Equatable, Hashable, Sendable {
  /// What is to be chosen.
  public var kind: ChoiceKind
  /// The side that chooses one of its players; for ``ChoiceKind/servingSide`` the side that serves
  /// if nobody chooses.
  public var side: Side

  /// A choice of `kind` for `side`.
  public init(_ kind: ChoiceKind, _ side: Side) {
    self.kind = kind
    self.side = side
  }
}
