import FoundationEssentials
import Scoreboard
import StateStore

/// The game's history as the `log` command prints it: every journaled action since the game
/// started, with when it happened and the score line after it.
public enum EventLog {
  /// One line of the log.
  public struct Entry: Equatable, Sendable {
    /// The record's number.
    public var sequence: UInt64
    /// When it happened.
    public var date: Date
    /// What happened.
    public var action: AppAction
    /// The score line after it: `Home 3 : 2 Away`.
    public var scoreLine: String
    /// The game just before it.
    public var before: Game
    /// The game just after it.
    public var after: Game
  }

  /// The game's journal read whole: every entry, the timeline they leave (its steps dated by their
  /// records), and what could not be read.
  public struct Reading: Sendable {
    /// Every journaled action, oldest first.
    public var entries: [Entry]
    /// The match as the entries leave it: the effective steps, each with its record's date.
    public var timeline: Timeline
    /// One line each about what could not be read.
    public var notices: [String]
    /// When the game began: its first snapshot's time, or `nil` where there is none.
    public var started: Date?
    /// The match events of the records, oldest first, when they were asked for; else empty.
    public var events: [MatchEvent] = []
  }

  /// The entries of the game in `directory`, oldest first, read without the lock and without
  /// changing anything. Starts from the game's first snapshot and replays every journal segment;
  /// `notices` says what could not be read.
  public static func entries(
    directory: URL, reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer
  ) throws(PersistenceError) -> (entries: [Entry], notices: [String]) {
    let reading = try read(directory: directory, reducer: reducer)
    return (reading.entries, reading.notices)
  }

  /// The game in `directory` read whole (``Reading``), without the lock and without changing
  /// anything: from the game's first snapshot, every journal segment replayed once.
  /// With `withEvents`, the reading has the match events of each record too (``Reading/events``).
  public static func read(
    directory: URL, reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer, withEvents: Bool = false
  ) throws(PersistenceError) -> Reading {
    let directory = StateDirectory(url: directory)
    var state = AppState()
    var notices: [String] = []
    var sequence: UInt64 = 0
    var started: Date?
    switch try Snapshot.read(at: directory.startSnapshot) {
    case .snapshot(let start):
      state.game = start.game()
      sequence = start.sequence
      started = start.stamp.date
    case .missing:
      break
    case .corrupt:
      notices.append("snapshot.start is unreadable; the log starts from a blank game")
    }
    // `journal` is read before the segments are listed: the app may compact meanwhile, and a
    // journal renamed after its reading is then a listed segment, where listing first would miss it.
    let journal = try JournalReader.records(at: directory.journal).records
    var files: [[JournalRecord]] = []
    for segment in directory.segments(after: sequence) {
      files.append(try JournalReader.records(at: segment.url).records)
    }
    files.append(journal)
    var entries: [Entry] = []
    var ledger = withEvents ? MatchEventLedger(state.game) : nil
    var events: [MatchEvent] = []
    replay(files, on: &state, after: sequence, reducer: reducer, into: &entries, notices: &notices) {
      state, record in
      events +=
        ledger?.events(after: state.game, action: record.action, record: record.sequence, time: record.date)
        ?? []
    }
    var reading = Reading(entries: entries, timeline: state.game, notices: notices, started: started)
    reading.events = events
    return reading
  }

  /// The records of `files` (each a journal file's, in order) after record `sequence` replayed on
  /// `state`, each step they make dated by its record, and their entries added to `entries`; a gap
  /// in the numbers is noted in `notices`; `applied` is told of each record once applied.
  private static func replay(
    _ files: [[JournalRecord]], on state: inout AppState, after sequence: UInt64,
    reducer: Reducer<AppState, AppAction>, into entries: inout [Entry], notices: inout [String],
    applied: (AppState, JournalRecord) -> Void
  ) {
    var sequence = sequence
    for records in files {
      for record in records where record.sequence > sequence {
        if record.sequence != sequence + 1 {
          notices.append("actions \(sequence + 1)...\(record.sequence - 1) are missing from the log")
        }
        sequence = record.sequence
        let before = state.game.present
        state.apply(record, reducer: reducer)
        applied(state, record)
        entries.append(
          Entry(
            sequence: record.sequence, date: record.date, action: record.action,
            scoreLine: state.scoreboard.scoreLine, before: before, after: state.game.present))
      }
    }
  }
}
