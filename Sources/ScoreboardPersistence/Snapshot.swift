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

/// The whole game at one point of the journal: written every so many actions and on quit, so
/// start-up replays only the records after it.
///
/// The undo history is not stored step by step (each step is a whole game, and in the rally
/// sports and tennis each game holds every rally, so that grows with the square of the game's
/// length). It is stored as the history it started from (the base, usually a new game with no
/// history) and the journaled actions since (``history``), which replaying through the app's reducer turns
/// back into the exact history: the reducer is pure, and the journal's own restore relies on it.
///
/// File format 2 (the payload of a ``RecordFrame`` of kind snapshot, little-endian):
///
/// ```
/// u64      sequence: the last journal record included
/// f64      stamp.time, then u32 n + n bytes stamp.boot (UTF-8), i64 stamp.reading, i64 stamp.offset
/// u32 n    + n bytes: the present game (JSON)
/// u32 n    + n bytes: the base history (JSON)
/// u32 n    + n bytes: the distinct actions (JSON array)
/// u32 k    + k × u32: the actions since the base, oldest first, as indexes into the distinct ones
/// ```
///
/// Format 1 (JSON of `{seq, clock, game}` with every step in full) is still read.
public struct Snapshot: Equatable, Sendable {
  /// The last journal record it includes: start-up replays only records after it.
  public var sequence: UInt64
  /// When it was written.
  public var stamp: ClockStamp
  /// The game as it is at ``sequence``: all the first frame needs.
  public var present: Game
  /// The history the present was reached by: a base and the journaled actions since. As read
  /// from a file it stays undecoded until needed (``SnapshotHistory``).
  public var history: SnapshotHistory

  /// A snapshot as of record `sequence` whose history is `base` followed by `actions`, arriving
  /// at `present`.
  public init(
    sequence: UInt64, stamp: ClockStamp, present: Game, base: Timeline, actions: ActionLog
  ) {
    self.init(
      sequence: sequence, stamp: stamp, present: present,
      history: SnapshotHistory(base: base, actions: actions))
  }

  /// A snapshot as of record `sequence` whose history is `history`, arriving at `present`.
  public init(sequence: UInt64, stamp: ClockStamp, present: Game, history: SnapshotHistory) {
    self.sequence = sequence
    self.stamp = stamp
    self.present = present
    self.history = history
  }

  /// A snapshot of `game` as of record `sequence`, holding its history whole (no actions).
  public init(sequence: UInt64, stamp: ClockStamp, game: Timeline) {
    self.init(sequence: sequence, stamp: stamp, present: game.present, base: game, actions: [])
  }

  /// The game with its undo and redo history: the history's actions replayed on its base
  /// through `reducer`, the game's reducer with its undo history (effects dropped). Its present
  /// is ``present``. A history that does not decode gives the present alone, with nothing to undo:
  /// the score is never lost to it.
  ///
  /// The game's reducer, not the app's: the app's only adds the screen state and the clock's
  /// timer around it, and replaying without them takes a third of the time.
  public func game(replayingWith reducer: Reducer<Timeline, AppAction> = Game.reducer)
    -> Timeline
  {
    guard let (base, actions) = try? history.decoded() else { return Timeline(present) }
    guard !actions.isEmpty else { return base }
    var game = base
    game.reserveCapacity(forSteps: actions.count)
    for action in actions {
      _ = reducer.reduce(&game, action)
    }
    if game.present != present {
      game.present = present
    }
    return game
  }

  /// What reading a snapshot file found.
  enum ReadResult {
    case missing
    case snapshot(Snapshot)
    case corrupt
  }

  /// Reads the snapshot at `url`; throws for a newer format version and for a path that is not
  /// a regular file.
  ///
  /// With `keepingHistoryStored`, the history is left as the file stores it
  /// (``SnapshotHistory``): only the present is decoded.
  static func read(at url: URL, keepingHistoryStored: Bool = false) throws(PersistenceError) -> ReadResult {
    let bytes: Data
    do throws(FileOps.SystemError) {
      guard let contents = try FileOps.contentsIfExists(url) else { return .missing }
      bytes = contents
    } catch {
      // Not a regular file (a FIFO would hang a plain read): said, never taken for no snapshot.
      guard error.code != EINVAL else { throw .unreadable(path: url.path, reason: error.reason) }
      return .missing
    }
    switch RecordFrame.decode(bytes, at: 0, kind: .snapshot) {
    case .newer(let version):
      throw .newerFormat(file: url.lastPathComponent, version: version)
    case .damaged:
      return .corrupt
    case .frame(let payload, let end, let version):
      guard end == bytes.count,
        let snapshot = try? decode(payload, version: version, keepingHistoryStored: keepingHistoryStored)
      else { return .corrupt }
      return .snapshot(snapshot)
    }
  }

  /// Writes the snapshot to `url`, in the current format, so that a crash leaves either the old
  /// file or the new one: a temporary file in the same directory, fsync, rename, fsync of the
  /// directory.
  public func write(to url: URL) throws {
    try FileOps.writeAtomically(try framed(), to: url)
  }

  /// The snapshot file's bytes, in the current format.
  func framed() throws -> Data {
    RecordFrame.encode(try encoded(), kind: .snapshot)
  }

  /// The format-2 payload.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    var writer = ByteWriter()
    writer.append(sequence)
    writer.append(stamp.time)
    writer.append(stamp.boot)
    writer.append(stamp.reading)
    writer.append(stamp.offset)
    writer.appendBlock(try encoder.encode(present))
    try history.write(to: &writer, encoder: encoder)
    return writer.data
  }

  /// The snapshot in a payload of format `version`; with `keepingHistoryStored`, its history is
  /// left undecoded (format 2 only).
  static func decode(_ payload: Data, version: UInt8, keepingHistoryStored: Bool = false) throws -> Snapshot {
    let decoder = JSONDecoder()
    guard version >= 2 else {
      let legacy = try decoder.decode(SnapshotVersion1.self, from: payload)
      return Snapshot(sequence: legacy.sequence, stamp: legacy.stamp, game: legacy.game)
    }
    var reader = ByteReader(payload)
    let sequence = try reader.read(UInt64.self)
    let stamp = ClockStamp(
      time: try reader.readDouble(), boot: try reader.readString(), reading: try reader.read(),
      offset: try reader.read())
    let present = try decoder.decode(Game.self, from: try reader.readBlock())
    let baseJSON = try reader.readBlock()
    let tableJSON = try reader.readBlock()
    let count = Int(try reader.read(UInt32.self))
    guard count <= Int.max / 4 else { throw ByteReader.Truncated() }
    let stored = StoredHistory(
      baseJSON: baseJSON, tableJSON: tableJSON, indexBytes: try reader.readRaw(4 * count))
    guard reader.isAtEnd else { throw ByteReader.Truncated() }
    var history = SnapshotHistory(stored: stored)
    if !keepingHistoryStored { try history.decode() }
    return Snapshot(sequence: sequence, stamp: stamp, present: present, history: history)
  }
}

/// The snapshot as format 1 wrote it: every step of the history in full, as JSON.
private struct SnapshotVersion1: Decodable {
  var sequence: UInt64
  var stamp: ClockStamp
  var game: Timeline

  private enum CodingKeys: String, CodingKey {
    case sequence = "seq"
    case stamp = "clock"
    case game
  }
}
