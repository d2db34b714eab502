/// The kinds of penalty the scoreboard times on the game clock: hockey's (IIHF Rules 16-23),
/// handball's suspensions and disqualifications (IHF Rule 16) and futsal's sending-off (FIFA
/// Futsal Law 3.5).
public enum PenaltyKind: String, Codable, Equatable, Hashable, Sendable {
  /// Two minutes, ended by a power-play goal (Rule 16).
  case minor
  /// Two minors served one after the other; a power-play goal ends the one being served (Rule 17).
  case doubleMinor
  /// Five minutes, served in full whatever is scored (Rule 20).
  case major
  /// Ten minutes for the player; the team plays on at full strength (Rule 22).
  case misconduct
  /// Two minutes of playing time for the player and the team, served in full whatever is scored
  /// (IHF Rule 16:3); a player's third is a disqualification (Rule 16:6).
  case suspension
  /// The player is out for the rest of the game and the team plays short for two minutes, served
  /// in full (IHF Rule 16:6, 16:8).
  case disqualification
  /// The player is sent off and the team plays short for two minutes, or until the other team
  /// scores against it (FIFA Futsal Law 3.5).
  case sendingOff

  /// How long it lasts.
  public var length: Duration {
    switch self {
    case .minor: return .seconds(120)
    case .doubleMinor: return .seconds(240)
    case .major: return .seconds(300)
    case .misconduct: return .seconds(600)
    case .suspension, .disqualification, .sendingOff: return .seconds(120)
    }
  }

  /// The penalty's name as the board shows it: `minor`, `double minor`, `major`, `misconduct`,
  /// `suspension`, `disqualification`, `sent off`.
  public var name: String {
    switch self {
    case .minor: return "minor"
    case .doubleMinor: return "double minor"
    case .major: return "major"
    case .misconduct: return "misconduct"
    case .suspension: return "suspension"
    case .disqualification: return "disqualification"
    case .sendingOff: return "sent off"
    }
  }

  /// The name cut short for a narrow board: `min`, `dbl`, `maj`, `misc`, `2'`, `DQ`, `off`.
  public var abbreviation: String {
    switch self {
    case .minor: return "min"
    case .doubleMinor: return "dbl"
    case .major: return "maj"
    case .misconduct: return "misc"
    case .suspension: return "2'"
    case .disqualification: return "DQ"
    case .sendingOff: return "off"
    }
  }

  /// Whether the team plays short-handed while it runs (not for a misconduct).
  public var isShortHanded: Bool { self != .misconduct }

  /// Whether a goal against the team playing short ends it (a minor, the minor being served of a
  /// double minor, futsal's sending-off); the others are served in full.
  public var endsOnGoalAgainst: Bool { [.minor, .doubleMinor, .sendingOff].contains(self) }

  /// Whether the penalty names the player it is given to (typed as a count before the key), so
  /// that a player's record can be kept: handball's suspensions and disqualifications.
  public var namesPlayer: Bool { self == .suspension || self == .disqualification }
}

/// A penalty being served on the game clock (by default a minor: two minutes of game time, ended early by a
/// power-play goal against the penalised team).
///
/// Its time runs on the game clock: it keeps the time played in the period when it was last
/// measured and how much of it was left then, so it stops whenever the game clock stops. At most
/// two short-handed penalties of a team run at once; a later one waits (see
/// ``TimedState/penaltyClocks(for:)``).
public struct MinorPenalty: Codable, Equatable, Hashable, Sendable {
  /// How long a minor penalty lasts (IIHF Rule 16).
  public static let length = Duration.seconds(120)
  /// The numbers a player may wear, as typed before a penalty's key.
  public static let playerNumbers = 0...999

  /// The penalised team.
  public var side: Side
  /// Time played in the current period when ``remainingThen`` was measured.
  public var since: Duration
  /// Time left to serve at ``since``.
  public var remainingThen: Duration
  /// The kind of penalty; `nil` (as in games saved before it existed) is a minor.
  public var kind: PenaltyKind?
  /// The number of the player penalised, when it was typed; `nil` otherwise.
  public var player: Int?

  /// A full penalty of `kind` to `side` (to its player numbered `player`, when known), called
  /// when `played` of the period has been played.
  public init(side: Side, since played: Duration, kind: PenaltyKind = .minor, player: Int? = nil) {
    self.side = side
    self.since = played
    self.remainingThen = kind.length
    self.kind = kind == .minor ? nil : kind
    self.player = player
  }

  /// The kind of penalty, a minor when not recorded.
  public var penaltyKind: PenaltyKind { kind ?? .minor }

  /// Time left to serve when `played` of the period has been played; never below 0 nor above
  /// what was left at ``since``.
  public func remaining(atPlayed played: Duration) -> Duration {
    (remainingThen - (played - since)).clamped(to: .zero...remainingThen)
  }
}
