/// A timed game: the timed scoring style's ``PeriodClock`` (the period, its clock, the buzzer, the
/// shoot-out), and beside it what the sport's features count against the clock, each slice of a
/// type its feature's folder declares: basketball's team fouls and timeouts, hockey's penalties
/// and handball's suspensions, soccer's cards, the shot clock.
///
/// It lives in the game, so undo restores it exactly, clock included. Everything shown (the
/// clock's text, fouls this period, the bonus, timeouts left, penalty clocks, the period's name)
/// is derived from what is stored here. In sports without a clock it stays as it starts and
/// ignores every ``TimedAction``. Its saved form is flat: the clock's fields and the slices side
/// by side, as it was written before the two were parted.
///
/// ```swift
/// let timed = TimedState(rules: .defaults(for: .basketball))
/// timed.periodLabel    // "Q1"
/// timed.clock.display  // "10:00"
/// ```
public struct TimedState: Equatable, Hashable, Sendable {
  /// The period, its clock, the buzzer and the shoot-out.
  public internal(set) var periodClock: PeriodClock
  /// Every team foul of the game (basketball, futsal), oldest first.
  public internal(set) var fouls: [TeamFoul]
  /// Every timeout taken on the game clock (basketball, handball, futsal), oldest first.
  public internal(set) var timeoutsTaken: [TimeoutTaken]
  /// The penalties (hockey), suspensions (handball) and sending-offs (futsal) recorded in the
  /// current period or carried into it, oldest first; some may have run out (see
  /// ``penaltyClocks(for:)``).
  public internal(set) var penalties: [MinorPenalty]
  /// The periods moved away from, as they were left, by period; `nil` until a period is left (so
  /// games saved before it existed read and write the same).
  var leftPeriods: [LeftPeriod]?
  /// The cards shown in the game (soccer, futsal), in order; `nil` until the first.
  var cardsShown: [CardShown]?
  /// With a shot clock: the time left for the team in possession to shoot, running with
  /// the game clock; `nil` without a shot clock.
  public internal(set) var shotClock: GameClock?

  /// The first period, its clock stopped at the start, nothing counted yet.
  public init(rules: SportRules) {
    self.periodClock = PeriodClock(rules: rules)
    self.fouls = []
    self.timeoutsTaken = []
    self.penalties = []
    self.shotClock = rules.shotClock.map { GameClock(length: .seconds($0), direction: .down) }
  }
}

extension TimedState {
  /// The rules the clock and the features follow.
  public var rules: SportRules { periodClock.rules }

  /// The period being played, from 1; above ``SportRules/periods`` it is an overtime.
  public internal(set) var period: Int {
    get { periodClock.period }
    set { periodClock.period = newValue }
  }

  /// The clock of the current period.
  public internal(set) var clock: GameClock {
    get { periodClock.clock }
    set { periodClock.clock = newValue }
  }

  /// Whether the current period is over: its clock ran out, or it was ended by hand.
  public internal(set) var isPeriodOver: Bool {
    get { periodClock.isPeriodOver }
    set { periodClock.isPeriodOver = newValue }
  }

  /// How many times the buzzer has sounded in this game (the shot clock's included).
  public internal(set) var buzzerCount: Int {
    get { periodClock.buzzerCount }
    set { periodClock.buzzerCount = newValue }
  }

  /// Whether the sport is played on this clock at all.
  public var isTimed: Bool { periodClock.isTimed }

  /// Whether the current period is an overtime (basketball, hockey) or extra time (soccer).
  public var isOvertime: Bool { periodClock.isOvertime }

  /// The current period's name: `Q1`, `2nd half`, `OT`.
  public var periodLabel: String { periodClock.periodLabel }

  /// How the sport names and follows its periods, or `nil` in a sport without a clock.
  var periodStyle: PeriodStyle? { periodClock.periodStyle }

  /// Whether another period follows the current one at these scores.
  public func hasNextPeriod(scores: SidePair<Int>) -> Bool { periodClock.hasNextPeriod(scores: scores) }

  /// Whether the game is over: the current period is over and no period follows it.
  public func isGameOver(scores: SidePair<Int>) -> Bool { periodClock.isGameOver(scores: scores) }
}

extension TimedState {
  /// The shoot-out's kicks so far, in order.
  public var kicks: [ShootoutKick] { periodClock.kicks }

  /// Whether the game is in its shoot-out: the rules have one and the game ended level.
  public func isShootout(scores: SidePair<Int>) -> Bool { periodClock.isShootout(scores: scores) }

  /// Each side's kicks, in order: `true` for a goal.
  public var shootoutMarks: SidePair<[Bool]> { periodClock.shootoutMarks }

  /// Goals each side scored in the shoot-out.
  public var shootoutGoals: SidePair<Int> { periodClock.shootoutGoals }

  /// The side that has won the shoot-out, or `nil` while it goes on.
  public var shootoutWinner: Side? { periodClock.shootoutWinner }

  /// The side that kicks next, or `nil` once decided.
  public var nextKicker: Side? { periodClock.nextKicker }

  /// The choice left to the players before the shoot-out's first kick: who kicks first.
  func shootoutChoices(scores: SidePair<Int>) -> [OpenChoice] { periodClock.shootoutChoices(scores: scores) }

  /// Makes `side` kick first, when the shoot-out is on and no kick has been taken.
  mutating func chooseFirstKicker(_ side: Side) { periodClock.chooseFirstKicker(side) }
}

extension TimedState: Codable {
  private enum CodingKeys: String, CodingKey {
    case fouls, timeoutsTaken, penalties, leftPeriods, cardsShown, shotClock
  }

  /// Reads the flat saved form: the period clock's fields and the features' slices side by side.
  public init(from decoder: any Decoder) throws {
    periodClock = try PeriodClock(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fouls = try container.decode([TeamFoul].self, forKey: .fouls)
    timeoutsTaken = try container.decode([TimeoutTaken].self, forKey: .timeoutsTaken)
    penalties = try container.decode([MinorPenalty].self, forKey: .penalties)
    leftPeriods = try container.decodeIfPresent([LeftPeriod].self, forKey: .leftPeriods)
    cardsShown = try container.decodeIfPresent([CardShown].self, forKey: .cardsShown)
    shotClock = try container.decodeIfPresent(GameClock.self, forKey: .shotClock)
  }

  /// Writes the flat saved form.
  public func encode(to encoder: any Encoder) throws {
    try periodClock.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fouls, forKey: .fouls)
    try container.encode(timeoutsTaken, forKey: .timeoutsTaken)
    try container.encode(penalties, forKey: .penalties)
    try container.encodeIfPresent(leftPeriods, forKey: .leftPeriods)
    try container.encodeIfPresent(cardsShown, forKey: .cardsShown)
    try container.encodeIfPresent(shotClock, forKey: .shotClock)
  }
}
