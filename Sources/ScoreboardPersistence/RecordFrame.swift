import FoundationEssentials

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
  public static let headerSize = 12
  /// The largest payload accepted: anything longer is damage, not data.
  static let maximumPayload = 256 * 1024 * 1024
  static let magic: [UInt8] = [0x53, 0x42]

  /// What a frame holds.
  enum Kind: UInt8 {
    case record = 1
    case snapshot = 2
  }

  /// What was found at an offset.
  enum Decoded {
    /// A whole, intact frame: its payload, where the next frame starts, and its format version.
    case frame(payload: Data, end: Int, version: UInt8)
    /// A frame of a newer format version.
    case newer(version: UInt8)
    /// Bytes that are not a whole, intact frame (torn, corrupt or foreign).
    case damaged
  }

  /// The bytes of a frame around `payload`, marked as format `version`.
  static func encode(_ payload: Data, kind: Kind, version: UInt8 = currentVersion) -> Data {
    var header: [UInt8] = magic + [version, kind.rawValue]
    let length = UInt32(payload.count)
    header += withUnsafeBytes(of: length.littleEndian) { Array($0) }
    let crc = CRC32.checksum(header + payload)
    header += withUnsafeBytes(of: crc.littleEndian) { Array($0) }
    var frame = Data(header)
    frame.append(payload)
    return frame
  }

  /// The frame starting at `offset` of `bytes`.
  ///
  /// The magic, the length and the CRC (over bytes 0..<8 and the payload) keep their places in
  /// every version, so a frame is checked whole before its version is believed: a damaged
  /// version byte is damage, and only an intact frame of a newer version stops the reading.
  static func decode(_ bytes: Data, at offset: Int, kind: Kind) -> Decoded {
    let start = bytes.startIndex + offset
    guard bytes.endIndex - start >= headerSize else { return .damaged }
    guard bytes[start] == magic[0], bytes[start + 1] == magic[1] else { return .damaged }
    let length = Int(littleEndian(bytes, start + 4))
    guard length <= maximumPayload, bytes.endIndex - start - headerSize >= length else { return .damaged }
    let payloadRange = (start + headerSize)..<(start + headerSize + length)
    let expected = littleEndian(bytes, start + 8)
    var crcInput = Array(bytes[start..<(start + 8)])
    crcInput += bytes[payloadRange]
    guard CRC32.checksum(crcInput) == expected else { return .damaged }
    let version = bytes[start + 2]
    if version > currentVersion { return .newer(version: version) }
    guard version >= 1, bytes[start + 3] == kind.rawValue else { return .damaged }
    return .frame(payload: Data(bytes[payloadRange]), end: offset + headerSize + length, version: version)
  }

  private static func littleEndian(_ bytes: Data, _ index: Int) -> UInt32 {
    (0..<4).reduce(UInt32(0)) { value, shift in value | UInt32(bytes[index + shift]) << (8 * shift) }
  }
}
