import FoundationEssentials

/// The body of `POST /api/actions`: `{"action": "home +1"}`.
public struct ActionRequest: Decodable, Equatable, Sendable {
  /// The action's name in the key file's vocabulary.
  public var action: String

  /// Reads a request body; throws ``ActionRejected`` with a one-line reason when it is not a JSON
  /// object with a string `action`.
  public static func parse(_ body: [UInt8]) throws(ActionRejected) -> ActionRequest {
    do {
      return try JSONDecoder().decode(ActionRequest.self, from: Data(body))
    } catch {
      throw ActionRejected(#"malformed request: expected a JSON object such as {"action": "home +1"}"#)
    }
  }
}
