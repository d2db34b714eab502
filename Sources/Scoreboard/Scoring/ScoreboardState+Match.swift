extension ScoreboardState {
  /// Games, points, the server and the callouts of a rally-sport match, derived from the rallies;
  /// `nil` in other sports.
  public var rallySummary: RallySummary? {
    guard rules.sport.scoring == .rallies else { return nil }
    return RallyScoring.summary(
      of: rallies, rules: rules, firstServer: firstServer, doubles: playersPerSide == 2, choices: choices)
  }

  /// The match as the screen, `status --json` and the export files show it, whatever the sport:
  /// the big score of each team, the standing in games or sets, the server, the winner and the
  /// callout of the moment. The sport's profile makes it.
  public var match: MatchView {
    rules.sport.profile.summarize(self)
  }
}
