import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import NIOWebSocket
import ScoreboardStream
import Synchronization

/// A fake OBS Studio speaking obs-websocket v5 as its protocol document describes it, written for
/// the tests: it says hello with the document's example challenge and salt, closes the connection
/// with code 4009 (AuthenticationFailed) unless the client answers with the document's example
/// authentication string for the password "supersecretpassword", and answers every request,
/// failing those for a scene or source called "Missing" (code 600, ResourceNotFound).
final class FakeObsServer: Sendable {
  /// The password this server takes.
  static let password = "supersecretpassword"
  private static let challenge = ObsMessage.Challenge(
    challenge: "+IxH4CnCiqpX1rM9scsNynZzbOe4KhDeYcTNS3PDaeY=",
    salt: "lM1GncleQOaCu9lT1yeUZhFYnqhsLLP1G5lAGo3ixaI=")
  /// The protocol document's authentication string for the password, salt and challenge above.
  private static let expectedAuthentication = "1Ct943GAT+6YQUUX47Ia/ncufilbe6+oD6lY+5kaCu4="

  private let received = Mutex<[ObsMessage]>([])
  private let connections = Mutex(0)

  /// The requests received, in order.
  var requests: [ObsMessage] {
    received.withLock { $0.filter { if case .request = $0 { true } else { false } } }
  }

  /// How many connections were made.
  var connectionCount: Int { connections.withLock { $0 } }

  /// Runs the server and `body` with its URL (`ws://127.0.0.1:PORT`).
  func run(_ body: @escaping @Sendable (String) async throws -> Void) async throws {
    let app = Application(
      router: Router(),
      server: .http1WebSocketUpgrade { _, _, _ in
        .upgrade([:]) { inbound, outbound, _ in try await self.converse(inbound, outbound) }
      },
      configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
      try await body("ws://127.0.0.1:\(client.port!)")
    }
  }

  private func converse(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async throws {
    connections.withLock { $0 += 1 }
    try await outbound.write(.text(ObsMessage.hello(authentication: Self.challenge).text))
    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
    guard case .text(let text)? = try await messages.next(), let identify = ObsMessage.decode(text) else {
      return
    }
    received.withLock { $0.append(identify) }
    guard identify == .identify(authentication: Self.expectedAuthentication) else {
      try await outbound.close(.unknown(4009), reason: "Authentication failed.")
      return
    }
    try await outbound.write(.text(ObsMessage.identified.text))
    while case .text(let text)? = try await messages.next() {
      guard let message = ObsMessage.decode(text), case .request(_, let id, let data) = message else {
        continue
      }
      received.withLock { $0.append(message) }
      let names = [data["sceneName"]?.string, data["inputName"]?.string]
      let missing = names.contains("Missing")
      try await outbound.write(
        .text(
          ObsMessage.requestResponse(
            id: id, succeeded: !missing,
            comment: missing ? "No source was found by the name of `Missing`." : nil
          ).text))
    }
  }
}
