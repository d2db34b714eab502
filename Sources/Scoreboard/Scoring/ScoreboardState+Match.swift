extension ScoreboardState {
  /// Games, points, the server and the callouts of a rally-sport match, derived from the rallies
  /// (read off the engine kept beside them, the same as ``RallyScoring/summary(of:rules:firstServer:doubles:choices:)``
  /// of them); `nil` in other sports.
  public var rallySummary: RallySummary? {
    guard case .rallies(let progress) = engine else { return nil }
    return progress.summary
  }

  /// The match as the screen, `status --json` and the export files show it, whatever the sport:
  /// the big score of each team, the standing in games or sets, the server, the winner and the
  /// callout of the moment. The sport's profile makes it.
  public var match: MatchView {
    rules.sport.profile.summarize(self)
  }
}
