/// The rules of a rally-sport match, read from ``SportRules`` into the terms the scoring needs.
///
/// Values that ``SportRules/validated()`` would refuse are clamped so that scoring always ends.
struct RallyMatchRules: Equatable, Sendable {
  /// Points that win an ordinary game.
  var target: Int
  /// Points that win the deciding game.
  var decidingTarget: Int
  /// The lead a game must be won by.
  var winBy: Int
  /// The score that wins a game whatever the margin, or `nil`.
  var cap: Int?
  /// Games a side needs to win the match.
  var gamesToWin: Int
  /// How the serve passes within a game.
  var serveOrder: RallyServeOrder
  /// Who opens each game after the first.
  var opener: RallyGameOpener
  /// Whether the sport has service courts (badminton).
  var hasServiceCourts: Bool
  /// Whether the server alternates boxes while keeping the serve, starting right (squash).
  var alternatesBoxes: Bool
  /// Whether the sides change ends.
  var changesEnds: Bool
  /// Whether a game stops for an interval when the leading score reaches half the target.
  var hasMidGameInterval: Bool
  /// Whether the halfway score of a game is rounded up (badminton 11 of 21, volleyball 8 of 15) or
  /// down (table tennis 5 of 11).
  var roundsHalfwayUp: Bool
  /// Whether the deciding game starts with a new toss for the first serve.
  var hasDecidingGameToss: Bool
  /// Every how many points played the sides change ends within a game, or `nil`.
  var endsChangeEvery: EndsChangeInterval?
  /// The sum of the points at which a game other than the deciding one has a technical timeout.
  var technicalTimeoutAt: Int?
  /// Whether each doubles side's players take turns to serve.
  var teamServersTakeTurns: Bool
  /// Whether the serving side of every game is chosen before it.
  var choosesServingSideEachGame: Bool

  /// The rules of `rules`' sport, served and called as its own style says.
  init(_ rules: SportRules) {
    self.init(rules, style: rules.sport.profile.rally ?? Self.plainStyle)
  }

  /// The numbers of `rules`, served and called as `style` says.
  init(_ rules: SportRules, style: RallyStyle) {
    target = max(1, rules.pointsToWin ?? 1)
    decidingTarget = max(1, rules.decidingGamePoints ?? target)
    winBy = max(1, rules.winBy)
    cap = rules.cap.map { max(1, $0) }
    gamesToWin = max(1, rules.gamesToWinMatch)
    serveOrder = style.serveOrder
    opener = style.opener
    hasServiceCourts = style.hasServiceCourts
    alternatesBoxes = style.alternatesBoxes
    changesEnds = style.changesEnds
    hasMidGameInterval = style.hasMidGameInterval
    roundsHalfwayUp = style.roundsHalfwayUp
    hasDecidingGameToss = style.hasDecidingGameToss
    endsChangeEvery = style.endsChangeEvery
    technicalTimeoutAt = style.technicalTimeoutAt
    teamServersTakeTurns = style.teamServersTakeTurns
    choosesServingSideEachGame = style.choosesServingSideEachGame
  }

  /// The style of rules whose sport has none of its own: the rally winner serves, games alternate.
  private static let plainStyle = RallyStyle(
    serveOrder: .rallyWinnerServes, opener: .alternating, hasServiceCourts: false,
    hasMidGameInterval: false, roundsHalfwayUp: true, gameName: "Game")

  /// Whether, in doubles, the rules say which player serves: by service courts, by each side's
  /// players taking turns, or by the pairs' order of service where the serve passes in turns.
  var saysWhichPlayerServes: Bool { hasServiceCourts || teamServersTakeTurns || serveOrder == .twoServesEach }

  /// Points that win a game, the deciding one or another.
  func target(deciding: Bool) -> Int { deciding ? decidingTarget : target }

  /// Whether a game with these games already won is the deciding one.
  func isDeciding(gamesWonBefore: SidePair<Int>) -> Bool {
    gamesWonBefore.home == gamesToWin - 1 && gamesWonBefore.away == gamesToWin - 1
  }

  /// The side that has won a game at `points`, if either has.
  func gameWinner(at points: SidePair<Int>, deciding: Bool) -> Side? {
    Side.allCases.first { side in
      let own = points[side]
      if let cap, own >= cap { return true }
      return own >= target(deciding: deciding) && own - points[side.opponent] >= winBy
    }
  }

  /// The score halfway through a game, where ends change in the deciding game and badminton has its
  /// interval; `nil` when the game is too short to have one.
  func halfway(deciding: Bool) -> Int? {
    let points = target(deciding: deciding)
    let half = roundsHalfwayUp ? (points + 1) / 2 : points / 2
    return half >= 1 && half < points ? half : nil
  }
}
