extension SportProfile {
  /// Badminton by the BWF: games to 21 won by 2, capped at 30 (Law 7), best of 3; the rally winner
  /// serves from the court their score gives (Law 10), the game's winner serves first in the next
  /// (Law 7.6), and an interval at 11 (Law 16.2.1). In doubles the serving side's players change
  /// courts when it scores, and the server is the player in the court of the side's score (Law 11).
  static let badminton = SportProfile(
    displayName: "Badminton", scoring: .rallies,
    options: [.pointsToWin, .winBy, .cap, .bestOf, .doubles, .format],
    features: [.server],
    featureSettings: FeatureSettings(countdowns: intervals),
    rally: RallyStyle(
      serveOrder: .rallyWinnerServes, opener: .previousGameWinner, hasServiceCourts: true,
      hasMidGameInterval: true, roundsHalfwayUp: true, gameName: "Game"),
    formats: [
      SportFormat("3x21", "best of 3 games to 21, won by 2, capped at 30") { _ in },
      SportFormat(
        "3x15", "best of 3 games to 15, won by 2, capped at 21, interval at 8 (BWF from 4 January 2027)"
      ) {
        rules in
        rules.pointsToWin = 15
        rules.cap = 21
      },
    ],
    expectedLength: .minutes(45),
    defaults: { rules in
      rules.pointsToWin = 21
      rules.winBy = 2
      rules.cap = 30
      rules.bestOf = 3
    },
    summarize: rallySummary)

  /// The intervals of BWF Law 16.2: up to 60 seconds when the leading score reaches 11 (16.2.1),
  /// up to 120 seconds between games (16.2.2).
  private static let intervals = CountdownLengths(midGameInterval: .seconds(60), betweenGames: .seconds(120))
}
