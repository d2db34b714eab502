import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardVenue

/// One court as `serve --venue` follows it: its game as last read from the venue database, the
/// recent events kept for resuming, and the pages subscribed to it.
struct VenueCourtChannel {
  /// The journal the game was read from, `nil` before the court's first record.
  var journal: String?
  /// The game after the newest record read, with its history: what the next records are
  /// replayed onto. Kept by this channel alone, so replaying never copies the history.
  var followed: AppState?
  /// The game after the newest record read, as sent (without its history).
  var reading: FeedReading
  /// The keeper's clock stamp of that record, which the game clock runs on from.
  var stamp: ClockStamp?
  /// The newest events, for a page that reconnects with `Last-Event-ID`.
  var events: [ServerSentEvent] = []
  /// The numbers of the subscribed pages in the feed's ``SubscriberList``.
  var subscribers: Set<Int> = []

  /// A court read for the first time, before any of its records.
  init(isKept: Bool) {
    reading = FeedReading(
      state: AppState(), sequence: 0, isKeeperRunning: isKept, hasSavedGame: false,
      clock: Self.clock(continuing: nil))
  }

  /// The reading of the game after `step`.
  static func reading(_ step: VenueStep, isKept: Bool) -> FeedReading {
    FeedReading(
      state: AppState(game: step.game), sequence: step.sequence, isKeeperRunning: isKept, hasSavedGame: true,
      clock: clock(continuing: step.stamp))
  }

  /// The game clock of a court whose newest record was stamped `stamp`: its readings continue the
  /// keeper's by the wall-clock time since, so a running clock runs on as the keeper's does.
  static func clock(continuing stamp: ClockStamp?) -> GameClockEnvironment {
    guard let stamp else { return GameClockEnvironment(now: { .zero }, ticks: { .none }) }
    return GameClockEnvironment(
      now: {
        let gap = max(0, Date().timeIntervalSince1970 - stamp.time)
        return .nanoseconds(stamp.reading) + .nanoseconds(Int64(gap * 1_000_000_000))
      }, ticks: { .none })
  }

  /// The event carrying `reading` on the court's own stream: the same as `/events` sends.
  static func event(for reading: FeedReading) -> ServerSentEvent {
    ServerSentEvent(id: String(reading.sequence), name: "state", data: reading.eventData())
  }

  /// `event` on the stream of the whole venue: its data with the court's name added, as
  /// `{"court": NAME, ...}`.
  static func venueEvent(court: String, _ event: ServerSentEvent) -> ServerSentEvent {
    let name = (try? JSONEncoder().encode(court)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    return ServerSentEvent(name: "court", data: "{\"court\": \(name), " + event.data.dropFirst())
  }
}
