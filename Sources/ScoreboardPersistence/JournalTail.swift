import FoundationEssentials
import Scoreboard
import StateStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A follower's place in the game kept in a state directory: each ``read(newGame:reducer:)``
/// gives only the records written since the last, for the follower to apply to its own state
/// through the app's reducer, or the game read whole when the place no longer holds (the first
/// read, a new game begun there, records that cannot be found). Read-only and lock-free, like
/// `follow` always was: only what the journal made durable is seen, a torn tail is left out.
///
/// The journal is read on from the offset reached, so a reading costs what the new records cost,
/// however long the game. When the keeper compacts (renames `journal` into a segment and starts
/// a new one), the segments after the place are read as well, the renamed one from the offset.
///
/// ```swift
/// var tail = JournalTail(directory: stateDirectory)
/// switch try tail.read() {
/// case .reloaded(let loaded): state = loaded.state
/// case .records(let records): for record in records { _ = reducer.reduce(&state, record.action) }
/// }
/// ```
public struct JournalTail: Sendable {
  /// What a reading found.
  public enum Reading: Sendable {
    /// The records after the last read, oldest first (none when nothing changed): they carry on
    /// the game read so far.
    case records([JournalRecord])
    /// The game read whole: it replaces the one read so far.
    case reloaded(GameLoader.Loaded)
  }

  /// The state directory read.
  public let directory: StateDirectory
  /// The last record taken: the game read so far is the game after it.
  public private(set) var sequence: UInt64 = 0
  /// Whether a game was read at all (the first reading reloads).
  private var hasRead = false
  /// The start snapshot as last seen: another one is another game.
  private var start: StartFile?
  /// Where the journal was read to, `nil` when the next reading lists the segments.
  private var place: JournalPlace?

  /// A follower of `directory` that has read nothing yet.
  public init(directory: StateDirectory) {
    self.directory = directory
  }

  /// The records written since the last reading, or the game read whole when the place no longer
  /// holds (the first reading, a new game, a gap that stays): `newGame` when the directory holds
  /// none, records replayed through `reducer`.
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` for files of a newer version.
  public mutating func read(
    newGame: Game = Game(), reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer
  ) throws(PersistenceError) -> Reading {
    // The start snapshot is only ever written for a new game: another file there is another
    // game. It is looked at before and after the records are read, so records of a game begun
    // meanwhile are never taken for the old one's.
    let startFile = StartFile(directory.startSnapshot)
    if hasRead, startFile == start, let records = try newRecords(),
      StartFile(directory.startSnapshot) == startFile
    {
      return .records(records)
    }
    return .reloaded(try reload(startFile: startFile, newGame: newGame, reducer: reducer))
  }

  /// Reads the whole game: from its newest snapshot and the records after it.
  private mutating func reload(
    startFile: StartFile?, newGame: Game, reducer: Reducer<AppState, AppAction>
  ) throws(PersistenceError) -> GameLoader.Loaded {
    let loaded = try GameLoader.load(directory, newGame: newGame, reducer: reducer, repairAt: nil)
    start = startFile
    sequence = loaded.replayedThrough
    place = nil
    hasRead = true
    return loaded
  }

  /// The records after ``sequence``, or `nil` when some are missing each time they are read.
  private mutating func newRecords() throws(PersistenceError) -> [JournalRecord]? {
    for _ in 0..<Self.readings {
      let (records, reached) = try recordsAfter(sequence)
      let whole = records.enumerated().prefix { $0.element.sequence == sequence + 1 + UInt64($0.offset) }
      guard whole.count == records.count else { continue }
      place = reached
      sequence = records.last?.sequence ?? sequence
      return records
    }
    place = nil
    return nil
  }

  /// How many times a reading that found a gap is done in all.
  private static let readings = 5

  /// The records numbered after `sequence`, and the place the journal was read to. The journal is
  /// read before the segments are listed, so one the keeper renames meanwhile is listed; the
  /// segments are only listed when the journal is not the file read last time.
  private func recordsAfter(_ sequence: UInt64) throws(PersistenceError) -> ([JournalRecord], JournalPlace?) {
    let journal = try JournalFileTail.read(directory.journal, after: place)
    var files: [[JournalRecord]] = []
    if journal.place?.file != place?.file || place == nil {
      for segment in directory.segments(after: sequence) {
        files.append(try JournalFileTail.read(segment.url, after: place).records)
      }
    }
    files.append(journal.records)
    var records: [JournalRecord] = []
    for file in files {
      for record in file where record.sequence > (records.last?.sequence ?? sequence) {
        records.append(record)
      }
    }
    return (records, journal.place)
  }
}

/// What a start snapshot file is, cheaply: another file, or the same rewritten, is another game
/// to look at.
private struct StartFile: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: Int64
  var modifiedNanoseconds: Int

  /// The file at `url`, or `nil` when there is none.
  init?(_ url: URL) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modified = Int64(info.st_mtim.tv_sec)
    modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
  }
}
