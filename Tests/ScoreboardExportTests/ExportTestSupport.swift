import Foundation
import Scoreboard
import StateStore

@testable import ScoreboardExport

/// A fresh folder under the temporary directory, holding the export directory `overlay`
/// (not created: the exporter makes it).
struct ExportFolder {
  let root: URL

  init() {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scoreboard-export-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// The export directory.
  var overlay: URL { root.appendingPathComponent("overlay", isDirectory: true) }

  /// The text of the exported file `name`, or `nil` when it is missing.
  func text(_ name: String) -> String? {
    (try? Data(contentsOf: overlay.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names in the export directory, sorted.
  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: overlay.path)) ?? []).sorted()
  }

  /// Puts a regular file where the export directory should be.
  func blockOverlay() throws {
    try? FileManager.default.removeItem(at: overlay)
    try Data("not a directory".utf8).write(to: overlay)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// Games reached through the app's reducer, with the game clock on scripted readings.
enum ExportScript {
  static let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  /// The app state after `actions`, starting from a new match of `sport`.
  static func state(_ sport: Sport, _ actions: [AppAction]) -> AppState {
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: sport))))
    for action in actions {
      _ = reducer.reduce(&state, action)
    }
    return state
  }

  /// A store on a new match of `sport`, its clock on scripted readings.
  static func store(_ sport: Sport) -> Store<AppState, AppAction> {
    Store(initialState: state(sport, []), reducer: reducer)
  }

  static func add(_ side: Side, _ points: Int = 1) -> AppAction { .scoreboard(.add(side, points: points)) }
  static func tick(_ reading: Duration) -> AppAction { .scoreboard(.timed(.tick(at: reading))) }
  static let startClock = AppAction.scoreboard(.timed(.startStop(at: .zero)))
}

/// A monotonic reading the test moves by hand.
final class ExportManualReading: @unchecked Sendable {
  private let lock = NSLock()
  private var value = Duration.zero

  var now: Duration { lock.withLock { value } }

  func advance(by step: Duration) { lock.withLock { value += step } }
}

/// A value shared between threads of a test.
final class ExportSharedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func get() -> Value { lock.withLock { value } }

  func update(_ change: (inout Value) -> Void) { lock.withLock { change(&value) } }
}

/// Returns as soon as `condition` holds (looked at every millisecond), or after `timeout` (the
/// caller's expectation then fails and says what did not happen): no fixed sleep, so a fast
/// machine never waits and a slow one is given time.
func waitUntil(timeout: Duration = .seconds(10), _ condition: () -> Bool) {
  let deadline = ContinuousClock.now + timeout
  while !condition() && ContinuousClock.now < deadline {
    usleep(1_000)
  }
}
