import Foundation
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
    var files = directory.segments().map(\.url)
    files.append(directory.journal)
    var entries: [Entry] = []
    for url in files {
      let contents = try JournalReader.records(at: url)
      for record in contents.records where record.sequence > sequence {
        if record.sequence != sequence + 1 {
          notices.append("actions \(sequence + 1)...\(record.sequence - 1) are missing from the log")
        }
        sequence = record.sequence
        _ = reducer.reduce(&state, record.action)
        entries.append(
          Entry(
            sequence: record.sequence, date: record.date, action: record.action,
            scoreLine: state.scoreboard.scoreLine))
      }
    }
    return (entries, notices)
  }
}
