/// The game clock and what is counted against it in a timed sport: the period, the clock,
/// basketball's team fouls and timeouts, hockey's minor penalties, and the buzzer.
///
/// It lives in the game, so undo restores it exactly, clock included. Everything shown (the
/// clock's text, fouls this period, the bonus, timeouts left, penalty clocks, the period's name)
/// is derived from what is stored here. In sports without a clock it stays as it starts and
/// ignores every ``TimedAction``.
///
/// ```swift
/// let timed = TimedState(rules: .defaults(for: .basketball))
/// timed.periodLabel    // "Q1"
/// timed.clock.display  // "10:00"
/// ```
public struct TimedState: Codable, Equatable, Hashable, Sendable {
  /// The rules the clock follows: periods, their lengths, overtime, fouls, timeouts, penalties.
  public private(set) var rules: SportRules
  /// The period being played, from 1; above ``SportRules/periods`` it is an overtime (extra time
  /// in soccer).
  public internal(set) var period: Int
  /// The clock of the current period.
  public internal(set) var clock: GameClock
  /// Whether the current period is over: its count-down expired, or it was ended by hand. The
  /// clock does not start again until the next period.
  public internal(set) var isPeriodOver: Bool
  /// How many times the buzzer has sounded (a count-down reaching 0:00) in this game. The TUI
  /// rings the terminal bell once each time it goes up.
  public internal(set) var buzzerCount: Int
  /// Basketball: every team foul of the game, oldest first.
  public internal(set) var fouls: [TeamFoul]
  /// Basketball: every timeout taken in the game, oldest first.
  public internal(set) var timeoutsTaken: [TimeoutTaken]
  /// Hockey: the minor penalties recorded in the current period or carried into it, oldest first;
  /// some may have run out (see ``penaltyClocks(for:)``).
  public internal(set) var penalties: [MinorPenalty]
  /// The periods moved away from, as they were left, by period; `nil` until a period is left (so
  /// games saved before it existed read and write the same).
  var leftPeriods: [LeftPeriod]?
  /// The shoot-out's kicks, in order; `nil` until the first (so saved games read the same).
  var shootoutKicks: [ShootoutKick]?
  /// The side the toss winner chose to kick first in the shoot-out; `nil` until chosen (home).
  var shootoutFirstKicker: Side?
  /// Soccer: the cards shown in the game, in order; `nil` until the first.
  var cardsShown: [CardShown]?
  /// With a shot clock: the time left for the team in possession to shoot, running with
  /// the game clock; `nil` without a shot clock.
  public internal(set) var shotClock: GameClock?

  /// The first period, its clock stopped at the start, nothing counted yet.
  public init(rules: SportRules) {
    self.rules = rules
    self.period = 1
    self.clock = Self.clock(forPeriod: 1, rules: rules)
    self.isPeriodOver = false
    self.buzzerCount = 0
    self.fouls = []
    self.timeoutsTaken = []
    self.penalties = []
    self.shotClock = rules.shotClock.map { GameClock(length: .seconds($0), direction: .down) }
  }

  /// Whether the sport is played on this clock at all.
  public var isTimed: Bool { periodStyle != nil }
}
