import Scoreboard

/// An independent pickleball referee for the property tests, written from the rule text with
/// explicit player positions rather than derived ones (USA Pickleball Rule 4): each side has a
/// right and a left court; the serving side's players swap courts when it scores; a fault by the
/// first server passes the serve to the partner, by the second (or the only one at 0-0-2) to the
/// other side, whose player in the right court serves first.
struct PickleballOracle {
  /// Who stands in each court of each side: player indices (0 = first named).
  var right = SidePair(both: 0)
  var left = SidePair(both: 1)
  var points = SidePair(both: 0)
  var serving: Side
  var serverNumber = 2
  var server = 0
  var gamesWon = SidePair(both: 0)
  var opener: Side
  var winner: Side?
  let target: Int
  let gamesToWin: Int

  init(firstServer: Side, target: Int = 11, gamesToWin: Int = 1) {
    serving = firstServer
    opener = firstServer
    self.target = target
    self.gamesToWin = gamesToWin
  }

  /// The court of `player` of `side`.
  func court(of player: Int, side: Side) -> ServiceCourt { right[side] == player ? .right : .left }

  /// The receiver: the player of the other side standing diagonally, in the court of the same name.
  var receiver: Int {
    court(of: server, side: serving) == .right ? right[serving.opponent] : left[serving.opponent]
  }

  mutating func play(_ rallyWinner: Side) {
    guard winner == nil else { return }
    if rallyWinner == serving {
      points[serving] += 1
      (right[serving], left[serving]) = (left[serving], right[serving])
      if points[serving] >= target && points[serving] - points[serving.opponent] >= 2 {
        gamesWon[serving] += 1
        if gamesWon[serving] == gamesToWin {
          winner = serving
          return
        }
        points = SidePair(both: 0)
        right = SidePair(both: 0)
        left = SidePair(both: 1)
        opener = opener.opponent
        serving = opener
        serverNumber = 2
        server = right[serving]
      }
    } else if serverNumber == 1 {
      serverNumber = 2
      server = server == right[serving] ? left[serving] : right[serving]
    } else {
      serving = serving.opponent
      serverNumber = 1
      server = right[serving]
    }
  }
}
