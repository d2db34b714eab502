extension SportProfile {
  /// Tennis by the ITF: points, games and sets with tiebreaks at 6-all (rules 5-7), best of 3 with
  /// advantage; no-ad scoring and a final-set match tiebreak are options (Appendix V).
  static let tennis = SportProfile(
    displayName: "Tennis", scoring: .gamesAndSets, options: [.bestOf, .noAd, .finalSetTiebreak],
    features: [.server],
    defaults: { rules in rules.bestOf = 3 },
    summarize: { board in
      guard let summary = board.tennisSummary else { return pointsSummary(board) }
      return MatchView(summary)
    })
}
