import FoundationEssentials
import StateStore

/// The framing of every record in the journal and of the snapshot file, so that a torn or
/// corrupt record is detected rather than misread.
///
/// Layout (little-endian), 12 bytes of header then the payload:
///
/// ```
/// offset 0  2 bytes  magic "SB" (0x53 0x42)
/// offset 2  1 byte   format version (journal records: 1; snapshots: 1 or 2)
/// offset 3  1 byte   kind: 1 journal record, 2 snapshot
/// offset 4  4 bytes  payload length n (UInt32)
/// offset 8  4 bytes  CRC-32 of bytes 0..<8 followed by the payload
/// offset 12 n bytes  payload: UTF-8 JSON (journal records, version-1 snapshots), or the compact
///                    binary snapshot of version 2 (see ``Snapshot``)
/// ```
public enum RecordFrame {
  /// The format version this build writes, and the newest it reads.
  public static let currentVersion: UInt8 = 2
  /// The size of the header before the payload.
  public static let headerSize = FrameFormat.headerSize
  /// The app's frames in the StateStore library's framing: magic "SB", read up to `currentVersion`.
  static let format = FrameFormat(magic: [0x53, 0x42], newestVersion: currentVersion)

  /// What a frame holds.
  enum Kind: UInt8 {
    /// A journal record: the kind the StateStore library's `ActionRecorder` writes.
    case record = 1
    case snapshot = 2
  }

  /// What was found at an offset: a whole frame, one of a newer version, or damage.
  typealias Decoded = JournalFrame.Decoded

  /// The bytes of a frame around `payload`, marked as format `version`.
  static func encode(_ payload: Data, kind: Kind, version: UInt8 = currentVersion) -> Data {
    JournalFrame.encode(payload, kind: kind.rawValue, version: version, format: format)
  }

  /// The frame starting at `offset` of `bytes` (see `JournalFrame.decode(_:at:kind:format:)`).
  static func decode(_ bytes: Data, at offset: Int, kind: Kind) -> Decoded {
    JournalFrame.decode(bytes, at: offset, kind: kind.rawValue, format: format)
  }
}
