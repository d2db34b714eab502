/// The rules engine of the rally sports (volleyball, table tennis, badminton).
///
/// A match is nothing but the sequence of rally winners: scores, games, the server, game and match
/// points, intervals and changes of ends are all derived from it, so undo is dropping the last
/// rally and replay is exact.
///
/// ```swift
/// var rules = SportRules.defaults(for: .badminton)
/// let summary = RallyScoring.summary(of: [.home, .away, .away], rules: rules, firstServer: .home)
/// // summary.points == SidePair(home: 1, away: 2); summary.server == .away
/// // summary.serviceCourt == .right (the server has 2 points)
/// ```
public enum RallyScoring {
  /// Everything derived from `rallies`, the winners of the rallies in the order they were played.
  ///
  /// - Parameters:
  ///   - rallies: who won each rally. Rallies after the match has been won are ignored.
  ///   - rules: the rules of the match: ``SportRules/pointsToWin``, ``SportRules/winBy``,
  ///     ``SportRules/cap``, ``SportRules/decidingGamePoints`` and ``SportRules/bestOf``; the sport
  ///     chooses how the serve passes, intervals and service courts.
  ///   - firstServer: the side that serves the first rally of the match (the toss winner's choice).
  ///   - doubles: whether two players a side play; the summary then says which player serves, and
  ///     which receives, where the sport follows them (by service courts, by the pairs' order of
  ///     service, or by each side's players taking turns to serve).
  ///   - choices: what the players chose before each game (its first server and receiver, a
  ///     deciding game's serving side); the first-named players where nothing was chosen.
  public static func summary(
    of rallies: some Sequence<Side>, rules: SportRules, firstServer: Side, doubles: Bool = false,
    choices: MatchChoices = MatchChoices()
  ) -> RallySummary {
    var progress = RallyProgress(rules: rules, firstServer: firstServer, choices: choices, doubles: doubles)
    for rally in rallies {
      guard progress.winner == nil else { break }
      progress.record(rally)
    }
    return progress.summary
  }
}
