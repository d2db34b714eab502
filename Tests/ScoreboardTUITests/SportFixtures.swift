import Scoreboard
import ScoreboardTUI

/// A mid-match state of each sport, built through the reducers, for the per-sport views.
enum SportFixtures {
  /// An action that adds `points` to `side`.
  static func add(_ side: Side, _ points: Int) -> AppAction {
    .scoreboard(.add(side, points: points))
  }

  /// An action on the game clock.
  static func timed(_ action: TimedAction) -> AppAction {
    .scoreboard(.timed(action))
  }

  /// A new match of `sport` by its usual rules.
  static func newMatch(_ sport: Sport) -> AppAction {
    .scoreboard(.newMatch(.defaults(for: sport)))
  }

  /// Tennis: a set to Home, then advantage in the second set: `AD` and a blank, with a callout.
  static let tennis = Fixtures.state([
    newMatch(.tennis), add(.home, 24), add(.away, 8), add(.home, 4), add(.away, 3), add(.home, 3),
    add(.home, 1),
  ])

  /// Table tennis: Home won the first game, 5 : 7 in the second.
  static let tableTennis = Fixtures.state([
    newMatch(.tableTennis), add(.home, 11), add(.away, 7), add(.home, 5),
  ])

  /// Badminton: Home won the first game and serves at 3 : 10, from the left court.
  static let badminton = Fixtures.state([newMatch(.badminton), add(.home, 21), add(.away, 10), add(.home, 3)])

  /// Volleyball: a set each, 24 : 23 in the third: set point.
  static let volleyball = Fixtures.state([
    newMatch(.volleyball), add(.home, 25), add(.away, 25), add(.away, 23), add(.home, 24),
  ])

  /// Basketball: Q2 with the clock running at 7:30, Away five fouls (Home in the bonus), Home a
  /// timeout taken.
  static let basketball = Fixtures.state(
    [newMatch(.basketball), add(.home, 3), add(.away, 2), add(.home, 2), timed(.nextPeriod)]
      + [timed(.startStop(at: .zero)), timed(.tick(at: .seconds(150)))]
      + Array(repeating: timed(.foul(.away)), count: 5) + [timed(.foul(.home)), timed(.timeout(.home))]
      + [add(.home, 78), add(.away, 64)])

  /// Soccer: 1 : 0 in the first half, 2:13 of added time.
  static let soccer = Fixtures.state([
    newMatch(.soccer), timed(.startStop(at: .zero)), add(.home, 1), timed(.tick(at: .seconds(45 * 60 + 133))),
  ])

  /// Hockey with penalties: P1, Away serving a minor penalty with 1:47 left.
  static let hockey: AppState = {
    var rules = SportRules.defaults(for: .hockey)
    rules.penalties = true
    return Fixtures.state([
      .scoreboard(.newMatch(rules)), timed(.startStop(at: .zero)), add(.home, 2), add(.away, 1),
      timed(.tick(at: .seconds(60))), timed(.minorPenalty(.away)), timed(.tick(at: .seconds(73))),
    ])
  }()

  /// Table tennis won 3 : 0 by Home.
  /// A table tennis match won 3-0, its summary closed to show the board.
  static let won = Fixtures.state([newMatch(.tableTennis), add(.home, 33), .ui(.hideMatchSummary)])

  /// A tennis match won 6-4 6-0 by Home, its summary closed to show the board.
  static let wonTennis = Fixtures.state([
    newMatch(.tennis), add(.home, 16), add(.away, 16), add(.home, 8), add(.home, 24), .ui(.hideMatchSummary),
  ])

  /// One mid-match state per sport, generic included, named for golden files.
  static let bySport: [(name: String, state: AppState)] = [
    ("generic", Fixtures.midGame), ("tennis", tennis), ("table-tennis", tableTennis),
    ("badminton", badminton),
    ("volleyball", volleyball), ("basketball", basketball), ("soccer", soccer), ("hockey", hockey),
  ]
}
