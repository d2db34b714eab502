import Foundation
import PropertyBased
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

/// A temporary state directory, removed by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scoreboard-persistence-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var state: StateDirectory { StateDirectory(url: url) }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  func bytes(_ name: String) -> Data? { try? Data(contentsOf: file(name)) }

  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  func remove() {
    chmod(url.path, 0o700)
    try? FileManager.default.removeItem(at: url)
  }
}

/// A machine whose clocks the test moves by hand.
final class ScriptedMachine: @unchecked Sendable {
  private let lock = NSLock()
  private var boot: Duration = .seconds(1000)
  private var wall = Date(timeIntervalSince1970: 1_800_000_000)
  var bootID = "boot-1"

  /// Lets `seconds` pass on both clocks.
  func pass(_ seconds: Double) {
    lock.withLock {
      boot += .milliseconds(Int64(seconds * 1000))
      wall += seconds
    }
  }

  /// A reboot `seconds` after now: a new boot id, the boot clock back near 0.
  func reboot(after seconds: Double) {
    lock.withLock {
      bootID += "'"
      boot = .seconds(5)
      wall += seconds
    }
  }

  var clock: MachineClock {
    MachineClock(
      bootID: lock.withLock { bootID },
      bootReading: { self.lock.withLock { self.boot } },
      wallClock: { self.lock.withLock { self.wall } },
      environment: { offset in
        let now: @Sendable () -> Duration = { self.lock.withLock { self.boot } + offset }
        // The "timer" ticks once, straight away, so tests see it started.
        return GameClockEnvironment(now: now, ticks: { .send(.tick(at: now())) })
      }
    )
  }
}

/// Helpers shared by the tests.
enum Fixture {
  static let reducer = GameLoader.replayReducer

  /// A live store over a freshly opened game; the caller closes or drops it.
  static func open(
    _ directory: TemporaryDirectory, machine: ScriptedMachine = ScriptedMachine(), snapshotEvery: Int = 500,
    startNew: Bool = false, newGame: Game = Game(), frameWriter: FrameWriter = .system
  ) throws -> (PersistentGame, Store<AppState, AppAction>) {
    let game = try PersistentGame.open(
      directory: directory.state, startNew: startNew, newGame: newGame,
      options: PersistentGame.Options(
        snapshotEvery: snapshotEvery, machine: machine.clock, frameWriter: frameWriter))
    let store = Store(initialState: game.initialState, reducer: reducer, middleware: [game.middleware])
    return (game, store)
  }

  static let basketball = Game(scoreboard: ScoreboardState(rules: SportRules.defaults(for: .basketball)))

  /// Random actions of every kind, clock readings increasing.
  static let action = Gen<AppAction>.frequency(
    (4, zip(Gen<Side>.case, Gen.int(in: -1...4)).map { AppAction.scoreboard(.add($0, points: $1)) }),
    (2, zip(Gen<Side>.case, Gen.int(in: 1...3)).map { AppAction.scoreboard(.subtract($0, points: $1)) }),
    (1, Gen<Side>.case.map { AppAction.scoreboard(.rename($0, to: "Team \($0)")) }),
    (1, Gen.always(AppAction.scoreboard(.swapEnds))),
    (2, Gen.int(in: 1...5).map { AppAction.counters(.increment(by: $0)) }),
    (1, Gen.always(AppAction.counters(.add(name: "", allowsNegative: true)))),
    (1, Gen.always(AppAction.counters(.selectNext))),
    (2, Gen.always(AppAction.undo)),
    (1, Gen.always(AppAction.redo)),
    (1, Gen.always(AppAction.ui(.showHelp))),
    (1, Gen.always(AppAction.ui(.typeCountDigit(3)))),
    (1, Gen<Side>.case.map { AppAction.scoreboard(.timed(.foul($0))) }),
    (1, Gen.always(AppAction.scoreboard(.timed(.adjustClock(seconds: -7))))),
    (2, Gen.always(AppAction.scoreboard(.timed(.startStop(at: .zero))))),
    (3, Gen.always(AppAction.scoreboard(.timed(.tick(at: .zero))))),
  )

  /// Runs `actions` through `store`, stamping clock actions with readings 1 s apart.
  static func run(_ actions: [AppAction], on store: Store<AppState, AppAction>, from start: Int = 0) {
    for (index, action) in actions.enumerated() {
      let reading = Duration.seconds(start + index + 1)
      switch action {
      case .scoreboard(.timed(.startStop)): store.dispatch(.scoreboard(.timed(.startStop(at: reading))))
      case .scoreboard(.timed(.tick)): store.dispatch(.scoreboard(.timed(.tick(at: reading))))
      default: store.dispatch(action)
      }
    }
  }

  /// Plays `actions` and one counter step on a new basketball game in `directory`, and quits it,
  /// so that its snapshot holds every record.
  static func saveClosed(_ actions: [AppAction], in directory: TemporaryDirectory) throws {
    let (game, store) = try open(directory, newGame: basketball)
    run(actions, on: store)
    store.dispatch(.counters(.increment(by: 1)))
    game.close(finalState: store.state)
  }

  /// The game in `directory` opened as the keeper opens it, its history deferred, and a store
  /// journaling to it.
  static func openDeferred(_ directory: TemporaryDirectory) throws -> (
    PersistentGame, Store<AppState, AppAction>
  ) {
    let game = try PersistentGame.open(
      directory: directory.state, options: PersistentGame.Options(defersHistory: true))
    let store = Store(initialState: game.initialState, reducer: reducer, middleware: [game.middleware])
    return (game, store)
  }

  static func load(_ directory: TemporaryDirectory) throws -> GameLoader.Loaded {
    try GameLoader.loadReadOnly(directory: directory.url)
  }
}

extension JournalRecord {
  /// The frame that holds this record in a journal, built as the format says (records have not
  /// changed since format 1, so they say 1), for tests that write journals by hand.
  func framed() throws -> Data {
    RecordFrame.encode(try JSONEncoder().encode(self), kind: .record, version: 1)
  }
}
