import FoundationEssentials
import Scoreboard
import ScoreboardPersistence

/// The match events of one journal record, as read from the journal.
public struct RecordEvents: Equatable, Sendable {
  /// When the record's game started.
  public var gameStarted: Date
  /// The record's number.
  public var record: UInt64
  /// Its events, in order.
  public var events: [MatchEvent]

  /// The key of the record's game (``JournalCursor/gameKey(_:)``).
  public var gameKey: String { JournalCursor.gameKey(gameStarted) }
}

/// Reads the match events of the game kept in a state directory from its journal, record by
/// record from the game's start, picking up where it left off on each call. The events are
/// derived as `log --events` derives them (a ``MatchEventLedger`` from the game's start), so they
/// are the same, ids and all, however often they are read again: what makes a restarted outbox
/// send a repeat only with the same id.
///
/// When the directory keeps another game than at the last call (one put away by `--new`), the
/// rest of the old game's records is read from the archive before the new game's.
struct WebhookEventSource: Sendable {
  private var cursor: JournalCursor
  private var ledger: MatchEventLedger?
  private var started: Date?

  /// A source at the start of the game kept in `directory`.
  init(directory: StateDirectory) {
    cursor = JournalCursor(directory: directory)
  }

  /// Where the reading stands: after every event of the last record read (`nil` before a game
  /// was found).
  var position: WebhookPosition? {
    guard let started = cursor.gameStarted else { return nil }
    return WebhookPosition(game: JournalCursor.gameKey(started), record: cursor.sequence, count: .max)
  }

  /// The events of the records written since the last call, oldest first (records without
  /// events left out).
  mutating func next() throws(PersistenceError) -> [RecordEvents] {
    let previous = (started: started, sequence: cursor.sequence)
    let steps = try cursor.advance()
    var read: [RecordEvents] = []
    if let old = previous.started, cursor.gameStarted != old {
      read += try rest(ofArchivedGameStartedAt: old, after: previous.sequence)
      ledger = nil
    }
    guard let date = cursor.gameStarted, let start = cursor.start else { return read }
    if ledger == nil || cursor.gameStarted != previous.started { ledger = MatchEventLedger(start.game) }
    started = date
    read += derive(steps, started: date)
    return read
  }

  /// The events of the records after `sequence` of the archived game that started at `date`:
  /// read with the ledger the game had here, carried on.
  private mutating func rest(ofArchivedGameStartedAt date: Date, after sequence: UInt64)
    throws(PersistenceError)
    -> [RecordEvents]
  {
    guard let archived = cursor.directory.archivedGame(startedAt: date) else { return [] }
    var old = JournalCursor(directory: archived)
    let steps = try old.advance().filter { $0.record.sequence > sequence }
    return derive(steps, started: date)
  }

  private mutating func derive(_ steps: [JournalCursor.Step], started: Date) -> [RecordEvents] {
    guard var ledger else { return [] }
    defer { self.ledger = ledger }
    var read: [RecordEvents] = []
    for step in steps {
      let events = ledger.events(
        after: step.timeline, action: step.record.action, record: step.record.sequence, time: step.record.date
      )
      if !events.isEmpty {
        read.append(RecordEvents(gameStarted: started, record: step.record.sequence, events: events))
      }
    }
    return read
  }
}
