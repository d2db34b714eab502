extension SportProfile {
  /// Tennis by the ITF: points, games and sets with tiebreaks at 6-all (rules 5-7), best of 3 with
  /// advantage; no-ad scoring and a final-set match tiebreak are options (Appendix V).
  static let tennis = SportProfile(
    displayName: "Tennis", scoring: .gamesAndSets,
    options: [.bestOf, .noAd, .finalSetTiebreak, .format, .doubles],
    features: [.server],
    featureSettings: FeatureSettings(countdowns: rests),
    formats: [
      SportFormat("standard", "sets to 6, a tiebreak to 7 at 6-6, advantage") { _ in },
      SportFormat("grand-slam", "the deciding set's tiebreak at 6-6 is played to 10") { rules in
        rules.tennis.decidingTiebreakPoints = 10
      },
      SportFormat(
        "advantage-final-set", "no tiebreak in the deciding set: it goes on until a lead of two games"
      ) {
        rules in
        rules.tennis.advantageFinalSet = true
      },
      SportFormat("short-sets", "sets to 4 won by 2, a tiebreak to 7 at 4-4") { rules in
        rules.gamesPerSet = 4
      },
      SportFormat("fast4", "sets to 4, a tiebreak to 5 (sudden death at 4-4) at 3-3, no-ad") { rules in
        rules.gamesPerSet = 4
        rules.tennis.tiebreakAt = 3
        rules.tennis.tiebreakPoints = 5
        rules.tennis.tiebreakWinBy = 1
        rules.tennis.noAd = true
      },
      SportFormat("padel", "padel: tennis scoring with the golden point at deuce") { rules in
        rules.tennis.noAd = true
        rules.tennis.padel = true
      },
    ],
    variantRules: TennisRules.all,
    variantName: { rules in rules.tennis.padel == true ? "Padel" : nil },
    expectedLength: .minutes(100),
    defaults: { rules in rules.bestOf = 3 },
    summarize: { board in
      guard let summary = board.tennisSummary else { return pointsSummary(board) }
      return MatchView(summary, board: board)
    },
    progress: { start in
      TennisProgress(rules: start.rules, firstServer: start.firstServer, choices: start.choices)
    })

  /// ITF Rule 29: 90 seconds at a change of ends, but none after the first game of a set nor
  /// within a tiebreak; 120 seconds between sets; a warm-up of five minutes.
  private static let rests = CountdownLengths(
    betweenGames: .seconds(120),
    changeOfEnds: { view in
      let gamesInSet = view.standing("games").map { $0.home + $0.away }
      let isTiebreak = view.situations.contains { $0.situation == .tiebreak }
      return isTiebreak || gamesInSet == 1 ? nil : .seconds(90)
    },
    warmUp: .seconds(5 * 60))
}

extension TennisProgress: PointProgress {
  /// Tennis's own outline, read off its sets and games.
  func outline(under rules: SportRules) -> MatchOutline? { outline }
}
