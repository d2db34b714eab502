extension SportProfile {
  /// The plain scoreboard, named `Generic` on the screen, in the menu and on the command line
  /// (`--sport generic`): points and nothing else, with an optional target score to win by a
  /// margin (`--points-to-win 21 --win-by 2`); without a target it counts for ever. With games
  /// (`--best-of 3`) or sets (`--games-to-win 6 --sets 3`) the target wins a game, and the points
  /// are kept one by one (``GenericGamesProgress``).
  static let generic = SportProfile(
    displayName: "Generic", scoring: .points,
    options: [.pointsToWin, .winBy, .cap, .bestOf, .gamesToWin, .sets],
    defaults: { _ in },
    summarize: { board in board.genericGamesView ?? pointsSummary(board) },
    progress: { start in GenericGamesProgress(rules: start.rules) })
}

extension GenericGamesProgress: PointProgress {}
