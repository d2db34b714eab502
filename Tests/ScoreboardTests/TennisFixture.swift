import Scoreboard

/// Shorthands for the tennis tests: rules, scripts of points and pairs.
enum TennisFixture {
  /// Tennis rules: best of `bestOf` sets, advantage unless `noAd`, an optional match tiebreak.
  static func rules(bestOf: Int = 3, noAd: Bool = false, finalSetTiebreak: Int? = nil) -> SportRules {
    var rules = SportRules.defaults(for: .tennis)
    rules.bestOf = bestOf
    rules.tennis.noAd = noAd
    rules.tennis.finalSetTiebreak = finalSetTiebreak
    return rules
  }

  /// The point winners of a script: `H` is a point to home, `A` to away; anything else (spaces,
  /// `|`) only makes the script readable.
  static func points(_ script: String) -> [Side] {
    script.compactMap { character in
      switch character {
      case "H": return .home
      case "A": return .away
      default: return nil
      }
    }
  }

  /// A script of love games: each `H` or `A` of `winners` becomes a game won four points to none.
  static func loveGames(_ winners: String) -> String {
    winners.map { String(repeating: $0, count: 4) }.joined(separator: " ")
  }

  /// The summary after the points of `script`.
  static func summary(
    _ script: String, rules: SportRules = rules(), firstServer: Side = .home
  ) -> TennisSummary {
    TennisScoring.summary(of: points(script), rules: rules, firstServer: firstServer)
  }

  /// A pair, home first.
  static func pair<Value>(_ home: Value, _ away: Value) -> SidePair<Value> {
    SidePair(home: home, away: away)
  }
}
