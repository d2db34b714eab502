/// A choice the rules leave to the players before a game (or set) starts: which side serves first,
/// which player of a pair serves first, which receives first; or before one point: the box a squash
/// server serves a hand from, the court a no-ad deciding point is received in, and who kicks first
/// in a shoot-out.
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
  /// The side that kicks (shoots) first in a shoot-out, as the toss winner chooses (IFAB Law 10).
  case firstKicker(Side)
  /// The box the squash server of `side` serves the first rally of a hand from (World Squash
  /// rule 5.5); the boxes alternate from it while the hand lasts.
  case serviceBox(Side, ServiceCourt)
  /// The court `side`, receiving a no-ad deciding point (or padel's golden point), receives it
  /// in (ITF Appendix V).
  case receivingCourt(Side, ServiceCourt)

  /// What is chosen.
  public var kind: ChoiceKind {
    switch self {
    case .servingSide: return .servingSide
    case .server: return .server
    case .receiver: return .receiver
    case .firstKicker: return .firstKicker
    case .serviceBox: return .serviceBox
    case .receivingCourt: return .receivingCourt
    }
  }

  /// The side whose player or court is chosen, or the side chosen to serve (to kick) first.
  public var side: Side {
    switch self {
    case .servingSide(let side), .server(let side, _), .receiver(let side, _), .firstKicker(let side),
      .serviceBox(let side, _), .receivingCourt(let side, _):
      return side
    }
  }

  /// The court or box chosen, for a choice of one.
  public var court: ServiceCourt? {
    switch self {
    case .serviceBox(_, let court), .receivingCourt(_, let court): return court
    case .servingSide, .server, .receiver, .firstKicker: return nil
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
  /// Which side kicks first in a shoot-out.
  case firstKicker = "first_kicker"
  /// Which box the squash server serves a hand from.
  case serviceBox = "service_box"
  /// Which court a deciding point is received in.
  case receivingCourt = "receiving_court"

  /// What is chosen, in words: `the serving side`, `the server`, `the receiver`.
  public var words: String {
    switch self {
    case .servingSide: return "the serving side"
    case .server: return "the server"
    case .receiver: return "the receiver"
    case .firstKicker: return "the first kicker"
    case .serviceBox: return "the service box"
    case .receivingCourt: return "the receiving court"
    }
  }

  /// Whether the choice is made for one point (the box of a hand, the court of a deciding point),
  /// not for a whole game or set: it is asked again at each such point.
  public var isForOnePoint: Bool { self == .serviceBox || self == .receivingCourt }

  /// Whether one side's choice is asked of the match as a whole, whichever side it names (the
  /// toss, the first kicker).
  var isForEitherSide: Bool { self == .servingSide || self == .firstKicker }
}

/// A choice the rules allow at this moment of the match, asked of one side (or, for the serving
/// side, of both): made by a sport's scoring from the rules and the point reached.
public struct OpenChoice: Equatable, Hashable, Sendable {
  /// What is to be chosen.
  public var kind: ChoiceKind
  /// The side that chooses one of its players or courts; for ``ChoiceKind/servingSide`` (and
  /// ``ChoiceKind/firstKicker``) the side that serves (kicks) first if nobody chooses.
  public var side: Side
  /// For a choice of a court or box, the one taken if nobody chooses.
  public var court: ServiceCourt?

  /// A choice of `kind` for `side`; of a court or box, `court` unless another is chosen.
  public init(_ kind: ChoiceKind, _ side: Side, court: ServiceCourt? = nil) {
    self.kind = kind
    self.side = side
    self.court = court
  }
}
