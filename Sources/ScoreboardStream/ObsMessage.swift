import FoundationEssentials

/// The messages of the obs-websocket v5 protocol this client speaks, as JSON: `{"op": N, "d": {...}}`.
public enum ObsMessage: Equatable, Sendable {
  /// The server's first message (op 0): the challenge and salt when it asks for a password.
  case hello(authentication: Challenge?)
  /// The client's answer (op 1): the protocol version and the authentication string.
  case identify(authentication: String?)
  /// The server accepts the client (op 2).
  case identified
  /// A request (op 6): its type, the client's id for it, and its data.
  case request(type: String, id: String, data: [String: JSONValue])
  /// The server's answer to a request (op 7): its id, whether it succeeded, and why not.
  case requestResponse(id: String, succeeded: Bool, comment: String?)
  /// Anything else the server sends (events, batches): read and left.
  case other(op: Int)

  /// The challenge of a server that asks for a password.
  public struct Challenge: Codable, Equatable, Sendable {
    /// The challenge, different at each connection.
    public var challenge: String
    /// The password's salt.
    public var salt: String

    /// A challenge from its parts.
    public init(challenge: String, salt: String) {
      self.challenge = challenge
      self.salt = salt
    }
  }

  /// The RPC version this client speaks.
  public static let rpcVersion = 1

  /// The message in `text`, or `nil` when it is not one.
  public static func decode(_ text: String) -> ObsMessage? {
    guard let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(text.utf8)) else { return nil }
    let data = envelope.d
    switch envelope.op {
    case 0:
      return .hello(authentication: data["authentication"].flatMap { $0.decoded(as: Challenge.self) })
    case 1: return .identify(authentication: data["authentication"]?.string)
    case 2: return .identified
    case 6:
      guard let type = data["requestType"]?.string, let id = data["requestId"]?.string else { return nil }
      return .request(type: type, id: id, data: data["requestData"]?.object ?? [:])
    case 7:
      guard let id = data["requestId"]?.string, let status = data["requestStatus"]?.object else { return nil }
      return .requestResponse(
        id: id, succeeded: status["result"]?.bool ?? false, comment: status["comment"]?.string)
    default: return .other(op: envelope.op)
    }
  }

  /// The message as the protocol's JSON.
  public var text: String {
    let envelope: Envelope
    switch self {
    case .hello(let challenge):
      var data: [String: JSONValue] = [
        "obsWebSocketVersion": "5.0.0", "rpcVersion": .number(Double(Self.rpcVersion)),
      ]
      if let challenge {
        data["authentication"] = ["challenge": .string(challenge.challenge), "salt": .string(challenge.salt)]
      }
      envelope = Envelope(op: 0, d: data)
    case .identify(let authentication):
      var data: [String: JSONValue] = [
        "rpcVersion": .number(Double(Self.rpcVersion)), "eventSubscriptions": 0,
      ]
      if let authentication { data["authentication"] = .string(authentication) }
      envelope = Envelope(op: 1, d: data)
    case .identified:
      envelope = Envelope(op: 2, d: ["negotiatedRpcVersion": .number(Double(Self.rpcVersion))])
    case .request(let type, let id, let data):
      envelope = Envelope(
        op: 6, d: ["requestType": .string(type), "requestId": .string(id), "requestData": .object(data)])
    case .requestResponse(let id, let succeeded, let comment):
      var status: [String: JSONValue] = ["result": .bool(succeeded), "code": succeeded ? 100 : 600]
      if let comment { status["comment"] = .string(comment) }
      envelope = Envelope(op: 7, d: ["requestId": .string(id), "requestStatus": .object(status)])
    case .other(let op): envelope = Envelope(op: op, d: [:])
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(envelope)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  private struct Envelope: Codable {
    var op: Int
    var d: [String: JSONValue]
  }
}
