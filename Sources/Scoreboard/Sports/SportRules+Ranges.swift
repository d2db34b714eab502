extension SportRules {
  /// The most regular periods a timed sport may be played in (`--periods`).
  public static let maximumPeriods = 99
  /// The most games or sets a match may be best of (`--best-of`, `--sets`).
  public static let maximumBestOf = 99
  /// The most of anything counted per team in the rules: timeouts, the fouls before the bonus,
  /// the kicks of a shoot-out.
  public static let maximumAllowance = 99
  /// The largest number of points a rule may name (`--points-to-win`, `--cap`, `--win-by`...).
  /// Wider than a score can go (``TeamScore/maximumScore``), so that a plain scoreboard made never
  /// to end (`--points-to-win 99999`, as saved by earlier versions) still loads, and narrow
  /// enough that no sum of rule numbers overflows.
  public static let maximumRulePoints = 999_999
  /// The longest period, overtime included, in seconds.
  public static let maximumPeriodSeconds = RuleChoices.maximumPeriodMinutes * 60

  /// Throws the first number of these rules outside the range the app plays, named by its
  /// command-line option where it has one. Checked by ``validated()`` and as saved rules are read.
  public func checkRanges() throws(OutOfRange) {
    let points = 1...Self.maximumRulePoints
    try OutOfRange.check("--points-to-win", pointsToWin, in: points)
    try OutOfRange.check("--win-by", winBy, in: points)
    try OutOfRange.check("--cap", cap, in: points)
    try OutOfRange.check("deciding game points", decidingGamePoints, in: points)
    try OutOfRange.check("--best-of", bestOf, in: 1...Self.maximumBestOf)
    try OutOfRange.check("--games-to-win", gamesPerSet, in: points)
    try OutOfRange.check("shoot-out rounds", shootoutRounds, in: 1...Self.maximumAllowance)
    try OutOfRange.check("--periods", periods, in: 0...Self.maximumPeriods)
    try OutOfRange.check("period seconds", periodSeconds, in: 0...Self.maximumPeriodSeconds)
    try OutOfRange.check("overtime seconds", overtimeSeconds, in: 0...Self.maximumPeriodSeconds)
    try OutOfRange.check("foul bonus", foulBonus, in: 0...Self.maximumAllowance)
    try OutOfRange.check("timeouts", timeouts, in: 0...Self.maximumAllowance)
    try checkVariantRanges()
  }
}
