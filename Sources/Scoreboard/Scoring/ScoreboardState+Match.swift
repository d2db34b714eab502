extension ScoreboardState {
  /// Games, points, the server and the callouts of a rally-sport match, derived from the rallies;
  /// `nil` in other sports.
  public var rallySummary: RallySummary? {
    guard rules.sport.scoring == .rallies else { return nil }
    return RallyScoring.summary(of: rallies, rules: rules, firstServer: firstServer)
  }

  /// Sets, games, points, the server and the callouts of a tennis match, derived from the points;
  /// `nil` in other sports.
  public var tennisSummary: TennisSummary? {
    guard rules.sport.scoring == .tennis else { return nil }
    return TennisScoring.summary(of: rallies, rules: rules, firstServer: firstServer)
  }

  /// The match as the screen and scripts show it: the big score of each team, the standing in
  /// games or sets, the server, the winner and the callout of the moment.
  public var match: MatchView {
    if let tennis = tennisSummary { return MatchView(tennis) }
    if let rally = rallySummary { return MatchView(rally, sport: rules.sport) }
    return MatchView(points: scores, winner: pointsOrTimedWinner)
  }
}
