import Benchmark
import Scoreboard
import StateStore
import Synchronization

/// A match that never ends, played point by point: the long games whose cost per point must not
/// grow with the points already played.
private struct LongMatch: Sendable {
  /// How the benchmark names it.
  let name: String
  /// The sport.
  let sport: Sport
  /// `--best-of`, where given.
  let bestOf: Int?

  /// The plain scoreboard counting for ever (`--sport generic --best-of 1 --points-to-win 99999`):
  /// its points are added up, not kept one by one.
  static let genericTotals = LongMatch(name: "generic totals", sport: .generic, bestOf: 1)
  /// The plain scoreboard played in games (`--sport generic --best-of 3 --points-to-win 99999`):
  /// point by point, one game that never ends.
  static let genericGames = LongMatch(name: "generic games", sport: .generic, bestOf: 3)
  /// Table tennis with games to 99999 (`--sport table-tennis --points-to-win 99999`).
  static let tableTennis = LongMatch(name: "table tennis", sport: .tableTennis, bestOf: nil)
  /// Tennis (`--sport tennis`) with the points alternating: one game at deuce for ever.
  static let tennis = LongMatch(name: "tennis", sport: .tennis, bestOf: nil)

  /// The rules as the command line makes them: games to 99999 where the sport takes a target.
  func rules() throws -> SportRules {
    var choices = RuleChoices()
    let pointsToWin: Int? = sport.profile.options.contains(.pointsToWin) ? 99_999 : nil
    choices[.pointsToWin] = pointsToWin
    choices[.bestOf] = bestOf
    return try SportRules(sport: sport, choices: choices)
  }

  /// The app after `points` points won in turn by each side, with no undo history (as after a
  /// start-up), so a benchmark's copy of it shares nothing it will grow.
  func app(afterPoints points: Int) throws -> AppState {
    var board = ScoreboardState(homeName: "Ann", awayName: "Bob", rules: try rules())
    for point in 0..<points {
      _ = ScoreboardState.reducer.reduce(&board, .add(Self.winner(ofPoint: point), points: 1))
    }
    return AppState(game: Game(scoreboard: board))
  }

  /// The app after `points` points won in turn through `reducer`: a timeline of `points` steps,
  /// which the benchmark's copy shares (as a follower's or a subscriber's copy of the state does),
  /// so a new step must not copy the steps or the points before it.
  func app(
    afterPoints points: Int, through reducer: Reducer<AppState, AppAction>
  ) throws -> AppState {
    var app = AppState(
      game: Game(scoreboard: ScoreboardState(homeName: "Ann", awayName: "Bob", rules: try rules())))
    for point in 0..<points {
      _ = reducer.reduce(&app, .scoreboard(.add(Self.winner(ofPoint: point), points: 1)))
    }
    return app
  }

  /// Home wins the even points, away the odd ones: no game of these matches ever ends.
  static func winner(ofPoint point: Int) -> Side { point.isMultiple(of: 2) ? .home : .away }
}

/// The app state a benchmark's setup prepares and its closure reads.
private final class PreparedApp: Sendable {
  private let state = Mutex<AppState?>(nil)

  func prepare(_ app: AppState) { state.withLock { $0 = app } }

  var app: AppState { state.withLock { $0! } }
}

/// The cost of one more point, and of reading the match, at point 10 and at point 10,000 of a long
/// match in each point-by-point engine (and in the plain scoreboard adding points up): through
/// ``AppState/reducer`` as a key does it (undo history, the winner's onChange), ten points per
/// measured iteration, from a state with no undo history and from a timeline of that many steps
/// shared with the state before (and the same with each point's match events, issue 28); and one
/// read of ``ScoreboardState/match``, as the view does on every frame.
/// `ratios.py` prints each figure at 10,000 as a ratio of the same figure at 10.
func registerScoringBenchmarks() {
  let single = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    scalingFactor: .one,
    maxDuration: .seconds(1),
    maxIterations: 10_000
  )
  let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))
  let pointsPerIteration = 10

  for match in [LongMatch.genericTotals, .genericGames, .tableTennis, .tennis] {
    for played in [10, 10_000] {
      let prepared = PreparedApp()
      let setup: @Sendable () throws -> Void = { prepared.prepare(try match.app(afterPoints: played)) }

      Benchmark(
        "scoring: \(match.name), \(pointsPerIteration) points through the reducer at point \(played)",
        configuration: single,
        closure: { benchmark in
          var app = prepared.app
          benchmark.startMeasurement()
          for point in played..<(played + pointsPerIteration) {
            blackHole(reducer.reduce(&app, .scoreboard(.add(LongMatch.winner(ofPoint: point), points: 1))))
          }
          benchmark.stopMeasurement()
          blackHole(app)
        },
        setup: setup)

      let timeline = PreparedApp()
      Benchmark(
        "scoring: \(match.name), \(pointsPerIteration) points on a shared timeline at point \(played)",
        configuration: single,
        closure: { benchmark in
          var app = timeline.app
          benchmark.startMeasurement()
          for point in played..<(played + pointsPerIteration) {
            blackHole(reducer.reduce(&app, .scoreboard(.add(LongMatch.winner(ofPoint: point), points: 1))))
          }
          benchmark.stopMeasurement()
          blackHole(app)
        },
        setup: { timeline.prepare(try match.app(afterPoints: played, through: reducer)) })

      // Issue 28: the same points with each record's match events, as `serve` derives them.
      let withEvents = PreparedApp()
      Benchmark(
        "scoring: \(match.name), \(pointsPerIteration) points on a shared timeline with their match events at point \(played)",
        configuration: single,
        closure: { benchmark in
          var app = withEvents.app
          var ledger = MatchEventLedger(app.game)
          benchmark.startMeasurement()
          for point in played..<(played + pointsPerIteration) {
            let action = AppAction.scoreboard(.add(LongMatch.winner(ofPoint: point), points: 1))
            blackHole(reducer.reduce(&app, action))
            blackHole(ledger.events(after: app.game, action: action, record: UInt64(point), time: nil))
          }
          benchmark.stopMeasurement()
          blackHole(app)
        },
        setup: { withEvents.prepare(try match.app(afterPoints: played, through: reducer)) })

      Benchmark(
        "scoring: \(match.name), match read at point \(played)",
        configuration: single,
        closure: { benchmark in
          let board = prepared.app.scoreboard
          benchmark.startMeasurement()
          for _ in benchmark.scaledIterations {
            blackHole(board.match)
            blackHole(board.winner)
          }
          benchmark.stopMeasurement()
        },
        setup: setup)
    }
  }
}
