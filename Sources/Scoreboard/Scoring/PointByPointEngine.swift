/// The running progress of a match played point by point, in its sport's engine: the rally sports'
/// ``RallyProgress``, or the progress a sport's own folder keeps (tennis's games and sets,
/// pickleball's side-out scoring, the plain scoreboard's games), which the sport's profile starts.
/// Every view of the match (``ScoreboardState/match``, the winner, the summaries) is read off it.
///
/// ``ScoreboardState`` keeps one beside its points and records each new point in it, so a point costs
/// the same at point 10 and at point 10,000; it starts again from the points only when they are
/// taken back or what the engine starts from changes (the rules, the first server, the players'
/// choices, singles or doubles). It is a pure function of those, so it takes no part in the
/// scoreboard's equality, hashing or saved form.
///
/// ```swift
/// var engine = PointByPointEngine(
///   rules: .defaults(for: .tennis), firstServer: .home, choices: MatchChoices(), doubles: false)
/// engine?.record(.home)  // 15-0
/// ```
struct PointByPointEngine: Sendable {
  /// The sport's progress after the points recorded so far.
  private(set) var progress: any PointProgress

  /// The engine of a match by `rules` before its first point, or `nil` for a sport whose profile
  /// keeps no progress point by point.
  init?(rules: SportRules, firstServer: Side, choices: MatchChoices, doubles: Bool) {
    let start = ProgressStart(rules: rules, firstServer: firstServer, choices: choices, doubles: doubles)
    guard let progress = rules.sport.profile.startProgress?(start) else { return nil }
    self.progress = progress
  }

  /// The engine of a match by `rules` after `points`, each the side that won it, in order.
  init?(
    rules: SportRules, firstServer: Side, choices: MatchChoices, doubles: Bool, points: some Sequence<Side>
  ) {
    self.init(rules: rules, firstServer: firstServer, choices: choices, doubles: doubles)
    for side in points {
      guard winner == nil else { return }
      record(side)
    }
  }

  /// Counts one more point won by `side`; a point after the match is won changes nothing.
  mutating func record(_ side: Side) {
    progress.record(side)
  }

  /// The side that has won the match, or `nil` while it goes on.
  var winner: Side? { progress.winner }
}
