extension ScoreboardState {
  /// Sets, games, points, the server and the callouts of a tennis match, derived from the points;
  /// `nil` in other sports.
  public var tennisSummary: TennisSummary? {
    guard let progress = engine?.progress as? TennisProgress else { return nil }
    return progress.summary(doubles: playsDoubles)
  }
}
