extension SportProfile {
  /// Ice hockey by the IIHF: three periods of 20 minutes counting down, one sudden-death overtime
  /// of 5 minutes after a tie, and minor penalties ended by a power-play goal (Rule 16) when the
  /// competition tracks them (`--penalties`); a game shoot-out of 3 shots each, then sudden death,
  /// after an overtime that ends tied (`--shootout`; IIHF Rule 96).
  static let hockey = SportProfile(
    displayName: "Hockey", scoring: .points, options: [.periods, .periodMinutes, .penalties, .shootout],
    features: [.clock, .penalties],
    periods: PeriodStyle(overtime: .suddenDeath, shootoutRounds: 3, shootoutWords: shots) { period, rules in
      period > rules.periods ? "OT" : "P\(period)"
    },
    scoreWords: .goals,
    expectedLength: .playingTimeTimes(2),
    defaults: { rules in
      rules.periods = 3
      rules.periodSeconds = 20 * 60
      rules.overtimeSeconds = 5 * 60
    },
    summarize: pointsSummary)

  /// A game-winning shots shoot-out (IIHF Rule 96): `shoot-out 2`, `to shoot`, `2-1 (SO)`.
  private static let shots = ShootoutWords(standing: "shoot-out", call: "Shoot-out, to shoot:") {
    "\($0)-\($1) (SO)"
  }
}
