extension SportProfile {
  /// Table tennis by the ITTF: games to 11 won by 2 (2.11.1), best of 5 (2.12.1); two serves each
  /// in turn, one each from 10-all (2.13.3), and the games' first serve alternates (2.13.6); in
  /// doubles the order of serving and receiving of 2.13.4 to 2.13.6.
  static let tableTennis = SportProfile(
    displayName: "Table tennis", scoring: .rallies, options: [.pointsToWin, .winBy, .cap, .bestOf, .doubles],
    features: [.server],
    featureSettings: FeatureSettings(countdowns: intervals),
    rally: RallyStyle(
      serveOrder: .twoServesEach, opener: .alternating, hasServiceCourts: false,
      hasMidGameInterval: false, roundsHalfwayUp: false, gameName: "Game"),
    expectedLength: .minutes(35),
    defaults: { rules in
      rules.pointsToWin = 11
      rules.winBy = 2
      rules.bestOf = 5
    },
    summarize: rallySummary)

  /// ITTF: an interval of up to 1 minute between games (3.4.4.1), and up to 2 minutes' practice on
  /// the match table before the match (3.4.1.1).
  private static let intervals = CountdownLengths(betweenGames: .seconds(60), warmUp: .seconds(2 * 60))
}
