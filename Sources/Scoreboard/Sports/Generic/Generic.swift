extension SportProfile {
  /// The plain scoreboard: points and nothing else, with an optional target score to win by a
  /// margin (`--points-to-win 21 --win-by 2`); without a target it counts for ever.
  static let generic = SportProfile(
    displayName: "Scoreboard", scoring: .points, options: [.pointsToWin, .winBy], showsName: false,
    defaults: { _ in }, summarize: pointsSummary)
}
