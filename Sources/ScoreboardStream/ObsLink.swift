import FoundationEssentials
import Scoreboard
import Synchronization

/// The match's events on their way to OBS: each event the triggers name becomes requests, sent in
/// order by the client on a task of its own; what becomes of the link is said once per change
/// (on standard error by `serve`, on the status line by `play --serve`).
///
/// ```swift
/// let link = ObsLink.start(client: ObsClient(url: url, password: nil), triggers: triggers) { print($0) }
/// link.send(events, game: game)
/// ```
public final class ObsLink: Sendable {
  private let triggers: ObsTriggers
  private let requests: AsyncStream<ObsRequest>.Continuation
  private let task: Task<Void, Never>

  private init(triggers: ObsTriggers, requests: AsyncStream<ObsRequest>.Continuation, task: Task<Void, Never>)
  {
    self.triggers = triggers
    self.requests = requests
    self.task = task
  }

  /// Starts sending to OBS through `client` what `triggers` ask for, telling `say` each change of
  /// the link (and whether it is trouble).
  public static func start(
    client: ObsClient, triggers: ObsTriggers,
    say: @escaping @Sendable (_ line: String, _ isTrouble: Bool) -> Void
  ) -> ObsLink {
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
        case .connected: say("OBS at \(client.url): connected", false)
        case .refused(let line), .offline(let line), .requestFailed(let line): say(line, true)
        }
      }
    }
    return ObsLink(triggers: triggers, requests: continuation, task: task)
  }

  /// Sends what `events` ask of OBS, the game after them being `game`.
  public func send(_ events: [MatchEvent], game: Game) {
    let line = GameReport(game).scoreLine
    for event in events {
      for request in triggers.requests(for: event.name.rawValue, scoreLine: line) { requests.yield(request) }
    }
  }

  /// Stops sending.
  public func stop() {
    requests.finish()
    task.cancel()
  }
}
