extension ScoreboardState: Codable {
  /// The keys of the saved form. It is the form every version has written (a team's `score`, the
  /// `rallies` and the `timed` clock whatever the sport), so journals and snapshots saved before
  /// the match became one sport's ``MatchProgress`` restore exactly, and older readers (a `follow`
  /// of an earlier version) still read what this one writes.
  private enum CodingKeys: String, CodingKey {
    case home, away, isSwapped, rules, rallies, firstServer, timed, choices, partTimeouts, countdown,
      countdownBuzzes
  }

  /// Reads a scoreboard in the saved form (one saved before choices existed has none), keeping only what its sport's match has.
  /// Throws ``OutOfRange`` for a number the app cannot have produced (a score above the maximum,
  /// a period of `Int64.min`), before anything is worked out from it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let home = try container.decode(TeamScore.self, forKey: .home)
    let away = try container.decode(TeamScore.self, forKey: .away)
    let rules = try container.decode(SportRules.self, forKey: .rules)
    try rules.checkRanges()
    try Self.checkScore(home.score, of: .home)
    try Self.checkScore(away.score, of: .away)
    let progress: MatchProgress
    switch MatchProgress(rules: rules) {
    case .totals:
      progress = .totals(rules: rules, scores: SidePair(home: home.score, away: away.score))
    case .timed:
      let clock = try container.decode(TimedState.self, forKey: .timed)
      try clock.checkRanges()
      progress = .timed(scores: SidePair(home: home.score, away: away.score), clock: clock)
    case .pointByPoint:
      progress = .pointByPoint(
        rules: rules, winners: try container.decode(PointList.self, forKey: .rallies),
        firstServer: try container.decode(Side.self, forKey: .firstServer))
    }
    self.init(rules: rules)
    names = SidePair(home: home.name, away: away.name)
    isSwapped = try container.decode(Bool.self, forKey: .isSwapped)
    self.progress = progress
    let choices = try container.decodeIfPresent(MatchChoices.self, forKey: .choices) ?? MatchChoices()
    for made in choices.made { try made.choice.checkRanges() }
    self.choices = choices
    partTimeouts = try container.decodeIfPresent(PartTimeouts.self, forKey: .partTimeouts) ?? PartTimeouts()
    countdown = try container.decodeIfPresent(Countdown.self, forKey: .countdown)
    try countdown?.clock.checkRanges()
    countdownBuzzes = try container.decodeIfPresent(Int.self, forKey: .countdownBuzzes) ?? 0
    try OutOfRange.check("countdown buzzer count", countdownBuzzes, in: 0...Int(Int32.max))
  }

  /// Writes the scoreboard in the saved form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(home, forKey: .home)
    try container.encode(away, forKey: .away)
    try container.encode(isSwapped, forKey: .isSwapped)
    try container.encode(rules, forKey: .rules)
    try container.encode(rallies, forKey: .rallies)
    try container.encode(firstServer, forKey: .firstServer)
    try container.encode(timed, forKey: .timed)
    if !choices.isEmpty { try container.encode(choices, forKey: .choices) }
    if !partTimeouts.isEmpty { try container.encode(partTimeouts, forKey: .partTimeouts) }
    try container.encodeIfPresent(countdown, forKey: .countdown)
    if countdownBuzzes > 0 { try container.encode(countdownBuzzes, forKey: .countdownBuzzes) }
  }
}
