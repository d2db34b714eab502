import FoundationEssentials
import Scoreboard
import StateStore

/// Replays one journal file for the `replay` command: the true game at each of its records, rebuilt
/// from what its state directory holds before the file's first record (a snapshot, then the records
/// of the earlier journal files), or refused with what is missing.
public enum JournalReplay {
  /// The result of a replay.
  public struct Result: Sendable {
    /// The state after the records replayed.
    public var state: AppState
    /// How many records were replayed.
    public var replayed: Int
    /// Damaged bytes at the file's end, left out.
    public var damagedLength: Int
    /// One line each about what the replay had to assume.
    public var notices: [String]
  }

  /// The state after replaying the first `count` records of the journal at `file` (all of them
  /// when `nil`), on top of the game as it was just before the file's first record. Reads only;
  /// never changes a file.
  ///
  /// The active `journal` of a state directory, empty after a clean quit, gives the saved game.
  /// Throws ``PersistenceError/unreplayable(path:reason:)`` for a path that is missing, a
  /// directory or not a journal, and for a file whose earlier records are neither in a snapshot
  /// nor in the journal files beside it.
  public static func replay(
    _ file: URL, count: Int? = nil, reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer
  ) throws(PersistenceError) -> Result {
    let path = file.path
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unreplayable(path: path, reason: "no such file")
    }
    guard !isDirectory else {
      throw .unreplayable(
        path: path, reason: "it is a directory; give a journal file in it (journal or journal.<number>)")
    }
    let contents = try JournalReader.records(at: file)
    let directory = StateDirectory(url: file.deletingLastPathComponent())
    guard let first = contents.records.first else {
      guard contents.damagedLength == 0 else {
        throw .unreplayable(path: path, reason: "it is not a journal (no record in it could be read)")
      }
      guard file.lastPathComponent == directory.journal.lastPathComponent else {
        throw .unreplayable(path: path, reason: "it holds no records")
      }
      let saved = try GameLoader.loadReadOnly(directory: directory.url, reducer: reducer)
      return Result(state: saved.state, replayed: 0, damagedLength: 0, notices: saved.notices)
    }
    var (state, notices) = try game(before: first.sequence, of: file, in: directory, reducer: reducer)
    let records = contents.records.prefix(count ?? Int.max)
    for record in records {
      _ = reducer.reduce(&state, record.action)
    }
    return Result(
      state: state, replayed: records.count, damagedLength: contents.damagedLength, notices: notices)
  }

  /// The game just before record `sequence`: the newest snapshot in `directory` that covers no
  /// later record, with the records after it read from the other journal files there.
  private static func game(
    before sequence: UInt64, of file: URL, in directory: StateDirectory, reducer: Reducer<AppState, AppAction>
  ) throws(PersistenceError) -> (AppState, [String]) {
    let last = sequence - 1
    var base: Snapshot?
    for url in [directory.snapshot, directory.previousSnapshot, directory.startSnapshot] {
      guard case .snapshot(let snapshot) = try Snapshot.read(at: url), snapshot.sequence <= last,
        snapshot.sequence >= base?.sequence ?? 0
      else { continue }
      base = snapshot
    }
    guard let base else {
      guard last == 0 else {
        throw .unreplayable(
          path: file.path,
          reason:
            "it starts at action \(sequence), and no snapshot or journal file beside it holds the game before"
        )
      }
      return (AppState(), ["no snapshot.start beside \(file.lastPathComponent): replayed onto a new game"])
    }
    var state = AppState()
    state.game = base.game()
    var earlier: [UInt64: AppAction] = [:]
    let others = directory.segments(after: base.sequence).map(\.url) + [directory.journal]
    for url in others where url.standardizedFileURL != file.standardizedFileURL {
      for record in try JournalReader.records(at: url).records
      where record.sequence > base.sequence && record.sequence <= last {
        earlier[record.sequence] = record.action
      }
    }
    var next = base.sequence + 1
    while next <= last {
      guard let action = earlier[next] else {
        throw .unreplayable(
          path: file.path,
          reason: "actions \(next)...\(last) before it are missing from \(directory.url.path)")
      }
      _ = reducer.reduce(&state, action)
      next += 1
    }
    return (state, [])
  }
}
