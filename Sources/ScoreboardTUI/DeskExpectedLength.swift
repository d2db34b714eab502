import Scoreboard

/// How long a match is expected to take on court, in minutes: past it, the desk shows the court's
/// time as a warning.
///
/// The figures are this project's planning estimates of a typical match at the sport's standard
/// format, not a rule of any federation: badminton 45 (best of 3 games to 21), table tennis 35
/// (best of 5 to 11), squash 45 (best of 5 to 11), pickleball 35 (best of 3 to 11), volleyball 90
/// (best of 5 sets), beach volleyball 50 (best of 3), tennis 100 (best of 3 sets), anything else
/// 20. A format of more or fewer games scales the figure by its best-of. A timed sport takes its
/// playing time (periods times their length) times what stoppages and breaks add: soccer 1.2,
/// handball 1.4, basketball, futsal and hockey (a stopped clock) 2.
public enum DeskExpectedLength {
  /// The minutes a match played by `rules` is expected to last.
  public static func minutes(for rules: SportRules) -> Int {
    if let factor = stoppageFactor[rules.sport] {
      let playing = Double(rules.periods * rules.periodSeconds) / 60
      return max(1, Int((playing * factor).rounded(.up)))
    }
    let standard = SportRules.defaults(for: rules.sport)
    let perMatch = Double(standardMinutes[rules.sport] ?? 20)
    guard standard.bestOf > 0, rules.bestOf > 0 else { return Int(perMatch) }
    return max(1, Int((perMatch * Double(rules.bestOf) / Double(standard.bestOf)).rounded()))
  }

  /// Minutes of a match at the sport's standard format.
  static let standardMinutes: [Sport: Int] = [
    .badminton: 45, .tableTennis: 35, .squash: 45, .pickleball: 35, .volleyball: 90,
    .beachVolleyball: 50, .tennis: 100,
  ]

  /// What stoppages and breaks make of a timed sport's playing time.
  static let stoppageFactor: [Sport: Double] = [
    .soccer: 1.2, .handball: 1.4, .basketball: 2, .futsal: 2, .hockey: 2,
  ]
}
