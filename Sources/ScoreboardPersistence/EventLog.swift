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

  /// The entries of the game in `directory`, oldest first, read without the lock and without
  /// changing anything. Starts from the game's first snapshot and replays every journal segment;
  /// `notices` says what could not be read.
  public static func entries(
    directory: URL, reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer
  ) throws(PersistenceError) -> (entries: [Entry], notices: [String]) {
    let directory = StateDirectory(url: directory)
    var state = AppState()
    var notices: [String] = []
    var sequence: UInt64 = 0
    switch try Snapshot.read(at: directory.startSnapshot) {
    case .snapshot(let start):
      state.game = start.game()
      sequence = start.sequence
    case .missing:
      break
    case .corrupt:
      notices.append("snapshot.start is unreadable; the log starts from a blank game")
    }
    // `journal` is read before the segments are listed: the app may compact meanwhile, and a
    // journal renamed after its reading is then a listed segment, where listing first would miss it.
    let journal = try JournalReader.records(at: directory.journal).records
    var files: [[JournalRecord]] = []
    for segment in directory.segments() where segment.end > sequence {
      files.append(try JournalReader.records(at: segment.url).records)
    }
    files.append(journal)
    let entries = replay(files, from: state, after: sequence, reducer: reducer, notices: &notices)
    return (entries, notices)
  }

  /// The entries of the records of `files` (each a journal file's, in order) after record
  /// `sequence`, replayed on `state`; a gap in the numbers is noted in `notices`.
  private static func replay(
    _ files: [[JournalRecord]], from state: AppState, after sequence: UInt64,
    reducer: Reducer<AppState, AppAction>, notices: inout [String]
  ) -> [Entry] {
    var state = state
    var sequence = sequence
    var entries: [Entry] = []
    for records in files {
      for record in records where record.sequence > sequence {
        if record.sequence != sequence + 1 {
          notices.append("actions \(sequence + 1)...\(record.sequence - 1) are missing from the log")
        }
        sequence = record.sequence
        let before = state.game.present
        _ = reducer.reduce(&state, record.action)
        entries.append(
          Entry(
            sequence: record.sequence, date: record.date, action: record.action,
            scoreLine: state.scoreboard.scoreLine, before: before, after: state.game.present))
      }
    }
    return entries
  }
}
