import Benchmark
import Foundation
import Scoreboard
import ScoreboardPersistence
import StateStore

/// A tennis game of `count` journaled actions: home wins three points of four, a counter now and
/// then, an undo and a redo every 25 actions, a new match whenever one is won.
func tennisActions(_ count: Int) -> (newGame: Game, actions: [AppAction], final: AppState) {
  let newGame = Game(scoreboard: ScoreboardState(rules: SportRules.defaults(for: .tennis)))
  var state = AppState(game: newGame)
  var actions: [AppAction] = []
  var step = 0
  while actions.count < count {
    var action: AppAction =
      switch step % 25 {
      case 23: .undo
      case 24: .redo
      case 22: .counters(.increment(by: 1))
      default: .scoreboard(.add(step % 4 == 3 ? .away : .home, points: 1))
      }
    step += 1
    let before = state.game
    _ = GameLoader.replayReducer.reduce(&state, action)
    if state.game == before {
      action = .scoreboard(.newMatch(newGame.scoreboard.rules))
      _ = GameLoader.replayReducer.reduce(&state, action)
    }
    actions.append(action)
  }
  return (newGame, actions, state)
}

/// A fresh temporary directory for one benchmark's files.
func benchmarkDirectory(_ name: String) -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("scoreboard-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.removeItem(at: url)
  return url
}

/// The saved game: appending to the journal with and without an fdatasync per record, start-up
/// with a 10,000-action game, and writing the snapshot of a 10,000-step history. Each measured
/// iteration is one operation (`scalingFactor: .one`; ratios.py knows them by their prefix): one
/// action dispatched and journaled, one start-up, one snapshot.
func registerPersistenceBenchmarks() {
  let single = Benchmark.Configuration(
    metrics: [.wallClock, .throughput],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  for fsyncEach in [false, true] {
    let name = fsyncEach ? "persistence: journal append + fdatasync" : "persistence: journal append, no fsync"
    let url = benchmarkDirectory(fsyncEach ? "fsync" : "append")
    guard
      let saved = try? PersistentGame.open(
        directory: StateDirectory(url: url), options: .init(snapshotEvery: 1_000_000))
    else { continue }
    let store = Store(
      initialState: saved.initialState, reducer: GameLoader.replayReducer, middleware: [saved.middleware])
    Benchmark(name, configuration: single) { benchmark in
      for _ in benchmark.scaledIterations {
        store.dispatch(.counters(.increment(by: 1)))
        if fsyncEach { saved.sync() }
      }
    }
  }

  let game = tennisActions(10_000)
  let startUp = benchmarkDirectory("startup")
  do {
    let saved = try? PersistentGame.open(directory: StateDirectory(url: startUp), newGame: game.newGame)
    if let saved {
      let store = Store(
        initialState: saved.initialState, reducer: GameLoader.replayReducer, middleware: [saved.middleware])
      for action in game.actions { store.dispatch(action) }
      saved.close(finalState: store.state)
    }
  }
  Benchmark("persistence: start-up (open + load), 10,000 actions", configuration: single) { benchmark in
    for _ in benchmark.scaledIterations {
      let saved = try PersistentGame.open(directory: StateDirectory(url: startUp), newGame: game.newGame)
      blackHole(saved.initialState)
    }
  }

  let snapshotFile = benchmarkDirectory("snapshot")
  try? FileManager.default.createDirectory(at: snapshotFile, withIntermediateDirectories: true)
  let snapshot = Snapshot(
    sequence: 10_000, stamp: ClockStamp(time: 0, boot: "", reading: 0, offset: 0),
    present: game.final.game.present, base: UndoHistory(game.newGame), actions: game.actions)
  Benchmark("persistence: snapshot write, 10,000-step history", configuration: single) { benchmark in
    for _ in benchmark.scaledIterations {
      try snapshot.write(to: snapshotFile.appendingPathComponent("snapshot"))
    }
  }
}
