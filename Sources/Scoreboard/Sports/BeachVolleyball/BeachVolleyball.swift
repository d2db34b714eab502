extension SportProfile {
  /// Beach volleyball by the FIVB, *Official Beach Volleyball Rules 2025-2028*: teams of two
  /// (rule 4.1), sets to 21 won by 2 with no cap, the deciding third to 15 (rules 6.2, 6.3), best of
  /// 3; the rally winner serves, and a team regaining the serve sends in the player who did not
  /// serve last, each team's serving order chosen for each set (rules 7.6, 12.2); the serve (or the
  /// side) of the second set is chosen and the third has its own toss (rule 7.1); ends change every
  /// 7 points played, every 5 in the third set (rule 18.2); one timeout per team per set, and a
  /// technical timeout when the points of set 1 or 2 add up to 21 (rule 15.4).
  static let beachVolleyball = SportProfile(
    displayName: "Beach volleyball", scoring: .rallies, options: [.pointsToWin, .winBy, .bestOf, .doubles],
    features: [.server, .timeouts],
    rally: RallyStyle(
      serveOrder: .rallyWinnerServes, opener: .alternating, hasServiceCourts: false,
      hasMidGameInterval: false, roundsHalfwayUp: true, gameName: "Set", hasDecidingGameToss: true,
      endsChangeEvery: EndsChangeInterval(points: 7, decidingPoints: 5), technicalTimeoutAt: 21,
      teamServersTakeTurns: true, choosesServingSideEachGame: true),
    expectedLength: .minutes(50),
    defaults: { rules in
      rules.pointsToWin = 21
      rules.winBy = 2
      rules.decidingGamePoints = 15
      rules.bestOf = 3
      rules.timeouts = 1
      rules.doubles = true
    },
    summarize: rallySummary)
}
