extension SportProfile {
  /// Futsal by FIFA's Futsal Laws of the Game (2023/24): two periods of 20 minutes on a stopped
  /// clock counting down, the end of each signalled by the timekeeper (Law 7); one timeout a team
  /// a period, none in extra time (Law 7); accumulated fouls per period, carried into extra time,
  /// every one from the sixth a direct free kick from the second penalty mark (Law 13); a sent-off
  /// player's team plays short for 2 minutes, or until the other team scores while it is
  /// outnumbered (Law 3); extra time of 2 x 5 minutes (`--extra-time`) and kicks from the penalty
  /// mark, 5 each and then sudden death (`--shootout`, Law 10).
  static let futsal = SportProfile(
    displayName: "Futsal", scoring: .points,
    options: [.periods, .periodMinutes, .extraTime, .extraTimeMinutes, .shootout],
    features: [.clock, .fouls, .timeouts, .cards],
    featureSettings: FeatureSettings(
      timeouts: TimeoutAllowance(firstHalf: 1, secondHalf: 1, perOvertime: 0),
      fouls: FoulSettings(limitWord: "DFK", marksFoulingTeam: true),
      cards: CardSettings(redCardPenalty: .sendingOff)),
    periods: PeriodStyle(
      overtime: .extraTimeWhenChosen, shootoutRounds: 5, shootoutWords: kicksFromThePenaltyMark,
      label: PeriodStyle.halvesAndExtraTime
    ),
    scoreWords: .goals,
    expectedLength: .playingTimeTimes(2),
    defaults: { rules in
      rules.periods = 2
      rules.periodSeconds = 20 * 60
      rules.overtimeSeconds = 5 * 60
      rules.foulBonus = 5
    },
    summarize: pointsSummary)

  /// Kicks from the penalty mark (Law 10): `penalties 3`, `to kick`, `on penalties 4-3`.
  private static let kicksFromThePenaltyMark = ShootoutWords(
    standing: "penalties", call: "Shoot-out, to kick:"
  ) {
    "on penalties \($0)-\($1)"
  }
}
