import Foundation
import Scoreboard
import StateStore

/// The whole game at one point of the journal: written every so many actions and on quit, so
/// start-up replays only the records after it.
public struct Snapshot: Codable, Equatable, Sendable {
  /// The last journal record it includes: start-up replays only records after it.
  public var sequence: UInt64
  /// When it was written.
  public var stamp: ClockStamp
  /// The game, with its undo and redo history.
  public var game: UndoHistory<Game>

  /// A snapshot of `game` as of record `sequence`.
  public init(sequence: UInt64, stamp: ClockStamp, game: UndoHistory<Game>) {
    self.sequence = sequence
    self.stamp = stamp
    self.game = game
  }

  private enum CodingKeys: String, CodingKey {
    case sequence = "seq"
    case stamp = "clock"
    case game
  }

  /// What reading a snapshot file found.
  enum ReadResult {
    case missing
    case snapshot(Snapshot)
    case corrupt
  }

  /// Reads the snapshot at `url`; throws only for a newer format version.
  static func read(at url: URL) throws(PersistenceError) -> ReadResult {
    guard let bytes = try? Data(contentsOf: url) else { return .missing }
    switch RecordFrame.decode(bytes, at: 0, kind: .snapshot) {
    case .newer(let version):
      throw .newerFormat(file: url.lastPathComponent, version: version)
    case .damaged:
      return .corrupt
    case .frame(let payload, let end):
      guard end == bytes.count, let snapshot = try? JSONDecoder().decode(Snapshot.self, from: payload)
      else { return .corrupt }
      return .snapshot(snapshot)
    }
  }

  /// Writes the snapshot to `url` so that a crash leaves either the old file or the new one:
  /// a temporary file in the same directory, fsync, rename, fsync of the directory.
  func write(to url: URL) throws {
    let frame = RecordFrame.encode(try JSONEncoder().encode(self), kind: .snapshot)
    try FileOps.writeAtomically(frame, to: url)
  }
}
