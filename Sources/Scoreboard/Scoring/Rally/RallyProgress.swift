/// The running state of a match while ``RallyScoring`` replays its rallies one by one.
struct RallyProgress: Sendable {
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
  /// Doubles with service courts (badminton): whether the players' courts are followed.
  var tracksPlayers = false
  /// Doubles: which of each side's players (0 first named) stands in its right court. Each game
  /// starts with the first-named players there.
  var rightCourt = SidePair(both: 0)
  /// Doubles: which of the serving side's players serves.
  var serverIndex = 0
  /// Rallies the server has won in a row since gaining the serve (or since the game began).
  var handStreak = 0
  /// Rallies played in the match.
  var ralliesPlayed = 0
  /// Doubles in a sport where the serve passes in turns (table tennis): who serves to whom.
  var serviceOrder: DoublesServiceOrder?
  /// Doubles in a sport whose sides' players take turns to serve: who serves for each side.
  var serviceTurns: TeamServiceTurns?
  /// What the players chose before each game: its first server and receiver, a deciding game's
  /// serving side.
  let choices: MatchChoices

  /// A match by `rules` before its first rally; in `doubles`, following the players where the sport
  /// says who serves by their courts, in turns within each side, or in turns between the pairs.
  init(
    rules: RallyMatchRules, firstServer: Side, choices: MatchChoices = MatchChoices(), doubles: Bool = false
  ) {
    self.rules = rules
    self.choices = choices
    isDecidingGame = rules.isDeciding(gamesWonBefore: SidePair(both: 0))
    openingServer = firstServer
    server = firstServer
    if doubles && rules.saysWhichPlayerServes { followPlayers() }
  }

  /// A match by `rules` before its first rally, served as its sport says.
  init(rules: SportRules, firstServer: Side, choices: MatchChoices, doubles: Bool) {
    self.init(rules: RallyMatchRules(rules), firstServer: firstServer, choices: choices, doubles: doubles)
  }

  /// Follows the players of a doubles match from the first game on: their courts (a sport with
  /// service courts), each side's turns of service (a sport whose sides' players take turns), or
  /// the pairs' order of service (a sport where the serve passes in turns), starting with the
  /// players chosen for the first game.
  private mutating func followPlayers() {
    if rules.hasServiceCourts {
      tracksPlayers = true
      placePlayersForGame()
    } else if rules.teamServersTakeTurns {
      serviceTurns = TeamServiceTurns(openedBy: server, firstServers: firstServers(inPart: 1))
    } else {
      let firstServer = choices.player(.server, of: server, inPart: 1)
      let firstReceiver = choices.player(.receiver, of: server.opponent, inPart: 1)
      serviceOrder = DoublesServiceOrder(
        firstServer: server, serverIndex: firstServer, receiverIndex: firstReceiver)
    }
  }

  /// The player each side chose to serve its first turn of game `part` (the first named unless
  /// another was chosen).
  private func firstServers(inPart part: Int) -> SidePair<Int> {
    SidePair(
      home: choices.player(.server, of: .home, inPart: part),
      away: choices.player(.server, of: .away, inPart: part))
  }

  /// Doubles with service courts at the start of a game: the chosen server (the first named unless another
  /// was chosen) in the serving side's right court, the chosen receiver in the other's.
  private mutating func placePlayersForGame() {
    let part = gameNumber
    serverIndex = choices.player(.server, of: server, inPart: part)
    rightCourt[server] = serverIndex
    rightCourt[server.opponent] = choices.player(.receiver, of: server.opponent, inPart: part)
  }

  /// The choices the rules leave to the players now: before the first rally of a game, the toss
  /// for the first serve of the match (and of a deciding game that has its own, or of every game
  /// where each is chosen), then in doubles the serving side's first server and the receiving
  /// side's first receiver (where the serve passes in turns, only in the first game: later the
  /// order follows from the game before) or, where each side's players take turns, each side's
  /// first server; in squash, at the start of a game and of each hand, the server's box (World
  /// Squash rule 5.5).
  var openChoices: [OpenChoice] {
    guard winner == nil else { return [] }
    let box = rules.alternatesBoxes && handStreak == 0 ? [OpenChoice(.serviceBox, server, court: .right)] : []
    return gameStartChoices + box
  }

  /// The choices asked before the first rally of a game.
  private var gameStartChoices: [OpenChoice] {
    guard points == SidePair(both: 0) else { return [] }
    var open: [OpenChoice] = []
    if gameNumber == 1 || choosesServingSide {
      open.append(OpenChoice(.servingSide, server))
    }
    if tracksPlayers || serviceOrder != nil || serviceTurns != nil {
      open.append(OpenChoice(.server, server))
    }
    if serviceTurns != nil {
      open.append(OpenChoice(.server, server.opponent))
    }
    if tracksPlayers || (serviceOrder != nil && gameNumber == 1) {
      open.append(OpenChoice(.receiver, server.opponent))
    }
    return open
  }

  /// Whether the serving side of the current game is chosen before it: a deciding game with its own
  /// toss, or any game where each is chosen.
  private var choosesServingSide: Bool {
    (isDecidingGame && rules.hasDecidingGameToss) || rules.choosesServingSideEachGame
  }

  /// The 1-based number of the current game, or of the last once the match is over.
  var gameNumber: Int { winner == nil ? finishedGames.count + 1 : finishedGames.count }

  /// Counts a rally won by `side`; a rally after the match is over changes nothing.
  mutating func record(_ side: Side) {
    guard winner == nil else { return }
    ralliesPlayed += 1
    lastServer = server
    lastRallyWinner = side
    points[side] += 1
    handStreak = side == server ? handStreak + 1 : 0
    movePlayers(afterRallyWonBy: side)
    guard let gameWinner = rules.gameWinner(at: points, deciding: isDecidingGame) else {
      lastRallyEndedGame = false
      server = nextServer(afterRallyWonBy: side)
      if server != lastServer {
        serviceOrder?.changeService()
        serviceTurns?.serveGained(by: server)
      }
      if isDecidingGame, let halfway = rules.halfway(deciding: true), points[side] == halfway,
        points[side.opponent] < halfway
      {
        serviceOrder?.switchReceivers()
      }
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

  /// BWF Law 11: a serving side that wins the rally scores and its players change courts, the
  /// same server serving again; a receiving side that wins becomes the serving side, nobody moves,
  /// and its server is the player in the court of its new score (right when even).
  private mutating func movePlayers(afterRallyWonBy side: Side) {
    guard tracksPlayers else { return }
    if side == server {
      rightCourt[side] = 1 - rightCourt[side]
    } else {
      serverIndex = points[side].isMultiple(of: 2) ? rightCourt[side] : 1 - rightCourt[side]
    }
  }

  /// Doubles: the receiver, the player of the receiving side in the court diagonally opposite the
  /// server's (the court of the same name).
  var receiverIndex: Int {
    let receiving = server.opponent
    return points[server].isMultiple(of: 2) ? rightCourt[receiving] : 1 - rightCourt[receiving]
  }

  private mutating func startNextGame(afterGameWonBy gameWinner: Side) {
    handStreak = 0
    points = SidePair(both: 0)
    isDecidingGame = rules.isDeciding(gamesWonBefore: gamesWon)
    switch rules.opener {
    case .alternating: openingServer = openingServer.opponent
    case .previousGameWinner: openingServer = gameWinner
    }
    if choosesServingSide, let chosen = choices.servingSide(inPart: gameNumber) {
      openingServer = chosen
    }
    server = openingServer
    if tracksPlayers { placePlayersForGame() }
    if serviceTurns != nil {
      serviceTurns = TeamServiceTurns(openedBy: openingServer, firstServers: firstServers(inPart: gameNumber))
    }
    let firstServer = choices.player(.server, of: openingServer, inPart: gameNumber)
    serviceOrder?.startGame(openedBy: openingServer, serverIndex: firstServer)
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
