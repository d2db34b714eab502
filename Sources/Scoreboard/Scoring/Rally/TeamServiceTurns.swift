/// Doubles where each side's two players take turns to serve, the serve passing to the side that
/// wins a rally: a side that regains the serve sends in the player who did not serve its last
/// turn. Each side's first server is chosen before each game; the order then holds for the game.
///
/// A player is an index into the side's players (0 first named).
struct TeamServiceTurns: Equatable {
  /// The player of the serving side who serves now.
  private(set) var server: Int
  /// The player of each side who serves its next turn of service.
  private var nextServer: SidePair<Int>

  /// The turns of a game that `opener` serves first, each side's first server as `firstServers`.
  init(openedBy opener: Side, firstServers: SidePair<Int>) {
    server = firstServers[opener]
    nextServer = firstServers
    nextServer[opener] = 1 - server
  }

  /// `side` has regained the serve: its player whose turn it is serves, the other one next time.
  mutating func serveGained(by side: Side) {
    server = nextServer[side]
    nextServer[side] = 1 - server
  }
}
