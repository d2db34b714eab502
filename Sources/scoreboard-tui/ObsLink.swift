import FoundationEssentials
import Scoreboard
import ScoreboardStream
import Synchronization

/// The match's events on their way to OBS: each event the triggers name becomes requests, sent in
/// order by the client on a task of its own; what becomes of the link is said on standard error,
/// once per change.
final class ObsLink: Sendable {
  private let triggers: ObsTriggers
  private let requests: AsyncStream<ObsRequest>.Continuation
  private let task: Task<Void, Never>

  private init(triggers: ObsTriggers, requests: AsyncStream<ObsRequest>.Continuation, task: Task<Void, Never>)
  {
    self.triggers = triggers
    self.requests = requests
    self.task = task
  }

  /// Starts sending to OBS through `client` what `triggers` ask for.
  static func start(client: ObsClient, triggers: ObsTriggers) -> ObsLink {
    let (stream, continuation) = AsyncStream<ObsRequest>.makeStream(bufferingPolicy: .bufferingNewest(64))
    let said = Mutex<ObsClient.Status?>(nil)
    let task = Task.detached {
      await client.run(requests: stream) { status in
        let isNew = said.withLock { last in
          defer { last = status }
          return last != status
        }
        guard isNew else { return }
        switch status {
        case .connected: printError("OBS at \(client.url): connected")
        case .refused(let line), .offline(let line), .requestFailed(let line): printError(line)
        }
      }
    }
    return ObsLink(triggers: triggers, requests: continuation, task: task)
  }

  /// Sends what `events` ask of OBS, the game after them being `game`.
  func send(_ events: [MatchEvent], game: Game) {
    let line = GameReport(game).scoreLine
    for event in events {
      for request in triggers.requests(for: event.name.rawValue, scoreLine: line) { requests.yield(request) }
    }
  }

  /// Stops sending.
  func stop() {
    requests.finish()
    task.cancel()
  }
}
