/// The rules of pickleball (USA Pickleball Official Rulebook, Rule 4: serving, scoring, side out),
/// as a function from the rallies played to the score.
///
/// ```swift
/// let summary = PickleballScoring.summary(
///   of: [.home, .away], rules: .defaults(for: .pickleball), firstServer: .home)
/// summary.call  // "0-1-1": home scored at 0-0-2, then lost its only serve of the turn: side out
/// ```
public enum PickleballScoring {
  /// The score after `rallies`, each the side that won it, in the order played; `firstServer`
  /// serves first in the match; `choices` says who started each game in each side's right court
  /// (the first named where nothing was chosen). Rallies after the match is won are ignored.
  public static func summary(
    of rallies: some Sequence<Side>, rules: SportRules, firstServer: Side,
    choices: MatchChoices = MatchChoices()
  ) -> PickleballSummary {
    var progress = PickleballProgress(rules: rules, firstServer: firstServer, choices: choices)
    for side in rallies where progress.winner == nil {
      progress.record(side)
    }
    return progress.summary
  }
}
