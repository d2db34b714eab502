import FoundationEssentials
import ScoreboardPersistence

/// How far each webhook's deliveries have come: `DIR/webhooks.json` (the state directory is 0700), replaced whole
/// (written beside and renamed) after each accepted delivery, so a kill at any moment leaves the
/// old file or the new one. The journal is the outbox; this file is only where each webhook
/// stands in it, so a lost update costs repeats with the same ids, never an event.
///
/// ```json
/// {"positions": {"http://127.0.0.1:9000/hook": {"game": "1795795200000000", "record": 41, "count": 2}}}
/// ```
struct WebhookCursorFile: Sendable {
  private struct Contents: Codable {
    var positions: [String: WebhookPosition]
  }

  /// The file.
  let url: URL

  /// The cursor file of `directory`.
  init(directory: StateDirectory) {
    url = directory.url.appendingPathComponent("webhooks.json")
  }

  /// The positions kept, by webhook argument; none when there is no file yet. Throws a one-line
  /// ``WebhookError`` when the file cannot be read or is not what this writes.
  func read() throws(WebhookError) -> [String: WebhookPosition] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
    do {
      let data = try Data(contentsOf: url)
      return try JSONDecoder().decode(Contents.self, from: data).positions
    } catch {
      throw WebhookError(
        "\(url.path) is damaged: remove it to deliver the game's events again from its start (with their ids)"
      )
    }
  }

  /// Replaces the file with `positions` (written beside it and renamed).
  func write(_ positions: [String: WebhookPosition]) throws(WebhookError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      try encoder.encode(Contents(positions: positions)).write(to: url, options: .atomic)
    } catch {
      throw WebhookError("cannot write \(url.path)")
    }
  }
}
