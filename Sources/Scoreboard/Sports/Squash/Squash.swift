extension SportProfile {
  /// Squash by the World Squash rules (PAR-11): point-a-rally games to 11 won by 2, best of 5
  /// (rule 2); the rally winner serves (rule 3), from the right box on gaining the serve unless
  /// they choose otherwise, alternating boxes while they keep it (rule 4.2); the winner of a game
  /// serves first in the next.
  static let squash = SportProfile(
    displayName: "Squash", scoring: .rallies, options: [.pointsToWin, .winBy, .bestOf],
    features: [.server],
    rally: RallyStyle(
      serveOrder: .rallyWinnerServes, opener: .previousGameWinner, hasServiceCourts: false,
      hasMidGameInterval: false, roundsHalfwayUp: true, gameName: "Game", alternatesBoxes: true,
      changesEnds: false, courtName: "box"),
    expectedLength: .minutes(45),
    defaults: { rules in
      rules.pointsToWin = 11
      rules.winBy = 2
      rules.bestOf = 5
    },
    summarize: rallySummary)
}
