/// Everything a pickleball scoreboard shows, derived from who won each rally.
///
/// Made by ``PickleballScoring/summary(of:rules:firstServer:)``; nothing in it is stored, so
/// undoing a rally (dropping it from the list) gives back the exact summary before it: score,
/// server, server number and every player's court.
public struct PickleballSummary: Equatable, Sendable {
  /// The games played to their end, in order.
  public var playedGames: [FinishedGame]
  /// The points in the current game; once the match is over, the final points of the last game.
  public var points: SidePair<Int>
  /// Games won by each side.
  public var gamesTaken: SidePair<Int>
  /// The side serving the next rally; once the match is over, the side that served the last.
  public var serving: Side
  /// Doubles: 1 or 2, which of the serving side's players serves in this service turn (the first
  /// serving side of a game starts at 2). Singles: `nil`.
  public var serverNumber: Int?
  /// Which of the serving side's players serves, as an index into its players (0 in singles).
  public var servingPlayerIndex: Int
  /// The court the server serves from.
  public var serverCourt: ServiceCourt
  /// Which of the receiving side's players receives: the one diagonally opposite the server.
  public var receivingPlayerIndex: Int
  /// The side that won the match, or `nil` while it goes on.
  public var winner: Side?
  /// The side that wins the game by winning the next rally (only the server can score), or `nil`.
  public var sideAtGamePoint: Side?
  /// The side that wins the match by winning the next rally, or `nil`.
  public var sideAtMatchPoint: Side?
  /// The sides are due to change ends now: after each game but the last, and in the deciding
  /// game when a side first reaches 6 of 11 (8 of 15, 11 of 21).
  public var isEndChangeDue: Bool
  /// The last rally was lost by the serving side's last server: the serve passed to the other side.
  public var isSideOut: Bool
  /// Doubles: the last rally was lost by the first server, so the partner serves now.
  public var isSecondServer: Bool
  /// The 1-based number of the game being played (of the last once the match is over).
  public var gameBeingPlayed = 1
  /// The choices the rules leave to the players now (before a game's first rally), in the order
  /// they are asked, whether made or not.
  public var choicesBeforeRally: [OpenChoice] = []

  /// The score as the server calls it before serving: serving side's score, receiving side's
  /// score, and in side-out doubles the server number: `4-2-1`, `0-0-2`; singles and rally
  /// scoring `4-2`.
  public var call: String {
    let numbers = [points[serving], points[serving.opponent]] + (serverNumber.map { [$0] } ?? [])
    return numbers.map(String.init).joined(separator: "-")
  }
}
