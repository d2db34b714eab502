/// The running state of a match while ``RallyScoring`` replays its rallies one by one.
struct RallyProgress {
  let rules: RallyMatchRules
  var finishedGames: [FinishedGame] = []
  var points = SidePair(both: 0)
  var gamesWon = SidePair(both: 0)
  var isDecidingGame: Bool
  /// The side that served first in the current game.
  var openingServer: Side
  /// The side that serves the next rally.
  var server: Side
  /// The side that served the last rally counted, if any.
  var lastServer: Side?
  /// The side that won the last rally counted, if any.
  var lastRallyWinner: Side?
  /// Whether the last rally counted ended a game.
  var lastRallyEndedGame = false
  var winner: Side?

  init(rules: RallyMatchRules, firstServer: Side) {
    self.rules = rules
    isDecidingGame = rules.isDeciding(gamesWonBefore: SidePair(both: 0))
    openingServer = firstServer
    server = firstServer
  }

  /// The 1-based number of the current game, or of the last once the match is over.
  var gameNumber: Int { winner == nil ? finishedGames.count + 1 : finishedGames.count }

  /// Counts a rally won by `side`; a rally after the match is over changes nothing.
  mutating func record(_ side: Side) {
    guard winner == nil else { return }
    lastServer = server
    lastRallyWinner = side
    points[side] += 1
    guard let gameWinner = rules.gameWinner(at: points, deciding: isDecidingGame) else {
      lastRallyEndedGame = false
      server = nextServer(afterRallyWonBy: side)
      return
    }
    lastRallyEndedGame = true
    finishedGames.append(FinishedGame(points: points, winner: gameWinner))
    gamesWon[gameWinner] += 1
    if gamesWon[gameWinner] >= rules.gamesToWin {
      winner = gameWinner
    } else {
      startNextGame(afterGameWonBy: gameWinner)
    }
  }

  private mutating func startNextGame(afterGameWonBy gameWinner: Side) {
    points = SidePair(both: 0)
    isDecidingGame = rules.isDeciding(gamesWonBefore: gamesWon)
    switch rules.opener {
    case .alternating: openingServer = openingServer.opponent
    case .previousGameWinner: openingServer = gameWinner
    }
    server = openingServer
  }

  private func nextServer(afterRallyWonBy side: Side) -> Side {
    switch rules.serveOrder {
    case .rallyWinnerServes:
      return side
    case .twoServesEach:
      let lastBeforeDeuce = rules.target(deciding: isDecidingGame) - 1
      let total = points.home + points.away
      let atDeuce = min(points.home, points.away) >= lastBeforeDeuce
      let turns = atDeuce ? total - lastBeforeDeuce : total / 2
      return turns.isMultiple(of: 2) ? openingServer : openingServer.opponent
    }
  }
}
