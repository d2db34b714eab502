import Scoreboard

/// An independent, deliberately plain account of who serves, to check ``RallyScoring`` against.
///
/// It follows the serve rally by rally the way an umpire does (a count of serves left for table
/// tennis, the rally winner for the others) and is told when a game ends rather than working it out.
struct RallyServeOracle {
  let sport: Sport
  /// The side that serves the next rally.
  private(set) var server: Side
  private var opener: Side
  private var servesLeft = 2
  private var points = SidePair(both: 0)

  init(sport: Sport, firstServer: Side) {
    self.sport = sport
    server = firstServer
    opener = firstServer
  }

  /// Follows a rally won by `side`; `endedGame` says whether it was the last of its game.
  mutating func rally(wonBy side: Side, endedGame: Bool, deuceAt deuce: Int = 10) {
    points[side] += 1
    if endedGame {
      points = SidePair(both: 0)
      servesLeft = 2
      switch sport {
      case .badminton: server = side
      default:
        opener = opener.opponent
        server = opener
      }
      return
    }
    guard sport == .tableTennis else {
      server = side
      return
    }
    servesLeft -= 1
    let atDeuce = points.home >= deuce && points.away >= deuce
    if servesLeft == 0 || atDeuce {
      server = server.opponent
      servesLeft = atDeuce ? 1 : 2
    }
  }
}
