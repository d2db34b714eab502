/// The rules of tennis (ITF Rules of Tennis), as a function from the points played to the score.
///
/// Scores are never stored: the match is replayed from the list of point winners, so undo is
/// dropping the last point and replay is exact by construction.
///
/// ```swift
/// let summary = TennisScoring.summary(
///   of: [.home, .home, .away], rules: .defaults(for: .tennis), firstServer: .home)
/// summary.pointLabels  // home "30", away "15"
/// ```
public enum TennisScoring {
  /// The score after `points`, each the side that won that point, in the order played.
  ///
  /// Uses `rules.bestOf`, `rules.noAd` and `rules.finalSetTiebreak` (expects rules that passed
  /// ``SportRules/validated()``); `firstServer` serves the first game of the match. Points after
  /// the match is won are ignored.
  ///
  /// With `doubles`, the summary also says which player serves and which receives, and from which
  /// court (ITF rules 14 and 15), the orders being those in `choices` (the first named where
  /// nothing was chosen).
  public static func summary(
    of points: some Sequence<Side>, rules: SportRules, firstServer: Side, doubles: Bool = false,
    choices: MatchChoices = MatchChoices()
  ) -> TennisSummary {
    var progress = TennisProgress(rules: rules, firstServer: firstServer, choices: choices)
    for side in points where progress.winner == nil {
      progress.record(side)
    }
    return progress.summary(doubles: doubles)
  }
}
