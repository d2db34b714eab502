extension SportProfile {
  /// Handball by the IHF Rules of the Game (Indoor Handball, edition 1 July 2022): two halves of
  /// 30 minutes on a clock counting up that ends each half at its length (Rule 2:1); team timeouts,
  /// 3 a match in regular time, at most 2 a half and 1 in its last 5 minutes, none in extra time
  /// (Rule 2:10, Clarification 3); 2-minute suspensions of playing time that a goal does not end,
  /// a player's third being a disqualification, which leaves the team short for 2 minutes too
  /// (Rule 16:3, 16:5, 16:6 d, 16:8); extra time of 2 x 5 minutes when the competition needs a
  /// winner (`--extra-time`), a second extra time of 2 x 5 when the first ends level, then
  /// 7-metre throwing, 5 each and then sudden death (`--shootout`, Rule 2:2 and its comment).
  static let handball = SportProfile(
    displayName: "Handball", scoring: .points,
    options: [.periods, .periodMinutes, .extraTime, .extraTimeMinutes, .shootout],
    features: [.clock, .timeouts, .suspensions],
    featureSettings: FeatureSettings(
      timeouts: TimeoutAllowance(
        firstHalf: 2, secondHalf: 2, regularTime: 3, lateWindow: .seconds(5 * 60), lateLimit: 1,
        perOvertime: 0),
      penalties: PenaltySettings(runningLimit: nil)),
    periods: PeriodStyle(
      clockCountsUp: true, clockStopsAtLength: true, overtime: .extraTimeWhenChosen, shootoutRounds: 5,
      shootoutWords: sevenMetreThrows, extraTimeRounds: 2, label: PeriodStyle.halvesAndExtraTime
    ),
    scoreWords: .goals,
    expectedLength: .playingTimeTimes(1.4),
    defaults: { rules in
      rules.periods = 2
      rules.periodSeconds = 30 * 60
      rules.overtimeSeconds = 5 * 60
    },
    summarize: pointsSummary)

  /// 7-metre throwing (IHF Rule 2:2 comment): `7-m throws 3`, `to throw`, `on 7-m throws 4-3`.
  private static let sevenMetreThrows = ShootoutWords(standing: "7-m throws", call: "7-m throws, to throw:") {
    "on 7-m throws \($0)-\($1)"
  }
}
