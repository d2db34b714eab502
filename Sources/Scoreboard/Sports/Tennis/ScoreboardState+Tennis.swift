extension ScoreboardState {
  /// Sets, games, points, the server and the callouts of a tennis match, derived from the points;
  /// `nil` in other sports.
  public var tennisSummary: TennisSummary? {
    guard rules.sport.scoring == .gamesAndSets else { return nil }
    return TennisScoring.summary(
      of: rallies, rules: rules, firstServer: firstServer, doubles: playersPerSide == 2, choices: choices)
  }
}
