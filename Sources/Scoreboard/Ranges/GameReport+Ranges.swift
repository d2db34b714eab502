extension GameReport {
  /// Throws the first number of this document outside what a keeper writes: a count above
  /// ``TeamScore/maximumScore`` or below 0, a clock beyond ``SavedTime/longest`` or not a number,
  /// a counter beyond ``TallyCounter/maximumValue``. For a document read from elsewhere (a venue
  /// row), before anything is worked out from it.
  public func checkRanges() throws(OutOfRange) {
    for team in [home, away] { try team.checkRanges() }
    if let clock {
      let longest = Double(SavedTime.longest.components.seconds)
      try OutOfRange.check("clock seconds", clock.seconds, in: 0...longest)
      try OutOfRange.check("shot clock", clock.shotClock, in: 0...SportRules.maximumPeriodSeconds)
    }
    for counter in counters {
      try OutOfRange.check(
        "counter value", counter.value, in: -TallyCounter.maximumValue...TallyCounter.maximumValue)
    }
    for set in setsHistory ?? [] {
      for count in [set.home, set.away] + (set.tiebreak.map { Array($0.values) } ?? []) {
        try OutOfRange.check("set score", count, in: 0...TeamScore.maximumScore)
      }
    }
  }
}

extension GameReport.Team {
  /// Throws unless every count of the team is from 0 to ``TeamScore/maximumScore``.
  func checkRanges() throws(OutOfRange) {
    let counts = 0...TeamScore.maximumScore
    try OutOfRange.check("score", score, in: counts)
    for count in [games, sets, points, fouls, timeoutsLeft, yellowCards, redCards] {
      try OutOfRange.check("count", count, in: counts)
    }
  }
}
