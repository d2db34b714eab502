extension SportProfile {
  /// Basketball by FIBA: four quarters of 10 minutes counting down, 5-minute overtimes after every
  /// tie (Art. 8.1, 8.7), team fouls with the bonus from the fifth (Art. 41) and timeouts (Art. 18.2.5).
  static let basketball = SportProfile(
    displayName: "Basketball", scoring: .points, options: [.periods, .periodMinutes],
    features: [.clock, .fouls, .timeouts],
    periods: PeriodStyle(overtime: .afterEveryTie) { period, rules in
      let overtime = period - rules.periods
      if overtime > 0 { return "OT\(overtime)" }
      return rules.periods == 4 ? "Q\(period)" : "P\(period)"
    },
    defaults: { rules in
      rules.periods = 4
      rules.periodSeconds = 10 * 60
      rules.overtimeSeconds = 5 * 60
      rules.foulBonus = 5
      rules.timeouts = 2
    },
    summarize: pointsSummary)
}
