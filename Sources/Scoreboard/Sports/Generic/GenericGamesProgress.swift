/// A plain scoreboard played in games (and sets), point by point: games to
/// ``SportRules/pointsToWin`` won by ``SportRules/winBy`` (or at ``SportRules/cap``); without sets
/// the match is best of ``SportRules/bestOf`` games; with sets (``SportRules/gamesPerSet``) a set is
/// won by the first to that many games and the match is best of ``SportRules/bestOf`` sets. No
/// server, no ends: any "first to N, win by M, best of K" game works without code of its own.
struct GenericGamesProgress: Sendable {
  let rules: SportRules
  private(set) var points = SidePair(both: 0)
  /// Games won in the current set, or in the match without sets.
  private(set) var games = SidePair(both: 0)
  /// Sets won, with sets.
  private(set) var sets = SidePair(both: 0)
  /// The games played to their end without sets; the sets (their games) with sets.
  private(set) var history: [FinishedPart] = []
  private(set) var winner: Side?

  init(rules: SportRules) {
    self.rules = rules
  }

  /// Whether the match is played in sets of games.
  var hasSets: Bool { rules.gamesPerSet != nil }

  private var target: Int { max(1, rules.pointsToWin ?? 1) }
  private var gamesToWinSet: Int { max(1, rules.gamesPerSet ?? 1) }
  private var partsToWin: Int { max(1, rules.gamesToWinMatch) }

  /// The 1-based number of the game (without sets) or set being played, the last once it is over.
  var part: Int {
    let played = history.count
    return winner == nil ? played + 1 : played
  }

  mutating func record(_ side: Side) {
    guard winner == nil else { return }
    points[side] += 1
    guard winsGame(points, side) else { return }
    games[side] += 1
    let finishedPoints = points
    points = SidePair(both: 0)
    guard hasSets else {
      history.append(FinishedPart(scores: finishedPoints, tiebreak: nil))
      if games[side] >= partsToWin { winner = side }
      return
    }
    guard games[side] >= gamesToWinSet else { return }
    history.append(FinishedPart(scores: games, tiebreak: nil))
    sets[side] += 1
    if sets[side] >= partsToWin {
      winner = side
    } else {
      games = SidePair(both: 0)
    }
  }

  private func winsGame(_ points: SidePair<Int>, _ side: Side) -> Bool {
    if let cap = rules.cap, points[side] >= cap { return true }
    return points[side] >= target && points[side] - points[side.opponent] >= max(1, rules.winBy)
  }

  /// What the next point would win for `side`: `Match point`, `Set point`, `Game point`, or `nil`.
  func call(for side: Side) -> String? {
    guard winner == nil else { return nil }
    var next = points
    next[side] += 1
    guard winsGame(next, side) else { return nil }
    let gamesAfter = games[side] + 1
    if !hasSets { return gamesAfter >= partsToWin ? "Match point" : "Game point" }
    guard gamesAfter >= gamesToWinSet else { return "Game point" }
    return sets[side] + 1 >= partsToWin ? "Match point" : "Set point"
  }
}

extension MatchView {
  /// The view of a plain scoreboard played in games: the points of the game big, the games (and
  /// sets) won, the finished games (or sets), and the call of a game, set or match point.
  init(_ progress: GenericGamesProgress) {
    self.init(points: progress.points, winner: progress.winner)
    standings =
      progress.hasSets
      ? [Standing(label: "sets", counts: progress.sets), Standing(label: "games", counts: progress.games)]
      : [Standing(label: "games", counts: progress.games)]
    history = progress.history
    part = progress.part
    let calls = Side.allCases.compactMap { side in progress.call(for: side).map { (side, $0) } }
    if let (side, text) = calls.first, calls.count == 1 {
      (callout, calloutSide) = (text, side)
    }
  }
}

extension ScoreboardState {
  /// The plain scoreboard's match played in games (``SportRules/isPlayedInGames``), read off the
  /// engine kept beside its points; `nil` otherwise.
  var genericGamesView: MatchView? {
    guard let progress = engine?.progress as? GenericGamesProgress else { return nil }
    return MatchView(progress)
  }
}
