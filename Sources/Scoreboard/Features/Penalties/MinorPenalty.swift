/// The kinds of hockey penalty the scoreboard times (IIHF Rules 16-23).
public enum PenaltyKind: String, Codable, Equatable, Hashable, Sendable {
  /// Two minutes, ended by a power-play goal (Rule 16).
  case minor
  /// Two minors served one after the other; a power-play goal ends the one being served (Rule 17).
  case doubleMinor
  /// Five minutes, served in full whatever is scored (Rule 20).
  case major
  /// Ten minutes for the player; the team plays on at full strength (Rule 22).
  case misconduct

  /// How long it lasts.
  public var length: Duration {
    switch self {
    case .minor: return .seconds(120)
    case .doubleMinor: return .seconds(240)
    case .major: return .seconds(300)
    case .misconduct: return .seconds(600)
    }
  }

  /// The penalty's name as the board shows it: `minor`, `double minor`, `major`, `misconduct`.
  public var name: String {
    switch self {
    case .minor: return "minor"
    case .doubleMinor: return "double minor"
    case .major: return "major"
    case .misconduct: return "misconduct"
    }
  }

  /// The name cut short for a narrow board: `min`, `dbl`, `maj`, `misc`.
  public var abbreviation: String {
    switch self {
    case .minor: return "min"
    case .doubleMinor: return "dbl"
    case .major: return "maj"
    case .misconduct: return "misc"
    }
  }

  /// Whether the team plays short-handed while it runs (not for a misconduct).
  public var isShortHanded: Bool { self != .misconduct }
}

/// A hockey penalty being served (by default a minor: two minutes of game time, ended early by a
/// power-play goal against the penalised team).
///
/// Its time runs on the game clock: it keeps the time played in the period when it was last
/// measured and how much of it was left then, so it stops whenever the game clock stops. At most
/// two short-handed penalties of a team run at once; a later one waits (see
/// ``TimedState/penaltyClocks(for:)``).
public struct MinorPenalty: Codable, Equatable, Hashable, Sendable {
  /// How long a minor penalty lasts (IIHF Rule 16).
  public static let length = Duration.seconds(120)

  /// The penalised team.
  public var side: Side
  /// Time played in the current period when ``remainingThen`` was measured.
  public var since: Duration
  /// Time left to serve at ``since``.
  public var remainingThen: Duration
  /// The kind of penalty; `nil` (as in games saved before it existed) is a minor.
  public var kind: PenaltyKind?

  /// A full penalty of `kind` to `side`, called when `played` of the period has been played.
  public init(side: Side, since played: Duration, kind: PenaltyKind = .minor) {
    self.side = side
    self.since = played
    self.remainingThen = kind.length
    self.kind = kind == .minor ? nil : kind
  }

  /// The kind of penalty, a minor when not recorded.
  public var penaltyKind: PenaltyKind { kind ?? .minor }

  /// Time left to serve when `played` of the period has been played; never below 0 nor above
  /// what was left at ``since``.
  public func remaining(atPlayed played: Duration) -> Duration {
    (remainingThen - (played - since)).clamped(to: .zero...remainingThen)
  }
}
