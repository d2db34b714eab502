extension PeriodClock {
  /// Whether the current period is an overtime (basketball, hockey) or extra time (soccer).
  public var isOvertime: Bool { period > rules.periods }

  /// The current period's name: `Q1`…`Q4` and `OT1`, `OT2`… in basketball; `1st half`,
  /// `2nd half`, `ET1`, `ET2` in soccer; `P1`…`P3` and `OT` in hockey.
  public var periodLabel: String {
    periodStyle.map { $0.label(period, rules) } ?? ""
  }

  /// How the sport names and follows its periods, or `nil` in a sport without a clock.
  var periodStyle: PeriodStyle? { rules.sport.profile.periods }

  /// Whether another period follows the current one at these scores.
  ///
  /// Every regular period is followed by the next. After regulation: basketball plays an
  /// overtime of ``SportRules/overtimeSeconds`` after every period that ends tied (FIBA Art. 8.7);
  /// soccer with ``SportRules/extraTime`` plays both periods of extra time after a drawn
  /// regulation (IFAB Law 7.5), and a sport with more rounds of extra time (``PeriodStyle/extraTimeRounds``)
  /// plays another round after a round that ends level; hockey plays one sudden-death overtime after a tied regulation.
  /// Without overtime seconds there is no overtime, and none follows ``maximumPeriod``.
  public func hasNextPeriod(scores: SidePair<Int>) -> Bool {
    guard period < Self.maximumPeriod else { return false }
    if period < rules.periods { return true }
    guard rules.overtimeSeconds > 0 else { return false }
    let isTied = scores.home == scores.away
    switch periodStyle?.overtime {
    case .afterEveryTie:
      return isTied
    case .extraTimeWhenChosen:
      guard rules.extraTime, let rounds = periodStyle?.extraTimeRounds else { return false }
      let extra = period - rules.periods
      guard extra.isMultiple(of: 2) else { return true }
      return isTied && extra / 2 < rounds
    case .suddenDeath:
      return period == rules.periods && isTied
    case nil:
      return false
    }
  }

  /// Whether the game is over: the current period is over and no period follows it.
  public func isGameOver(scores: SidePair<Int>) -> Bool {
    isTimed && isPeriodOver && !hasNextPeriod(scores: scores)
  }

  /// The length of `period`: a regular period's or an overtime's.
  static func length(ofPeriod period: Int, rules: SportRules) -> Duration {
    .seconds(period <= rules.periods ? rules.periodSeconds : rules.overtimeSeconds)
  }

  /// A stopped clock at the start of `period`: counting up in soccer and handball (from the time of
  /// the periods before it: the second half starts at 45:00), down elsewhere.
  static func clock(forPeriod period: Int, rules: SportRules) -> GameClock {
    let length = length(ofPeriod: period, rules: rules)
    guard let style = rules.sport.profile.periods, style.clockCountsUp else {
      return GameClock(length: length, direction: .down)
    }
    let before = (1..<max(period, 1)).reduce(Duration.zero) { $0 + Self.length(ofPeriod: $1, rules: rules) }
    return GameClock(length: length, direction: .up, offset: before, stopsAtLength: style.clockStopsAtLength)
  }

  /// Moves to the start of `newPeriod`, its clock stopped.
  mutating func begin(period newPeriod: Int) {
    period = newPeriod
    clock = Self.clock(forPeriod: newPeriod, rules: rules)
    isPeriodOver = false
  }
}
