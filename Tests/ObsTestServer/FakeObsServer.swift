import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import NIOWebSocket
import Synchronization

/// A fake OBS Studio speaking obs-websocket v5 as its protocol document describes it, written for
/// the tests with its own JSON handling (nothing of the client's): it says hello with the
/// document's example challenge and salt, closes the connection with code 4009
/// (AuthenticationFailed) unless the client identifies with the document's example authentication
/// string for the password "supersecretpassword", and answers every request (op 6) with op 7,
/// failing those for a scene or source called "Missing" (code 600, ResourceNotFound).
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

  /// A server that has received nothing.
  public init() {}

  /// The requests received, in order.
  public var requests: [Request] { received.withLock { $0 } }

  /// The authentication strings clients identified with (`nil` for none), in order.
  public var identifyAttempts: [String?] { identifications.withLock { $0 } }

  /// Runs the server and `body` with its URL (`ws://127.0.0.1:PORT`).
  public func run(_ body: @escaping @Sendable (String) async throws -> Void) async throws {
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
        let request = message["d"] as? [String: Any],
        let type = request["requestType"] as? String, let id = request["requestId"] as? String
      else { continue }
      let requestData = request["requestData"] as? [String: Any] ?? [:]
      received.withLock { $0.append(Request(type: type, data: Self.json(requestData))) }
      let names = [requestData["sceneName"] as? String, requestData["inputName"] as? String]
      var status: [String: Any] = ["result": true, "code": 100]
      if names.contains("Missing") {
        status = ["result": false, "code": 600, "comment": "No source was found by the name of `Missing`."]
      }
      let answer: [String: Any] = [
        "op": 7, "d": ["requestType": type, "requestId": id, "requestStatus": status],
      ]
      try await outbound.write(.text(Self.json(answer)))
    }
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
