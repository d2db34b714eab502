import FoundationEssentials
import HummingbirdWSClient
import Logging
import NIOWebSocket
import ScoreboardServe
import Synchronization

/// A client of OBS Studio's built-in obs-websocket (protocol version 5): it connects to `url`
/// (`ws://HOST:4455`), answers the server's password challenge, and sends each request given to
/// it, in order, reading each answer. It reads the socket all the time, so it notices at once when
/// OBS closes the connection, and connects again by itself, every `retry`, after OBS restarts or
/// the network drops; a request not answered before the connection dropped is sent again after the
/// reconnection, in order (the newest 1,024 wait). What becomes of it is said
/// through `onStatus`.
public struct ObsClient: Sendable {
  /// How the link to OBS stands.
  public enum Status: Equatable, Sendable {
    /// Connected and identified.
    case connected
    /// OBS closed the connection at identification: the password is wrong or missing.
    case refused(String)
    /// OBS cannot be reached now; the client tries again.
    case offline(String)
    /// OBS answered a request with a failure (a scene or source that does not exist).
    case requestFailed(String)
  }

  /// The server, `ws://HOST:PORT`.
  public var url: String
  /// The password OBS asks for, if it asks.
  public var password: String?
  /// How long to wait before connecting again.
  public var retry: Duration

  /// A client of the obs-websocket server at `url`, with `password`.
  public init(url: String, password: String?, retry: Duration = .seconds(2)) {
    self.url = url
    self.password = password
    self.retry = retry
  }

  /// Sends `requests` as they come until the stream ends and each was answered (or the task is
  /// cancelled), connecting and connecting again as needed. The link's status is said once per
  /// change; each refused request is said.
  public func run(requests: AsyncStream<ObsRequest>, onStatus: @escaping @Sendable (Status) -> Void) async {
    let outbox = ObsOutbox()
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await request in requests { outbox.add(request) }
        outbox.end()
      }
      await connect(outbox, onStatus: onStatus)
      group.cancelAll()
    }
  }

  /// Connects and connects again, every `retry`, until the outbox is done or the task is cancelled.
  private func connect(_ outbox: ObsOutbox, onStatus: @escaping @Sendable (Status) -> Void) async {
    let link = Mutex<Status?>(nil)
    let say: @Sendable (Status) -> Void = { status in
      let isNew = link.withLock { last in
        guard case .requestFailed = status else {
          defer { last = status }
          return !Self.sameKind(last, status)
        }
        return true
      }
      if isNew { onStatus(status) }
    }
    let session = ObsSession(password: password, outbox: outbox, onStatus: say)
    while !Task.isCancelled, !outbox.isDone {
      do {
        let outcome = Mutex(ObsSession.Outcome.notIdentified)
        let close = try await WebSocketClient.connect(
          url: url, configuration: .init(maxFrameSize: 1 << 20), logger: Self.logger
        ) { inbound, outbound, _ in
          let ended = try await session.converse(inbound, outbound)
          outcome.withLock { $0 = ended }
        }
        if Task.isCancelled { return }
        switch outcome.withLock({ $0 }) {
        case .notIdentified: say(.refused(Self.refusal(url: url, close: close)))
        case .lost: say(.offline("OBS at \(url) closed the connection; connecting again"))
        case .finished: return
        }
      } catch {
        if !Task.isCancelled {
          say(.offline("OBS at \(url) cannot be reached: \(EventStreamClient.brief(error))"))
        }
      }
      if !outbox.isDone { try? await Task.sleep(for: retry) }
    }
  }

  /// Whether `status` is of the same kind as `last` (connected, refused, offline), so not news.
  private static func sameKind(_ last: Status?, _ status: Status) -> Bool {
    switch (last, status) {
    case (.connected?, .connected), (.refused?, .refused), (.offline?, .offline): true
    default: false
    }
  }

  /// Why OBS closed the connection at identification, from its close frame: 4009 is its
  /// AuthenticationFailed.
  static func refusal(url: String, close: WebSocketCloseFrame?) -> String {
    if case .unknown(4009)? = close?.closeCode {
      return "OBS at \(url) refused the password (close code 4009, AuthenticationFailed)"
    }
    let code = close.map { "close code \($0.closeCode)" } ?? "no close code"
    return "OBS at \(url) closed the connection at identification (\(code)): is the password right?"
  }

  private static let logger = Logger(label: "scoreboard-tui.obs") { _ in SwiftLogNoOpLogHandler() }
}

/// OBS said something this client does not expect, or went away mid-conversation.
struct ObsProtocolError: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
