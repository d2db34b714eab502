/// What each feature brings to the parts of the app that show a match, asked for by the key map,
/// the clock header and the timer, which name no feature's types. A feature without the part
/// answers with nothing.
extension SportFeature {
  /// The keys the feature adds on the scoreboard screen, in help order.
  public var keys: [FeatureKey] {
    switch self {
    case .shotClock: return ShotClockFeature.keys
    case .fouls: return FoulsFeature.keys
    case .timeouts: return TimeoutsFeature.keys
    case .penalties: return PenaltiesFeature.keys
    case .suspensions: return SuspensionsFeature.keys
    case .cards: return CardsFeature.keys
    case .clock, .server: return []
    }
  }

  /// Whether a match played by `rules` has the feature on: a feature the rules may turn off (the
  /// shot clock) only when they turn it on; otherwise when the sport lists it.
  public func isOn(under rules: SportRules) -> Bool {
    guard rules.sport.profile.features.contains(self) else { return false }
    switch self {
    case .shotClock: return ShotClockFeature.isOn(under: rules)
    case .clock, .fouls, .timeouts, .penalties, .suspensions, .server, .cards: return true
    }
  }

  /// The feature's words beside the game clock (`shot 24`), or `nil` when it shows none.
  public func clockDetail(of timed: TimedState) -> String? {
    switch self {
    case .shotClock: return ShotClockFeature.clockDetail(of: timed)
    case .clock, .fouls, .timeouts, .penalties, .suspensions, .server, .cards: return nil
    }
  }

  /// Whether the feature's words beside the clock are in their last seconds (a shot clock with
  /// ``Countdown/warningTime`` or less left), to be shown in the warning style.
  public func clockDetailIsWarning(of timed: TimedState) -> Bool {
    guard self == .shotClock, let clock = timed.shotClock, !clock.isExpired else { return false }
    return clock.remaining <= Countdown.warningTime
  }

  /// The line the feature adds under the team names at the moment, or `nil` when it adds none.
  public func detailRow(of timed: TimedState) -> FeatureRow? {
    switch self {
    case .fouls: return FoulsFeature.detailRow(of: timed)
    case .timeouts: return TimeoutsFeature.detailRow(of: timed)
    case .penalties: return PenaltiesFeature.detailRow(of: timed)
    case .suspensions: return SuspensionsFeature.detailRow(of: timed)
    case .cards: return CardsFeature.detailRow(of: timed)
    case .clock, .shotClock, .server: return nil
    }
  }

  /// Writes the feature's fields (`fouls`, `timeouts_left`, `penalties`...) into the report of
  /// `side`'s team at the moment of `board`; a feature without fields of its own writes nothing.
  func report(into team: inout GameReport.Team, for side: Side, on board: ScoreboardState) {
    switch self {
    case .fouls: FoulsFeature.report(into: &team, for: side, of: board.timed)
    case .timeouts: TimeoutsFeature.report(into: &team, for: side, on: board)
    case .penalties, .suspensions: PenaltiesFeature.report(into: &team, for: side, of: board.timed)
    case .cards: CardsFeature.report(into: &team, for: side, of: board.timed)
    case .clock, .shotClock, .server: return
    }
  }

  /// Why `command`, one of the feature's, would change nothing on `board` (`no timeout: Home has
  /// none left`), or `nil` when it acts or is not the feature's.
  func refusal(of command: GameCommand, on board: ScoreboardState) -> String? {
    switch (self, command) {
    case (.timeouts, .timeout(let end)): return board.timeoutRefusal(for: board.side(at: end))
    default: return nil
    }
  }

  /// Writes the feature's fields beside the game clock (`shot_clock`) into the report's clock.
  func report(into clock: inout GameReport.Clock, of timed: TimedState) {
    guard self == .shotClock else { return }
    ShotClockFeature.report(into: &clock, of: timed)
  }

  /// Whether the feature's line goes under the shoot-out's kicks rather than above them: running
  /// penalty clocks stay at the foot.
  public var rowFollowsShootout: Bool { self == .penalties || self == .suspensions }

  /// The call the feature makes on the board at the moment (`Shot clock violation`), or `nil`.
  func callout(of timed: TimedState) -> String? {
    switch self {
    case .shotClock: return ShotClockFeature.callout(of: timed)
    case .clock, .fouls, .timeouts, .penalties, .suspensions, .server, .cards: return nil
    }
  }

  /// Whether the feature needs the clock's timer to tick every tenth of a second (a clock of its
  /// own that runs with the game clock).
  func needsTenths(_ timed: TimedState) -> Bool {
    switch self {
    case .shotClock: return timed.shotClock != nil
    case .penalties, .suspensions, .cards: return timed.tracksPenalties
    case .clock, .fouls, .timeouts, .server: return false
    }
  }
}

extension SportRules {
  /// The features on in a match played by these rules, in ``SportFeature`` order.
  public var featuresOn: [SportFeature] { SportFeature.allCases.filter { $0.isOn(under: self) } }
}

extension TimedState {
  /// Whether a feature on in this match needs the timer every tenth of a second.
  var needsTenths: Bool { rules.featuresOn.contains { $0.needsTenths(self) } }

  /// The first call a feature on in this match makes at the moment, or `nil`.
  var featureCallout: String? { rules.featuresOn.lazy.compactMap { $0.callout(of: self) }.first }
}
