import Crypto
import FoundationEssentials
import Scoreboard
import ScoreboardPersistence

/// One match event on its way to a webhook: the body POSTed and where it stands in the journal.
///
/// The body is `{"event": EVENT, "game": "STARTED"}`: the event as `log --events --json` prints it
/// and when its game started (ISO 8601, UTC). The event's id is unique within its game, so
/// `game` + `event.id` is unique for good: a receiver that has seen the pair drops the repeat.
public struct WebhookDelivery: Equatable, Sendable {
  /// The event.
  public let event: MatchEvent
  /// Where the event stands in the journal.
  public let position: WebhookPosition
  /// When the event's game started.
  public let gameStarted: Date

  /// The delivery of `event`, the `position` of its game that started at `gameStarted`.
  public init(event: MatchEvent, position: WebhookPosition, gameStarted: Date) {
    self.event = event
    self.position = position
    self.gameStarted = gameStarted
  }

  /// The JSON POSTed.
  public var body: String {
    #"{"event":\#(event.jsonLine),"game":"\#(MatchEvent.timestamp(gameStarted))"}"#
  }

  /// The id a receiver drops repeats by: the game's start and the event's id.
  public var deliveryID: String {
    "\(MatchEvent.timestamp(gameStarted))/\(event.id)"
  }

  /// The `X-Scoreboard-Signature` of `body` under `key`: `sha256=` and the HMAC-SHA256 of the
  /// body's bytes in lowercase hex (as GitHub's `X-Hub-Signature-256`).
  public static func signature(of body: String, key: String) -> String {
    let code = HMAC<SHA256>.authenticationCode(
      for: Array(body.utf8), using: SymmetricKey(data: Array(key.utf8)))
    return "sha256="
      + code.map { byte in
        let hex = String(byte, radix: 16)
        return byte < 16 ? "0" + hex : hex
      }.joined()
  }
}

/// Where a match event stands in a state directory's journal: its game, its record, and its
/// place among the events of that record a webhook takes. Positions are ordered by game (the
/// later start last), then record, then place.
public struct WebhookPosition: Codable, Hashable, Sendable {
  /// The game's key (``JournalCursor/gameKey(_:)``): when it started, in microseconds since 1970.
  public var game: String
  /// The journal record whose events these are.
  public var record: UInt64
  /// How many of that record's events the webhook takes come before and with this one (1 for
  /// the first).
  public var count: Int

  /// The position `count` in record `record` of `game`.
  public init(game: String, record: UInt64, count: Int) {
    self.game = game
    self.record = record
    self.count = count
  }

  /// Whether this position comes after `other`: in a later game, or later in the same one.
  public func isAfter(_ other: WebhookPosition) -> Bool {
    let (mine, theirs) = (Int64(game) ?? 0, Int64(other.game) ?? 0)
    return mine != theirs ? mine > theirs : (record, count) > (other.record, other.count)
  }
}
