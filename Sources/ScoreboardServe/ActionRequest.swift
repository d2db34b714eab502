import FoundationEssentials

/// The body of `POST /api/actions`: `{"action": "home +1"}`, or with an idempotency key,
/// `{"action": "home +1", "id": "A7F3"}`: an action sent again with the same id is applied once.
/// An action that wipes the match in progress is taken only with `"confirm": true`.
public struct ActionRequest: Decodable, Equatable, Sendable {
  /// The action's name in the key file's vocabulary.
  public var action: String
  /// The client's key for this action (1 to 128 printable ASCII characters), if it gave one.
  public var id: String?
  /// Whether the client confirms an action that wipes what the match has (`reset`).
  public var confirm: Bool?

  /// The longest idempotency key taken.
  public static let maximumIDLength = 128

  /// Reads a request body; throws ``ActionRejected`` with a one-line reason when it is not a JSON
  /// object with a string `action`.
  public static func parse(_ body: [UInt8]) throws(ActionRejected) -> ActionRequest {
    let request: ActionRequest
    do {
      request = try JSONDecoder().decode(ActionRequest.self, from: Data(body))
    } catch {
      throw ActionRejected(#"malformed request: expected a JSON object such as {"action": "home +1"}"#)
    }
    if let id = request.id {
      let printable = id.utf8.allSatisfy { (0x21...0x7E).contains($0) }
      guard printable, !id.isEmpty, id.utf8.count <= maximumIDLength else {
        throw ActionRejected(
          "malformed request: \"id\" must be 1 to \(maximumIDLength) printable ASCII characters without spaces"
        )
      }
    }
    return request
  }
}
