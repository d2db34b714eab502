extension SportProfile {
  /// Soccer by the IFAB Laws of the Game: two halves of 45 minutes on a clock counting up into
  /// added time (Law 7), and two periods of 15 minutes of extra time after a draw when the
  /// competition plays it (`--extra-time`), then kicks from the penalty mark when it asks for them
  /// (`--shootout`: 5 each, then sudden death, ended early when a side cannot catch up; Law 10.3).
  static let soccer = SportProfile(
    displayName: "Soccer", scoring: .points,
    options: [.periods, .periodMinutes, .extraTime, .extraTimeMinutes, .shootout],
    features: [.clock, .cards],
    periods: PeriodStyle(
      clockCountsUp: true, overtime: .extraTimeWhenChosen, shootoutRounds: 5, shootoutWords: penaltyKicks,
      label: PeriodStyle.halvesAndExtraTime
    ),
    scoreWords: .goals,
    expectedLength: .playingTimeTimes(1.2),
    defaults: { rules in
      rules.periods = 2
      rules.periodSeconds = 45 * 60
      rules.overtimeSeconds = 15 * 60
    },
    summarize: pointsSummary)

  /// Kicks from the penalty mark (IFAB Law 10.3): `penalties 3`, `to kick`, `on penalties 4-3`.
  private static let penaltyKicks = ShootoutWords(standing: "penalties", call: "Shoot-out, to kick:") {
    "on penalties \($0)-\($1)"
  }
}
