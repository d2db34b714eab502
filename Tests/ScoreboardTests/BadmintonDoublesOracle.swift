import Scoreboard

/// An independent badminton doubles umpire for the property tests, written from BWF Law 11 with
/// explicit courts: each side has a right and a left court; the serving side serves from the
/// right on an even score and the left on an odd one; a serving side that wins the rally scores
/// and its two players change courts (the same server serves again); a receiving side that wins
/// scores and serves, nobody moves, and its server is whoever stands in the court of its score;
/// the receiver stands diagonally opposite, in the court of the same name.
struct BadmintonDoublesOracle {
  var right = SidePair(both: 0)
  var left = SidePair(both: 1)
  var points = SidePair(both: 0)
  var serving: Side
  var server = 0
  var games = SidePair(both: 0)
  var winner: Side?

  init(firstServer: Side) {
    serving = firstServer
  }

  /// The court the serving side serves from.
  var court: ServiceCourt { points[serving].isMultiple(of: 2) ? .right : .left }

  /// The receiving player.
  var receiver: Int { court == .right ? right[serving.opponent] : left[serving.opponent] }

  mutating func play(_ rallyWinner: Side) {
    guard winner == nil else { return }
    points[rallyWinner] += 1
    if rallyWinner == serving {
      (right[serving], left[serving]) = (left[serving], right[serving])
    } else {
      serving = rallyWinner
      server = court == .right ? right[serving] : left[serving]
    }
    let lead = points[rallyWinner] - points[rallyWinner.opponent]
    guard (points[rallyWinner] >= 21 && lead >= 2) || points[rallyWinner] == 30 else { return }
    games[rallyWinner] += 1
    if games[rallyWinner] == 2 {
      winner = rallyWinner
      return
    }
    points = SidePair(both: 0)
    serving = rallyWinner
    startGame(server: 0, receiver: 0)
  }

  /// The start of a game: the serving side's chosen `server` and the receiving side's chosen
  /// `receiver` take their right courts, their partners the left.
  mutating func startGame(server chosenServer: Int, receiver chosenReceiver: Int) {
    right[serving] = chosenServer
    left[serving] = 1 - chosenServer
    right[serving.opponent] = chosenReceiver
    left[serving.opponent] = 1 - chosenReceiver
    server = chosenServer
  }
}
