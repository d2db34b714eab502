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
  private(set) var playedGames: [FinishedGame] = []
  private(set) var points = SidePair(both: 0)
  private(set) var gamesTaken = SidePair(both: 0)
  private(set) var serving: Side
  private(set) var serverNumber: Int
  private(set) var servingPlayerIndex = 0
  private(set) var winner: Side?
  private var gameOpener: Side
  private var rallyEndedGame = false
  private var rallyReachedHalfway = false
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
    serving = firstServer
    gameOpener = firstServer
    serverNumber = isDoubles && !isRallyScoring ? 2 : 1
    lineUpPlayersForGame()
  }

  /// The 1-based number of the game being played (of the last once the match is over).
  var gameBeingPlayed: Int { winner == nil ? playedGames.count + 1 : playedGames.count }

  /// The start of a game: the chosen first server in the serving side's right court, the chosen
  /// first receiver in the other side's.
  private mutating func lineUpPlayersForGame() {
    guard isDoubles else { return }
    startedRight[serving] = choices.player(.server, of: serving, inPart: gameBeingPlayed)
    startedRight[serving.opponent] = choices.player(
      .receiver, of: serving.opponent, inPart: gameBeingPlayed)
    servingPlayerIndex = startedRight[serving]
  }

  /// The choices the rules leave to the players before a game's first rally: the toss for the
  /// first serve of the match, then in doubles each side's player on the right court (the first
  /// server and the first receiver).
  var choicesBeforeRally: [OpenChoice] {
    guard winner == nil, ralliesInGame == 0 else { return [] }
    let toss = gameBeingPlayed == 1 ? [OpenChoice(.servingSide, serving)] : []
    guard isDoubles else { return toss }
    return toss + [OpenChoice(.server, serving), OpenChoice(.receiver, serving.opponent)]
  }

  /// Whether a side has two servers per service turn: in side-out doubles, not in singles nor in
  /// rally scoring.
  var hasSecondServer: Bool { isDoubles && !isRallyScoring }

  private var target: Int { max(1, rules.pointsToWin ?? 11) }
  private var winBy: Int { max(1, rules.winBy) }

  /// Whether the current game is the deciding one: each side has won all but one game it needs.
  var inDecidingGame: Bool { gamesTaken == SidePair(both: rules.gamesToWinMatch - 1) }

  /// The index of the player on `side`'s right court: the one who started the game there on an
  /// even score, the partner on an odd one.
  func rightCourtIndex(of side: Side) -> Int {
    guard isDoubles else { return 0 }
    return points[side].isMultiple(of: 2) ? startedRight[side] : 1 - startedRight[side]
  }

  /// The court the server stands in.
  var serverCourt: ServiceCourt {
    guard isDoubles else { return ServiceCourt(serverPoints: points[serving]) }
    return servingPlayerIndex == rightCourtIndex(of: serving) ? .right : .left
  }

  /// The receiving side's player diagonally opposite the server, in the court of the same name.
  var receivingPlayerIndex: Int {
    guard isDoubles else { return 0 }
    let right = rightCourtIndex(of: serving.opponent)
    return serverCourt == .right ? right : 1 - right
  }

  mutating func record(_ rallyWinner: Side) {
    guard winner == nil else { return }
    ralliesInGame += 1
    (rallyEndedGame, rallyReachedHalfway, isSideOut, isSecondServer) = (
      false, false, false, false
    )
    guard rallyWinner == serving else {
      if isRallyScoring && !wouldWinGame(rallyWinner) {
        points[rallyWinner] += 1
      }
      loseServe()
      return
    }
    points[serving] += 1
    let scorer = serving
    if points[scorer] >= target && points[scorer] - points[scorer.opponent] >= winBy {
      finishGame(wonBy: scorer)
    } else if inDecidingGame, let halfway, points[scorer] == halfway, points[scorer.opponent] < halfway {
      rallyReachedHalfway = true
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
      servingPlayerIndex = 1 - servingPlayerIndex
      isSecondServer = true
    } else {
      startServiceTurn(for: serving.opponent, serverNumber: 1)
      isSideOut = true
    }
  }

  private mutating func startServiceTurn(for side: Side, serverNumber number: Int) {
    serving = side
    serverNumber = hasSecondServer ? number : 1
    servingPlayerIndex = rightCourtIndex(of: side)
  }

  private mutating func finishGame(wonBy side: Side) {
    playedGames.append(FinishedGame(points: points, winner: side))
    gamesTaken[side] += 1
    rallyEndedGame = true
    if gamesTaken[side] >= rules.gamesToWinMatch {
      winner = side
      return
    }
    points = SidePair(both: 0)
    ralliesInGame = 0
    gameOpener = gameOpener.opponent
    startServiceTurn(for: gameOpener, serverNumber: 2)
    lineUpPlayersForGame()
  }

  /// Whether the sides change ends before the next rally.
  var isEndChangeDue: Bool {
    winner == nil && (rallyEndedGame || rallyReachedHalfway)
  }

  /// The side that wins the current game, or the match, by winning the next rally: only the
  /// server can score.
  func sideWinning(match: Bool) -> Side? {
    guard winner == nil else { return nil }
    let scorer = serving
    guard points[scorer] + 1 >= target, points[scorer] + 1 - points[scorer.opponent] >= winBy else {
      return nil
    }
    return !match || gamesTaken[scorer] + 1 >= rules.gamesToWinMatch ? scorer : nil
  }
}
