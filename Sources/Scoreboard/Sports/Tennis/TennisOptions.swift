extension SportOption {
  /// Tennis: a deciding point at deuce instead of advantage.
  public static let noAd: SportOption = flag("noAd", "A deciding point at deuce instead of advantage") {
    _, rules in
    rules.tennis.noAd = true
  }

  /// Tennis: the final set played as a match tiebreak to this many points.
  public static let finalSetTiebreak: SportOption = number(
    "finalSetTiebreak", "Play the final set as a match tiebreak to this many points"
  ) { (points, _, rules) throws(RulesError) in
    guard points >= 1 else {
      throw RulesError(option: "--final-set-tiebreak", problem: "must be at least 1 point")
    }
    rules.tennis.finalSetTiebreak = points
  }
}
