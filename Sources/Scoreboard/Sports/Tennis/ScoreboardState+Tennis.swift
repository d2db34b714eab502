extension ScoreboardState {
  /// Sets, games, points, the server and the callouts of a tennis match, derived from the points;
  /// `nil` in other sports.
  public var tennisSummary: TennisSummary? {
    guard case .gamesAndSets(let progress) = engine else { return nil }
    return progress.summary(doubles: playsDoubles)
  }
}
