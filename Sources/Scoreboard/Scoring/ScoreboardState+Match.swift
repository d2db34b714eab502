extension ScoreboardState {
  /// Games, points, the server and the callouts of a rally-sport match, derived from the rallies
  /// (read off the engine kept beside them, the same as ``RallyScoring/summary(of:rules:firstServer:doubles:choices:)``
  /// of them); `nil` in other sports.
  public var rallySummary: RallySummary? {
    guard let progress = engine?.progress as? RallyProgress else { return nil }
    return progress.summary
  }

  /// The match as the screen, `status --json` and the export files show it, whatever the sport:
  /// the big score of each team, the standing in games or sets, the server, the winner and the
  /// callout of the moment. The sport's profile makes it.
  public var match: MatchView {
    rules.sport.profile.summarize(self)
  }
}

extension ScoreboardState {
  /// The points a result gives, winner's side as the board's: the board's points, except in a
  /// match of one game with no standing in games (pickleball's usual match), whose board starts a
  /// new game at 0-0 once it ends: there, the points of that game.
  public var resultPoints: SidePair<Int> {
    let view = match
    if view.standings.isEmpty, view.history.count == 1, let game = view.history.first {
      return game.scores
    }
    return scores
  }
}
