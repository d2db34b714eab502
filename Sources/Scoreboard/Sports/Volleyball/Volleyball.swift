extension SportProfile {
  /// Volleyball by the FIVB: sets to 25 won by 2, the fifth to 15 (rule 6.1, 6.3), best of 5; the
  /// rally winner serves (rule 6.1.3), the sets' first serve alternates (rule 12.2.2.2) and the
  /// deciding set has its own toss (rule 12.2.2.1); each team has 2 timeouts a set (rule 15.4.1).
  static let volleyball = SportProfile(
    displayName: "Volleyball", scoring: .rallies, options: [.pointsToWin, .winBy, .cap, .bestOf],
    features: [.server, .timeouts],
    featureSettings: FeatureSettings(countdowns: breaks),
    rally: RallyStyle(
      serveOrder: .rallyWinnerServes, opener: .alternating, hasServiceCourts: false,
      hasMidGameInterval: false, roundsHalfwayUp: true, gameName: "Set", hasDecidingGameToss: true),
    expectedLength: .minutes(90),
    defaults: { rules in
      rules.pointsToWin = 25
      rules.winBy = 2
      rules.decidingGamePoints = 15
      rules.bestOf = 5
      rules.timeouts = 2
    },
    summarize: rallySummary)

  /// FIVB: a requested timeout lasts 30 seconds (rule 15.4.1), the interval between sets three
  /// minutes (rule 18.1), the official warm-up at the net six (rule 7.2).
  private static let breaks = CountdownLengths(
    timeout: .seconds(30), betweenGames: .seconds(180), warmUp: .seconds(6 * 60))
}
