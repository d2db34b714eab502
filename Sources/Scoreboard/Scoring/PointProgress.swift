/// What a sport's engine keeps of a match played point by point: the shared rally style's
/// ``RallyProgress``, or the progress a sport's own folder defines. A sport's profile starts it
/// (``SportProfile/startProgress``) and ``PointByPointEngine`` records each point in it.
protocol PointProgress: Sendable {
  /// Counts one more point won by `side`; a point after the match is won changes nothing.
  mutating func record(_ side: Side)
  /// The side that has won the match, or `nil` while it goes on.
  var winner: Side? { get }
  /// The outline of the match read off the progress under `rules`, or `nil` to take it from the
  /// match's view.
  func outline(under rules: SportRules) -> MatchOutline?
}

extension PointProgress {
  /// No outline of its own: the match's view gives it.
  func outline(under rules: SportRules) -> MatchOutline? { nil }
}

/// What a match's progress starts from: the rules, the first server, the players' choices, and
/// whether two players a side play.
struct ProgressStart: Sendable {
  /// The rules of the match.
  var rules: SportRules
  /// The side serving the first point.
  var firstServer: Side
  /// The answers to the questions before the games (who serves, who receives).
  var choices: MatchChoices
  /// Whether two players a side play.
  var doubles: Bool
}

extension RallyProgress: PointProgress {
  /// The rally sports' outline, counting games where the sport's standing is games.
  func outline(under rules: SportRules) -> MatchOutline? {
    guard let style = rules.sport.profile.rally else { return nil }
    return outline(countsGames: style.standingLabel == "games")
  }
}
