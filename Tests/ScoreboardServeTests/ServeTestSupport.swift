import Foundation
import Scoreboard
import ScoreboardPersistence
import StateStore
import Synchronization
import Testing

/// A state directory of its own under the temporary folder, removed when released.
final class ScratchDirectory {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scoreboard-serve-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var state: StateDirectory { StateDirectory(url: url) }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A game kept in a state directory by this process, as the scoreboard keeps it: the journal
/// middleware, one sync per action. This process holds the lock, so it counts as the keeper.
final class KeptGame {
  let game: PersistentGame
  let store: Store<AppState, AppAction>

  init(in directory: StateDirectory, game newGame: Game = Game(), startNew: Bool = false) throws {
    game = try PersistentGame.open(directory: directory, startNew: startNew, newGame: newGame)
    store = Store(
      initialState: game.initialState, reducer: GameLoader.replayReducer, middleware: [game.middleware])
  }

  /// Applies `action` and makes it durable, as a key press does before its frame is painted.
  func play(_ action: AppAction) {
    store.dispatch(action)
    _ = game.sync()
  }

  func close() {
    game.close(finalState: store.state)
  }
}

/// Everything a stream sent, gathered by a task of its own, so a test can wait for text to arrive.
final class StreamRecorder: Sendable {
  private final class Received: Sendable {
    let chunks = Mutex<[String]>([])
  }

  private let received = Received()
  private let task: Task<Void, Never>

  init(_ stream: AsyncStream<String>) {
    let received = self.received
    task = Task {
      for await chunk in stream { received.chunks.withLock { $0.append(chunk) } }
    }
  }

  deinit {
    task.cancel()
  }

  /// The chunks received so far.
  var chunks: [String] { received.chunks.withLock { $0 } }

  /// Waits until the chunks received satisfy `condition`; fails the test after `timeout`. The
  /// timeout is long: beside the whole unit suite, Swift's two cooperative threads can be busy
  /// with other tests for a minute, and the recording task waits for one of them.
  @discardableResult
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(120), _ condition: ([String]) -> Bool
  ) async throws -> [String] {
    let deadline = ContinuousClock.now + timeout
    repeat {
      let chunks = chunks
      if condition(chunks) { return chunks }
      try await Task.sleep(for: .milliseconds(10))
    } while ContinuousClock.now < deadline
    if condition(chunks) { return chunks }
    Issue.record("timed out waiting for \(what); received: \(chunks)")
    throw CancellationError()
  }

  /// Waits until `count` events have arrived, `what` naming them if they do not; the chunks then.
  @discardableResult
  func waitForEvents(_ count: Int, _ what: String) async throws -> [String] {
    try await waitUntil(what) { ParsedEvent.all(in: $0.joined()).count == count }
  }

  /// Plays each of `actions` on `kept`, waiting after each for the event it makes.
  func play(_ actions: [AppAction], on kept: KeptGame) async throws {
    for action in actions {
      let expected = ParsedEvent.all(in: chunks.joined()).count + 1
      kept.play(action)
      try await waitForEvents(expected, "event \(expected), after \(action)")
    }
  }
}

/// The fields of an event on the wire: `id`, `event` and the data lines joined, as a browser reads them.
struct ParsedEvent {
  var id: String?
  var name: String?
  var data: String

  /// The events in `text` but the match events (`event: point`, issue 28): comments and `retry:`
  /// left out too.
  static func all(in text: String) -> [ParsedEvent] {
    everything(in: text).filter { $0.name.flatMap(MatchEvent.Name.init(rawValue:)) == nil }
  }

  /// Every event in `text`, the match events included; comments and `retry:` left out.
  static func everything(in text: String) -> [ParsedEvent] {
    text.components(separatedBy: "\n\n").compactMap { block in
      var event = ParsedEvent(id: nil, name: nil, data: "")
      var dataLines: [String] = []
      for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("id: ") { event.id = String(line.dropFirst(4)) }
        if line.hasPrefix("event: ") { event.name = String(line.dropFirst(7)) }
        if line.hasPrefix("data: ") { dataLines.append(String(line.dropFirst(6))) }
      }
      guard !dataLines.isEmpty else { return nil }
      event.data = dataLines.joined(separator: "\n")
      return event
    }
  }

  /// The data as a JSON object.
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any] ?? [:]
  }

  /// The home team's score in the event's document.
  var homeScore: Int? {
    ((json["state"] as? [String: Any])?["home"] as? [String: Any])?["score"] as? Int
  }
}
