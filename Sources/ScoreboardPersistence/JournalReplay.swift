import FoundationEssentials
import Scoreboard
import StateStore

/// Replays one journal file for the `replay` command: from the game the journal's state
/// directory started with (its `snapshot.start`, when the file sits in one), else from a new game.
public enum JournalReplay {
  /// The result of a replay.
  public struct Result: Sendable {
    /// The state after the records replayed.
    public var state: AppState
    /// How many records were replayed.
    public var replayed: Int
    /// Damaged bytes at the file's end, left out.
    public var damagedLength: Int
  }

  /// The state after replaying the first `count` records of the journal at `file` (all of them
  /// when `nil`), on top of the game its directory started with. Records the start snapshot
  /// already covers are skipped. Reads only; never changes a file.
  public static func replay(
    _ file: URL, count: Int? = nil, reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer
  ) throws(PersistenceError) -> Result {
    let contents = try JournalReader.records(at: file)
    var state = AppState()
    var covered: UInt64 = 0
    let start = StateDirectory(url: file.deletingLastPathComponent()).startSnapshot
    if case .snapshot(let snapshot) = try Snapshot.read(at: start) {
      state.game = snapshot.game()
      covered = snapshot.sequence
    }
    let records = contents.records.filter { $0.sequence > covered }.prefix(count ?? Int.max)
    for record in records {
      _ = reducer.reduce(&state, record.action)
    }
    return Result(state: state, replayed: records.count, damagedLength: contents.damagedLength)
  }
}
