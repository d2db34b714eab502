/// The running progress of a match played point by point, in its sport's engine: the rally sports'
/// ``RallyProgress``, tennis's ``TennisProgress``, pickleball's ``PickleballProgress`` or the plain
/// scoreboard's ``GenericGamesProgress``. Every view of the match (``ScoreboardState/match``, the
/// winner, the summaries) is read off it.
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
/// engine.record(.home)  // 15-0
/// ```
enum PointByPointEngine: Sendable {
  /// Volleyball, table tennis, badminton, squash.
  case rallies(RallyProgress)
  /// Tennis.
  case gamesAndSets(TennisProgress)
  /// Pickleball.
  case sideOut(PickleballProgress)
  /// The plain scoreboard played in games (and sets).
  case games(GenericGamesProgress)

  /// The engine of a match by `rules` before its first point.
  init(rules: SportRules, firstServer: Side, choices: MatchChoices, doubles: Bool) {
    switch rules.sport.scoring {
    case .rallies:
      self = .rallies(
        RallyProgress(rules: rules, firstServer: firstServer, choices: choices, doubles: doubles))
    case .gamesAndSets:
      self = .gamesAndSets(TennisProgress(rules: rules, firstServer: firstServer, choices: choices))
    case .sideOut:
      self = .sideOut(PickleballProgress(rules: rules, firstServer: firstServer, choices: choices))
    case .points:
      self = .games(GenericGamesProgress(rules: rules))
    }
  }

  /// The engine of a match by `rules` after `points`, each the side that won it, in order.
  init(
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
    switch self {
    case .rallies(var progress):
      progress.record(side)
      self = .rallies(progress)
    case .gamesAndSets(var progress):
      progress.record(side)
      self = .gamesAndSets(progress)
    case .sideOut(var progress):
      progress.record(side)
      self = .sideOut(progress)
    case .games(var progress):
      progress.record(side)
      self = .games(progress)
    }
  }

  /// The side that has won the match, or `nil` while it goes on.
  var winner: Side? {
    switch self {
    case .rallies(let progress): return progress.winner
    case .gamesAndSets(let progress): return progress.winner
    case .sideOut(let progress): return progress.winner
    case .games(let progress): return progress.winner
    }
  }
}
