extension SportProfile {
  /// Basketball by FIBA: four quarters of 10 minutes counting down, 5-minute overtimes after every
  /// tie (Art. 8.1, 8.7), team fouls with the penalty situation from the fourth (Art. 41.2.1: every
  /// later foul gives free throws) and timeouts (Art. 18.2.5), which stop the game clock; a shot
  /// clock on request (Art. 29); a timeout lasts 1 minute (Art. 18.2). The NBA format has its quarters and timeouts (rule 5, section VII).
  static let basketball = SportProfile(
    displayName: "Basketball", scoring: .points, options: [.periods, .periodMinutes, .format, .shotClock],
    features: [.clock, .fouls, .timeouts, .shotClock],
    featureSettings: FeatureSettings(countdowns: CountdownLengths(timeout: .seconds(60))),
    periods: PeriodStyle(overtime: .afterEveryTie) { period, rules in
      let overtime = period - rules.periods
      if overtime > 0 { return "OT\(overtime)" }
      return rules.periods == 4 ? "Q\(period)" : "P\(period)"
    },
    formats: [
      SportFormat("fiba", "FIBA: 4 quarters of 10 minutes, overtime 5") { _ in },
      SportFormat(
        "nba", "NBA: 4 quarters of 12 minutes, overtime 5, free throws from the fifth team foul, 7 timeouts"
      ) { rules in
        rules.periodSeconds = 12 * 60
        rules.timeoutsPerGame = 7
      },
    ],
    scoreWords: baskets, variantRules: [SportRules.timeoutsPerGameRule],
    expectedLength: .playingTimeTimes(2),
    defaults: { rules in
      rules.periods = 4
      rules.periodSeconds = 10 * 60
      rules.overtimeSeconds = 5 * 60
      rules.foulBonus = 4
      rules.timeouts = 2
    },
    summarize: pointsSummary)

  /// A basketball score is a free throw (1), a basket (2) or a three-pointer (3): `Basket Lakers 2-0`.
  private static let baskets = ScoreWords(wonLabel: "Points won") { points in
    [1: "Free throw", 2: "Basket", 3: "Three-pointer"][points] ?? "Points"
  }
}
