import FoundationEssentials
import HummingbirdWSClient
import Logging
import NIOWebSocket
import Synchronization

/// A client of OBS Studio's built-in obs-websocket (protocol version 5): it connects to `url`
/// (`ws://HOST:4455`), answers the server's password challenge, and sends each request given to
/// it, in order, reading each answer. It connects again by itself after OBS restarts or the network
/// drops, every `retry`; a request that could not be sent while OBS was away is dropped (a scene
/// switched late is worse than none). What becomes of it is said through `onStatus`.
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

  /// Sends `requests` as they come until the stream ends (or the task is cancelled), connecting
  /// and connecting again as needed.
  public func run(requests: AsyncStream<ObsRequest>, onStatus: @escaping @Sendable (Status) -> Void) async {
    let ended = Mutex(false)
    while !Task.isCancelled, !ended.withLock({ $0 }) {
      let identified = Mutex(false)
      do {
        let close = try await WebSocketClient.connect(
          url: url, configuration: .init(maxFrameSize: 1 << 20), logger: Self.logger
        ) { inbound, outbound, _ in
          var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
          guard try await identify(&messages, outbound) else { return }
          identified.withLock { $0 = true }
          onStatus(.connected)
          var number = 0
          for await request in requests {
            number += 1
            try await send(request, id: "\(number)", &messages, outbound, onStatus: onStatus)
          }
          ended.withLock { $0 = true }
          try await outbound.close(.normalClosure, reason: nil)
        }
        if !identified.withLock({ $0 }) { onStatus(.refused(Self.refusal(url: url, close: close))) }
      } catch {
        if !ended.withLock({ $0 }) { onStatus(.offline("OBS at \(url) cannot be reached: \(error)")) }
      }
      if !ended.withLock({ $0 }) { try? await Task.sleep(for: retry) }
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

  /// Reads the server's hello, answers its challenge, and waits to be identified; `false` when the
  /// server closes the connection instead.
  private func identify(
    _ messages: inout WebSocketInboundMessageStream.AsyncIterator, _ outbound: WebSocketOutboundWriter
  ) async throws -> Bool {
    guard case .text(let text)? = try await messages.next(),
      case .hello(let challenge)? = ObsMessage.decode(text)
    else { throw ObsProtocolError("OBS did not say hello") }
    let authentication = challenge.map { challenge in
      ObsAuthentication.response(
        password: password ?? "", salt: challenge.salt, challenge: challenge.challenge)
    }
    try await outbound.write(.text(ObsMessage.identify(authentication: authentication).text))
    while let message = try await messages.next() {
      if case .text(let text) = message, ObsMessage.decode(text) == .identified { return true }
    }
    return false
  }

  /// Sends `request` and reads until its answer.
  private func send(
    _ request: ObsRequest, id: String, _ messages: inout WebSocketInboundMessageStream.AsyncIterator,
    _ outbound: WebSocketOutboundWriter, onStatus: @Sendable (Status) -> Void
  ) async throws {
    try await outbound.write(.text(request.message(id: id).text))
    while let message = try await messages.next() {
      guard case .text(let text) = message,
        case .requestResponse(id, let succeeded, let comment)? = ObsMessage.decode(text)
      else { continue }
      if !succeeded {
        onStatus(.requestFailed("OBS refused \(request.type): \(comment ?? "no reason given")"))
      }
      return
    }
    throw ObsProtocolError("OBS closed the connection before answering \(request.type)")
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
