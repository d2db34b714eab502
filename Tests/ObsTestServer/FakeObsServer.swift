import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOWebSocket
import Synchronization

/// A fake OBS Studio speaking obs-websocket v5 as its protocol document describes it, written for
/// the tests with its own JSON handling (nothing of the client's): it says hello with the
/// document's example challenge and salt, closes the connection with code 4009
/// (AuthenticationFailed) unless the client identifies with the document's example authentication
/// string for the password "supersecretpassword", and answers every request (op 6) with op 7,
/// failing those for a scene or source called "Missing" (code 600, ResourceNotFound). A request is
/// recorded once its answer is written (or the connection dropped at it), so a client has read the answer of every request recorded
/// before a close frame the server sends later.
public final class FakeObsServer: Sendable {
  /// A request the server received: its type and its data as JSON with sorted keys.
  public struct Request: Equatable, Sendable, CustomStringConvertible {
    /// `SetCurrentProgramScene`, `SetInputSettings`...
    public var type: String
    /// The request's data, `{"sceneName":"Winner"}`.
    public var data: String

    /// A request from its parts.
    public init(type: String, data: String) {
      self.type = type
      self.data = data
    }

    /// `TYPE DATA`.
    public var description: String { "\(type) \(data)" }
  }

  /// The password this server takes.
  public static let password = "supersecretpassword"
  private static let challenge = "+IxH4CnCiqpX1rM9scsNynZzbOe4KhDeYcTNS3PDaeY="
  private static let salt = "lM1GncleQOaCu9lT1yeUZhFYnqhsLLP1G5lAGo3ixaI="
  /// The protocol document's authentication string for the password, salt and challenge above.
  private static let expectedAuthentication = "1Ct943GAT+6YQUUX47Ia/ncufilbe6+oD6lY+5kaCu4="

  private let received = Mutex<[Request]>([])
  private let identifications = Mutex<[String?]>([])
  private let connections = Mutex<[Connection]>([])
  private let dropping = Mutex<Set<String>>([])

  private struct Connection {
    var outbound: WebSocketOutboundWriter
    var isOpen = true
  }

  /// A server that has received nothing.
  public init() {}

  /// The requests received, in order.
  public var requests: [Request] { received.withLock { $0 } }

  /// The authentication strings clients identified with (`nil` for none), in order.
  public var identifyAttempts: [String?] { identifications.withLock { $0 } }

  /// Runs the server on `port` (any free one when 0) and `body` with its URL
  /// (`ws://127.0.0.1:PORT`); the server stops when `body` returns, as OBS killed: its connections
  /// closed without a close frame, its port free again.
  public func run<Value: Sendable>(
    port: Int = 0, _ body: @escaping @Sendable (String) async throws -> Value
  ) async throws -> Value {
    let (ports, portSink) = AsyncStream<Int>.makeStream()
    var app = Application(
      router: Router(),
      server: .http1WebSocketUpgrade { _, _, _ in
        .upgrade([:]) { inbound, outbound, _ in try await self.converse(inbound, outbound) }
      },
      configuration: .init(address: .hostname("127.0.0.1", port: port)),
      onServerRunning: { channel in portSink.yield(channel.localAddress?.port ?? port) })
    app.logger.logLevel = .critical
    let server = Task { [app] in
      defer { portSink.finish() }
      try await app.run()
    }
    defer { server.cancel() }
    guard let bound = await ports.first(where: { _ in true }) else {
      try await server.value
      throw FakeObsServerStopped()
    }
    do {
      let value = try await body("ws://127.0.0.1:\(bound)")
      server.cancel()
      _ = await server.result
      return value
    } catch {
      server.cancel()
      _ = await server.result
      throw error
    }
  }

  /// Drops the connection, without answering, the first time a request with `data` (its JSON
  /// with sorted keys) comes: as OBS quitting just after a request reached it.
  public func dropConnection(atRequestWith data: String) {
    dropping.withLock { _ = $0.insert(data) }
  }

  /// How many connections the server has taken.
  public var connectionCount: Int { connections.withLock { $0.count } }

  /// Closes every open connection with a close frame (code 1001, going away), as OBS does when it
  /// quits; the server keeps taking new ones.
  public func closeConnections() async {
    let open = connections.withLock { $0.filter(\.isOpen).map(\.outbound) }
    for outbound in open { try? await outbound.close(.goingAway, reason: "OBS is closing.") }
  }

  private func converse(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async throws {
    let number = connections.withLock { connections in
      connections.append(Connection(outbound: outbound))
      return connections.count - 1
    }
    defer { connections.withLock { $0[number].isOpen = false } }
    let hello: [String: Any] = [
      "op": 0,
      "d": [
        "obsWebSocketVersion": "5.5.0", "rpcVersion": 1,
        "authentication": ["challenge": Self.challenge, "salt": Self.salt],
      ],
    ]
    try await outbound.write(.text(Self.json(hello)))
    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
    guard case .text(let text)? = try await messages.next(), let identify = Self.object(text),
      identify["op"] as? Int == 1, let data = identify["d"] as? [String: Any]
    else { return }
    let authentication = data["authentication"] as? String
    identifications.withLock { $0.append(authentication) }
    guard authentication == Self.expectedAuthentication, data["rpcVersion"] as? Int == 1 else {
      try await outbound.close(.unknown(4009), reason: "Authentication failed.")
      return
    }
    try await outbound.write(.text(Self.json(["op": 2, "d": ["negotiatedRpcVersion": 1]])))
    while case .text(let text)? = try await messages.next() {
      guard let message = Self.object(text), message["op"] as? Int == 6,
        let request = message["d"] as? [String: Any]
      else { continue }
      guard try await answer(request, outbound) else { return }
    }
  }

  /// Answers `request` (op 6's data) and records it once answered; `false` when the server was
  /// told to drop the connection at this request instead.
  private func answer(_ request: [String: Any], _ outbound: WebSocketOutboundWriter) async throws -> Bool {
    guard let type = request["requestType"] as? String, let id = request["requestId"] as? String else {
      return true
    }
    let requestData = request["requestData"] as? [String: Any] ?? [:]
    let record = Request(type: type, data: Self.json(requestData))
    if dropping.withLock({ $0.remove(record.data) != nil }) {
      received.withLock { $0.append(record) }
      try await outbound.close(.goingAway, reason: "OBS is closing.")
      return false
    }
    let names = [requestData["sceneName"] as? String, requestData["inputName"] as? String]
    var status: [String: Any] = ["result": true, "code": 100]
    if names.contains("Missing") {
      status = ["result": false, "code": 600, "comment": "No source was found by the name of `Missing`."]
    }
    let answer: [String: Any] = [
      "op": 7, "d": ["requestType": type, "requestId": id, "requestStatus": status],
    ]
    try await outbound.write(.text(Self.json(answer)))
    received.withLock { $0.append(record) }
    return true
  }

  private static func object(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }

  private static func json(_ object: [String: Any]) -> String {
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}

/// The fake server stopped before it listened.
struct FakeObsServerStopped: Error {}
