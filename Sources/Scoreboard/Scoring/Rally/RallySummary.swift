/// Everything a rally-sport match shows, derived from who won each rally.
///
/// Nothing here is stored by the match: ``RallyScoring/summary(of:rules:firstServer:)`` computes it
/// from the sequence of rally winners, so undoing a rally (dropping the last winner) is exact.
///
/// ```swift
/// let rules = SportRules.defaults(for: .tableTennis)
/// let summary = RallyScoring.summary(of: [.home, .home, .away], rules: rules, firstServer: .home)
/// // summary.points == SidePair(home: 2, away: 1), summary.server == .away
/// ```
public struct RallySummary: Equatable, Sendable {
  /// The games played to their end, in order.
  public var finishedGames: [FinishedGame]
  /// The points in the current game; once the match is over, the final points of the last game.
  public var points: SidePair<Int>
  /// Games won by each side.
  public var gamesWon: SidePair<Int>
  /// The 1-based number of the current game; once the match is over, of the last game.
  public var gameNumber: Int
  /// Whether the current (or, once over, the last) game is the deciding one: each side had won all
  /// but one of the games it needs.
  public var isDecidingGame: Bool
  /// The side that serves the next rally; once the match is over, the side that served the last.
  public var server: Side
  /// Badminton only: the court the server serves the next rally from; `nil` in the other sports and
  /// once the match is over.
  public var serviceCourt: ServiceCourt?
  /// The side that won the match, or `nil` while it goes on.
  public var winner: Side?
  /// The side that wins the current game by winning the next rally, or `nil` (always `nil` once the
  /// match is over). When both sides would (badminton at 29-all), the server.
  public var gamePoint: Side?
  /// The side that wins the match by winning the next rally, or `nil`. When both sides would, the
  /// server.
  public var matchPoint: Side?
  /// Whether both sides win the current game by winning the next rally (badminton at 29-all, with
  /// 30 capping the game): the call names neither.
  public var isPointForBoth: Bool
  /// Badminton doubles: which of the serving side's players serves (0 first named), or `nil` in
  /// singles and once the match is over.
  public var serverIndex: Int?
  /// Badminton doubles: which of the receiving side's players receives, or `nil`.
  public var receiverIndex: Int?
  /// Badminton: the leading score in the game has just reached 11, so an interval is due
  /// (BWF Law 16.2.1). Always `false` in the other sports.
  public var isInterval: Bool
  /// The sides are due to change ends now: after each game but the last, and in the deciding game
  /// when a side first reaches 5 (table tennis), 11 (badminton) or 8 (volleyball); or, in a sport
  /// whose ends change every so many points played, after each of them within a game.
  public var changeEnds: Bool
  /// The choices the rules leave to the players now (before a game's first rally), in the order
  /// they are asked, whether made or not.
  public var openChoices: [OpenChoice] = []
  /// The sum of the points in a game other than the deciding one has just reached the one at which
  /// the rules stop it for a technical timeout. Always `false` in a sport without one.
  public var isTechnicalTimeout = false

  /// A summary with every value given; ``RallyScoring/summary(of:rules:firstServer:)`` makes them.
  public init(
    finishedGames: [FinishedGame], points: SidePair<Int>, gamesWon: SidePair<Int>, gameNumber: Int,
    isDecidingGame: Bool, server: Side, serviceCourt: ServiceCourt?, winner: Side?, gamePoint: Side?,
    matchPoint: Side?, isPointForBoth: Bool = false, serverIndex: Int? = nil, receiverIndex: Int? = nil,
    isInterval: Bool, changeEnds: Bool
  ) {
    self.finishedGames = finishedGames
    self.points = points
    self.gamesWon = gamesWon
    self.gameNumber = gameNumber
    self.isDecidingGame = isDecidingGame
    self.server = server
    self.serviceCourt = serviceCourt
    self.winner = winner
    self.gamePoint = gamePoint
    self.matchPoint = matchPoint
    self.isPointForBoth = isPointForBoth
    self.serverIndex = serverIndex
    self.receiverIndex = receiverIndex
    self.isInterval = isInterval
    self.changeEnds = changeEnds
  }
}
