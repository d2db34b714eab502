extension SportProfile {
  /// Pickleball by USA Pickleball: side-out scoring, games to 11 won by 2 (15 and 21 allowed), a
  /// single game unless `--best-of` says more; doubles with two servers per side (the first
  /// serving side of a game starting at 0-0-2), or singles (Rule 4).
  static let pickleball = SportProfile(
    displayName: "Pickleball", scoring: .sideOut,
    options: [.pointsToWin, .winBy, .bestOf, .singles, .doubles, .format],
    features: [.server],
    formats: [
      SportFormat("side-out", "only the serving side scores (the rulebook's scoring)") { _ in },
      SportFormat("rally", "every rally scores, but a game is won only on serve (2025 provisional)") {
        rules in
        rules.pickleball.rallyScoring = true
      },
    ],
    scoreWords: rallies,
    variantRules: PickleballRules.all,
    expectedLength: .minutes(35),
    defaults: { rules in
      rules.pointsToWin = 11
      rules.winBy = 2
      rules.bestOf = 1
    },
    summarize: { board in
      guard let summary = board.pickleballSummary else { return pointsSummary(board) }
      return MatchView(summary, board: board)
    },
    progress: { start in
      PickleballProgress(rules: start.rules, firstServer: start.firstServer, choices: start.choices)
    })

  /// Side-out scoring: a rally the receivers win scores nothing, so the table counts rallies won.
  private static let rallies = ScoreWords(wonLabel: "Rallies won") { _ in "Point" }
}

extension ScoreboardState {
  /// Points, the server and their number, and every player's court in a pickleball match, derived
  /// from the rallies; `nil` in other sports.
  public var pickleballSummary: PickleballSummary? {
    guard let progress = engine?.progress as? PickleballProgress else { return nil }
    return progress.summary
  }
}

extension PickleballProgress: PointProgress {}
