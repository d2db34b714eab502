/// A pickleball match part way through: the running state of the fold in ``PickleballScoring``.
///
/// Side-out scoring (USA Pickleball Rule 4): only the serving side scores. In doubles each side
/// has two servers per service turn, except the side serving first in a game, which has one (its
/// call starts at 0-0-2). A side's players change courts each time it scores, so the player on
/// its right court is the one who started the game there (chosen before the game: the serving
/// side's first server, the receiving side's first receiver; the first named by default) when its
/// score is even; after a side-out the player on the right court serves first.
///
/// Rally scoring (the 2025 provisional Rule 4.B.3.a): every rally scores, but a side has one
/// server per service turn, the first serving side of a game too, so the call has two numbers.
struct PickleballProgress: Sendable {
  let rules: SportRules
  let isDoubles: Bool
  /// Whether every rally scores (``PickleballRules/rallyScoring``), read once from the rules.
  let isRallyScoring: Bool
  private(set) var finishedGames: [FinishedGame] = []
  private(set) var points = SidePair(both: 0)
  private(set) var gamesWon = SidePair(both: 0)
  private(set) var servingSide: Side
  private(set) var serverNumber: Int
  private(set) var serverIndex = 0
  private(set) var winner: Side?
  private var gameOpener: Side
  private var lastRallyEndedGame = false
  private var lastRallyReachedHalfwayFirst = false
  private(set) var isSideOut = false
  private(set) var isSecondServer = false
  /// What the players chose before each game.
  private let choices: MatchChoices
  /// Which player of each side started the current game in its right court.
  private var startedRight = SidePair(both: 0)
  /// Rallies played in the current game.
  private var ralliesInGame = 0

  init(rules: SportRules, firstServer: Side, choices: MatchChoices = MatchChoices()) {
    self.rules = rules
    self.choices = choices
    isDoubles = !(rules.singles ?? false)
    isRallyScoring = rules.pickleball.rallyScoring == true
    servingSide = firstServer
    gameOpener = firstServer
    serverNumber = isDoubles && !isRallyScoring ? 2 : 1
    placePlayersForGame()
  }

  /// The 1-based number of the game being played (of the last once the match is over).
  var gameNumber: Int { winner == nil ? finishedGames.count + 1 : finishedGames.count }

  /// The start of a game: the chosen first server in the serving side's right court, the chosen
  /// first receiver in the other side's.
  private mutating func placePlayersForGame() {
    guard isDoubles else { return }
    startedRight[servingSide] = choices.player(.server, of: servingSide, inPart: gameNumber)
    startedRight[servingSide.opponent] = choices.player(
      .receiver, of: servingSide.opponent, inPart: gameNumber)
    serverIndex = startedRight[servingSide]
  }

  /// The choices the rules leave to the players before a game's first rally: the toss for the
  /// first serve of the match, then in doubles each side's player on the right court (the first
  /// server and the first receiver).
  var openChoices: [OpenChoice] {
    guard winner == nil, ralliesInGame == 0 else { return [] }
    let toss = gameNumber == 1 ? [OpenChoice(.servingSide, servingSide)] : []
    guard isDoubles else { return toss }
    return toss + [OpenChoice(.server, servingSide), OpenChoice(.receiver, servingSide.opponent)]
  }

  /// Whether a side has two servers per service turn: in side-out doubles, not in singles nor in
  /// rally scoring.
  var hasSecondServer: Bool { isDoubles && !isRallyScoring }

  private var target: Int { max(1, rules.pointsToWin ?? 11) }
  private var winBy: Int { max(1, rules.winBy) }

  /// Whether the current game is the deciding one: each side has won all but one game it needs.
  var isDecidingGame: Bool { gamesWon == SidePair(both: rules.gamesToWinMatch - 1) }

  /// The index of the player on `side`'s right court: the one who started the game there on an
  /// even score, the partner on an odd one.
  func rightCourtIndex(of side: Side) -> Int {
    guard isDoubles else { return 0 }
    return points[side].isMultiple(of: 2) ? startedRight[side] : 1 - startedRight[side]
  }

  /// The court the server stands in.
  var serverCourt: ServiceCourt {
    guard isDoubles else { return ServiceCourt(serverPoints: points[servingSide]) }
    return serverIndex == rightCourtIndex(of: servingSide) ? .right : .left
  }

  /// The receiving side's player diagonally opposite the server, in the court of the same name.
  var receiverIndex: Int {
    guard isDoubles else { return 0 }
    let right = rightCourtIndex(of: servingSide.opponent)
    return serverCourt == .right ? right : 1 - right
  }

  mutating func record(_ rallyWinner: Side) {
    guard winner == nil else { return }
    ralliesInGame += 1
    (lastRallyEndedGame, lastRallyReachedHalfwayFirst, isSideOut, isSecondServer) = (
      false, false, false, false
    )
    guard rallyWinner == servingSide else {
      if isRallyScoring && !wouldWinGame(rallyWinner) {
        points[rallyWinner] += 1
      }
      loseServe()
      return
    }
    points[servingSide] += 1
    let scorer = servingSide
    if points[scorer] >= target && points[scorer] - points[scorer.opponent] >= winBy {
      finishGame(wonBy: scorer)
    } else if isDecidingGame, let halfway, points[scorer] == halfway, points[scorer.opponent] < halfway {
      lastRallyReachedHalfwayFirst = true
    }
  }

  /// Whether one more point would win `side` the game.
  private func wouldWinGame(_ side: Side) -> Bool {
    points[side] + 1 >= target && points[side] + 1 - points[side.opponent] >= winBy
  }

  /// The deciding game's change of ends: when a side first reaches 6 of 11, 8 of 15, 11 of 21.
  private var halfway: Int? {
    let half = (target + 1) / 2
    return half < target ? half : nil
  }

  private mutating func loseServe() {
    if hasSecondServer && serverNumber == 1 {
      serverNumber = 2
      serverIndex = 1 - serverIndex
      isSecondServer = true
    } else {
      startServiceTurn(for: servingSide.opponent, serverNumber: 1)
      isSideOut = true
    }
  }

  private mutating func startServiceTurn(for side: Side, serverNumber number: Int) {
    servingSide = side
    serverNumber = hasSecondServer ? number : 1
    serverIndex = rightCourtIndex(of: side)
  }

  private mutating func finishGame(wonBy side: Side) {
    finishedGames.append(FinishedGame(points: points, winner: side))
    gamesWon[side] += 1
    lastRallyEndedGame = true
    if gamesWon[side] >= rules.gamesToWinMatch {
      winner = side
      return
    }
    points = SidePair(both: 0)
    ralliesInGame = 0
    gameOpener = gameOpener.opponent
    startServiceTurn(for: gameOpener, serverNumber: 2)
    placePlayersForGame()
  }

  /// Whether the sides change ends before the next rally.
  var changeEnds: Bool {
    winner == nil && (lastRallyEndedGame || lastRallyReachedHalfwayFirst)
  }

  /// The side that wins the current game, or the match, by winning the next rally: only the
  /// server can score.
  func sideWinning(match: Bool) -> Side? {
    guard winner == nil else { return nil }
    let scorer = servingSide
    guard points[scorer] + 1 >= target, points[scorer] + 1 - points[scorer.opponent] >= winBy else {
      return nil
    }
    return !match || gamesWon[scorer] + 1 >= rules.gamesToWinMatch ? scorer : nil
  }
}
