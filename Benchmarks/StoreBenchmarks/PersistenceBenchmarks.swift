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

/// A saved game in a temporary directory for one benchmark: made by its `setup`, closed and
/// removed by its `teardown`, so a run leaves no files and listing the benchmarks makes none.
final class BenchmarkGame: @unchecked Sendable {
  private let lock = NSLock()
  private var directory: URL?
  private var open: (saved: PersistentGame, store: Store<AppState, AppAction>)?
  private var snapshot: Snapshot?

  /// Opens a new game in a fresh directory and plays `actions` on it, with `options`; unless
  /// `keepOpen`, quits it (a snapshot, the lock released).
  func setUp(
    _ name: String, newGame: Game = Game(), actions: [AppAction] = [],
    options: PersistentGame.Options = .init(), keepOpen: Bool = true
  ) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scoreboard-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: url)
    let saved = try PersistentGame.open(
      directory: StateDirectory(url: url), newGame: newGame, options: options)
    let store = Store(
      initialState: saved.initialState, reducer: GameLoader.replayReducer, middleware: [saved.middleware])
    for action in actions { store.dispatch(action) }
    if !keepOpen { saved.close(finalState: store.state) }
    lock.withLock {
      directory = url
      open = keepOpen ? (saved, store) : nil
    }
  }

  /// The open game and its store.
  var game: (saved: PersistentGame, store: Store<AppState, AppAction>) {
    lock.withLock { open! }
  }

  /// The directory.
  var url: URL { lock.withLock { directory! } }

  /// A snapshot kept for the benchmark.
  var kept: Snapshot {
    get { lock.withLock { snapshot! } }
    set { lock.withLock { snapshot = newValue } }
  }

  /// Closes the game if open and removes the directory.
  func tearDown() {
    let (url, game) = lock.withLock {
      defer {
        directory = nil
        open = nil
        snapshot = nil
      }
      return (directory, open)
    }
    if let game { game.saved.close(finalState: game.store.state) }
    withExtendedLifetime(game) {}
    if let url { try? FileManager.default.removeItem(at: url) }
  }
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
    let files = BenchmarkGame()
    Benchmark(
      name, configuration: single,
      closure: { benchmark in
        let (saved, store) = files.game
        for _ in benchmark.scaledIterations {
          store.dispatch(.counters(.increment(by: 1)))
          if fsyncEach { saved.sync() }
        }
      },
      setup: { try files.setUp(fsyncEach ? "fsync" : "append", options: .init(snapshotEvery: 1_000_000)) },
      teardown: { files.tearDown() })
  }

  let startUp = BenchmarkGame()
  Benchmark(
    "persistence: start-up (open + load), 10,000 actions", configuration: single,
    closure: { benchmark in
      let url = startUp.url
      let newGame = startUp.kept.present
      for _ in benchmark.scaledIterations {
        let saved = try PersistentGame.open(directory: StateDirectory(url: url), newGame: newGame)
        blackHole(saved.initialState)
      }
    },
    setup: {
      let game = tennisActions(10_000)
      try startUp.setUp("startup", newGame: game.newGame, actions: game.actions, keepOpen: false)
      startUp.kept = Snapshot(
        sequence: 0, stamp: ClockStamp(time: 0, boot: "", reading: 0, offset: 0),
        game: Timeline(game.newGame))
    },
    teardown: { startUp.tearDown() })

  let snapshotFiles = BenchmarkGame()
  Benchmark(
    "persistence: snapshot write, 10,000-step history", configuration: single,
    closure: { benchmark in
      let file = snapshotFiles.url.appendingPathComponent("snapshot.bench")
      let snapshot = snapshotFiles.kept
      for _ in benchmark.scaledIterations {
        try snapshot.write(to: file)
      }
    },
    setup: {
      try snapshotFiles.setUp("snapshot", keepOpen: false)
      let game = tennisActions(10_000)
      snapshotFiles.kept = Snapshot(
        sequence: 10_000, stamp: ClockStamp(time: 0, boot: "", reading: 0, offset: 0),
        present: game.final.game.present, base: Timeline(game.newGame), actions: ActionLog(game.actions))
    },
    teardown: { snapshotFiles.tearDown() })
}
