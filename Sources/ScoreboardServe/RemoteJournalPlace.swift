import Scoreboard
import ScoreboardFollow
import ScoreboardPersistence

/// A remote follower's place in the keeper's journal, kept from the events of `/events`: which
/// record its timeline has got to, and what each event asks of the follow view, in the same
/// actions the local follower sends (``FollowAction/loaded(_:)`` for a start,
/// ``FollowAction/advanced(_:)`` for the records after it), so both build the keeper's timeline
/// the same way.
///
/// Records already taken (an event sent again after a reconnect) are passed over; records that do
/// not follow on from the place (events dropped on the way) ask for a start instead.
///
/// ```swift
/// var place = RemoteJournalPlace()
/// switch place.take(envelope, readAt: clock.now()) {
/// case .follow(let action): program.send(action)
/// case .missing: client.startOver()
/// }
/// ```
public struct RemoteJournalPlace: Equatable, Sendable {
  /// What an event asks of the follower.
  public enum Step: Equatable, Sendable {
    /// Send this to the follow view.
    case follow(FollowAction)
    /// Records are missing before the event's: connect again for a start.
    case missing
  }

  /// The number of the last record the follower's timeline includes; `nil` before a start, or
  /// when the server sends no records (then every event replaces the game).
  public private(set) var sequence: UInt64?

  /// A place before any event.
  public init() {}

  /// What `envelope` asks of the follower, at the keeper's clock reading `readAt`; the place moves
  /// past its records.
  public mutating func take(_ envelope: FeedEnvelope, readAt: Duration) -> Step {
    if let timeline = envelope.timeline?.timeline {
      sequence = envelope.sequence ?? 0
      return .follow(.loaded(Self.game(timeline, of: envelope, readAt: readAt)))
    }
    guard let records = envelope.records else {
      sequence = nil
      return .follow(.loaded(Self.game(Timeline(envelope.game), of: envelope, readAt: readAt)))
    }
    guard let known = sequence else { return .missing }
    let fresh = records.filter { $0.sequence > known }
    if let first = fresh.first, first.sequence != known + 1 { return .missing }
    sequence = fresh.last?.sequence ?? known
    return .follow(
      .advanced(FollowedRecords(records: fresh, isKeeperRunning: envelope.keeperRunning, readAt: readAt)))
  }

  private static func game(_ timeline: Timeline, of envelope: FeedEnvelope, readAt: Duration) -> FollowedGame
  {
    FollowedGame(
      game: timeline, hasSavedGame: envelope.savedGame, isKeeperRunning: envelope.keeperRunning,
      readAt: readAt)
  }
}
