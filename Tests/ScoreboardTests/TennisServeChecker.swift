import Scoreboard

/// An independent statement of who serves (ITF rules 14 and 5b), read off a summary's recorded
/// games rather than the engine's own bookkeeping.
enum TennisServeChecker {
  /// The side that must serve the next point of an unfinished match shown by `summary`.
  static func server(of summary: TennisSummary, firstServer: Side) -> Side {
    // Every game finished so far, a 7-6 set counting its tiebreak as the thirteenth game and the
    // match tiebreak (recorded 1-0) as one.
    let finished = summary.finishedSets.map { $0.games.home + $0.games.away }.reduce(0, +)
    let gamesPlayed = finished + summary.games.home + summary.games.away
    let gameServer = gamesPlayed % 2 == 0 ? firstServer : firstServer.opponent
    guard summary.isTiebreak else { return gameServer }
    // One point by the game's server, then two by each side in turn: points 1-2, 5-6, 9-10...
    // are the opponent's.
    let played = summary.points.home + summary.points.away
    return played % 4 == 1 || played % 4 == 2 ? gameServer.opponent : gameServer
  }
}
