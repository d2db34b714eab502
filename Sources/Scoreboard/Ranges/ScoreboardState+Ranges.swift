extension ScoreboardState {
  /// Throws unless `score` is one a team can have: from 0 to ``TeamScore/maximumScore``.
  static func checkScore(_ score: Int, of side: Side) throws(OutOfRange) {
    try OutOfRange.check("\(side.rawValue) score", score, in: 0...TeamScore.maximumScore)
  }
}

extension MatchChoice {
  /// Throws unless the player chosen, if any, is one of a pair (0 or 1).
  func checkRanges() throws(OutOfRange) {
    switch self {
    case .servingSide, .firstKicker, .serviceBox, .receivingCourt: return
    case .server(_, let player), .receiver(_, let player):
      try OutOfRange.check("chosen player", player, in: 0...1)
    }
  }
}

extension PeriodClock {
  /// The last period a game may reach, overtimes included: no game goes on past it.
  public static let maximumPeriod = 999
}

extension TimedState {
  /// The last period a game may reach, overtimes included: no game goes on past it.
  public static var maximumPeriod: Int { PeriodClock.maximumPeriod }

  /// Throws the first number outside the range a game can reach: its rules, its period, its
  /// clocks and the periods and times of what it counted.
  func checkRanges() throws(OutOfRange) {
    try rules.checkRanges()
    let periods = 1...Self.maximumPeriod
    try OutOfRange.check("period", period, in: periods)
    try clock.checkRanges()
    try shotClock?.checkRanges()
    try OutOfRange.check("buzzer count", buzzerCount, in: 0...Int(Int32.max))
    for foul in fouls { try OutOfRange.check("foul period", foul.period, in: periods) }
    for timeout in timeoutsTaken {
      try OutOfRange.check("timeout period", timeout.period, in: periods)
      try OutOfRange.check("timeout time left", timeout.remaining, in: SavedTime.lengths)
    }
    for penalty in penalties { try penalty.checkRanges() }
    for left in leftPeriods ?? [] {
      try OutOfRange.check("period left", left.period, in: periods)
      try left.clock.checkRanges()
      for penalty in left.penalties { try penalty.checkRanges() }
    }
  }
}

extension GameClock {
  /// Throws unless its length and times are ones a game can hold, and a running clock's readings
  /// are in order.
  func checkRanges() throws(OutOfRange) {
    try OutOfRange.check("clock length", length, in: SavedTime.lengths)
    try OutOfRange.check("clock offset", offset, in: SavedTime.lengths)
    try OutOfRange.check("clock time played", playedBeforeStart, in: SavedTime.lengths)
    guard let run else { return }
    try OutOfRange.check("clock start reading", run.startedAt, in: SavedTime.readings)
    try OutOfRange.check("clock reading", run.latest, in: run.startedAt...SavedTime.readings.upperBound)
  }
}

extension TallyCounter {
  /// The highest id a counter may have.
  public static let maximumID = Int(Int32.max)

  /// Throws unless its id and value are ones the app gives: an id from 0 to ``maximumID``, a
  /// value within ``maximumValue`` of 0.
  func checkRanges() throws(OutOfRange) {
    try OutOfRange.check("counter id", id, in: 0...Self.maximumID)
    try OutOfRange.check("counter value", value, in: -Self.maximumValue...Self.maximumValue)
  }
}
