/// The timed scoring style's state: the period being played, its game clock, whether it is over,
/// the buzzer, and the shoot-out that may follow. It knows nothing of what a sport counts against
/// the clock (fouls, timeouts, penalties, cards, a shot clock): those are features, which
/// ``TimedState`` puts beside it.
///
/// ```swift
/// let clock = PeriodClock(rules: .defaults(for: .basketball))
/// clock.periodLabel    // "Q1"
/// clock.clock.display  // "10:00"
/// ```
public struct PeriodClock: Codable, Equatable, Hashable, Sendable {
  /// The rules the clock follows: periods, their lengths, overtime, the shoot-out.
  public internal(set) var rules: SportRules
  /// The period being played, from 1; above ``SportRules/periods`` it is an overtime (extra time
  /// in soccer).
  public internal(set) var period: Int
  /// The clock of the current period.
  public internal(set) var clock: GameClock
  /// Whether the current period is over: its clock ran out, or it was ended by hand. The clock
  /// does not start again until the next period.
  public internal(set) var isPeriodOver: Bool
  /// How many times the buzzer has sounded (a clock reaching the end of its period) in this game.
  /// The TUI rings the terminal bell once each time it goes up.
  public internal(set) var buzzerCount: Int
  /// The shoot-out's kicks, in order; `nil` until the first (so saved games read the same).
  var shootoutKicks: [ShootoutKick]?
  /// The side the toss winner chose to kick first in the shoot-out; `nil` until chosen (home).
  var shootoutFirstKicker: Side?

  /// The first period, its clock stopped at the start.
  public init(rules: SportRules) {
    self.rules = rules
    self.period = 1
    self.clock = Self.clock(forPeriod: 1, rules: rules)
    self.isPeriodOver = false
    self.buzzerCount = 0
  }

  /// Whether the sport is played on this clock at all.
  public var isTimed: Bool { periodStyle != nil }
}
