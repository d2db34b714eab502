/// How a rally sport serves and calls its games: the parts of its rules that are not numbers.
public struct RallyStyle: Equatable, Sendable {
  /// How the serve passes within a game.
  let serveOrder: RallyServeOrder
  /// Who opens each game after the first.
  let opener: RallyGameOpener
  /// Whether the server serves from a service court chosen by their score.
  let hasServiceCourts: Bool
  /// Whether a game stops for an interval when the leading score reaches half the target.
  let hasMidGameInterval: Bool
  /// Whether the halfway score of a game is rounded up (11 of 21, 8 of 15) or down (5 of 11).
  let roundsHalfwayUp: Bool
  /// What the sport calls a game, capitalised: `Game`, or `Set` in volleyball.
  public let gameName: String
  /// Whether the server serves from the right box on gaining the serve and alternates boxes
  /// while keeping it (squash), rather than from a court chosen by the score.
  var alternatesBoxes = false
  /// Whether the sides change ends between games and in the deciding one (not in squash).
  var changesEnds = true
  /// Whether the deciding game starts with a new toss for its first serve (a fifth set,
  /// FIVB 12.2.2.1) rather than following the alternation.
  var hasDecidingGameToss = false
  /// What the sport calls where the server serves from: `court`, or `box` in squash.
  public var courtName = "court"
  /// Every how many points played in a game the sides change ends, or `nil` where they change
  /// between games and halfway through the deciding one. With it, no change is called between
  /// games: the sides for the next game are chosen with its serve.
  var endsChangeEvery: EndsChangeInterval?
  /// The sum of both sides' points at which a game other than the deciding one stops for a
  /// technical timeout, or `nil` for none.
  var technicalTimeoutAt: Int?
  /// In doubles, whether each side's two players take turns to serve: a side that regains the
  /// serve sends in the player who did not serve its last turn, in an order each side chooses
  /// before each game (its first server).
  var teamServersTakeTurns = false
  /// Whether the serving side of every game is chosen before it, the side whose turn it is serving
  /// unless another is chosen, rather than only of the first (and of a deciding game with its own
  /// toss).
  var choosesServingSideEachGame = false

  /// How the standing of games won is labelled: `games`, or `sets` in volleyball.
  public var standingLabel: String { gameName.lowercased() + "s" }
}
