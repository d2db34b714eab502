import FoundationEssentials

/// One frame of a journal: a payload with a header that says what it is and a CRC-32 that proves
/// it whole, so a torn or corrupt record is detected rather than misread (layout: ``FrameFormat``).
public enum JournalFrame {
  /// What was found at an offset of a journal.
  public enum Decoded: Equatable, Sendable {
    /// A whole, intact frame: its payload, where the next frame starts, and its format version.
    case frame(payload: Data, end: Int, version: UInt8)
    /// An intact frame of a format version newer than the reader's.
    case newer(version: UInt8)
    /// Bytes that are not a whole, intact frame of the kind asked for (torn, corrupt or foreign).
    case damaged
  }

  /// The bytes of a frame of `kind` around `payload`, marked as format `version`.
  public static func encode(_ payload: Data, kind: UInt8, version: UInt8, format: FrameFormat) -> Data {
    let headerSize = FrameFormat.headerSize
    var frame = Data(count: headerSize + payload.count)
    frame.withUnsafeMutableBytes { frame in
      frame[0] = format.magic[0]
      frame[1] = format.magic[1]
      frame[2] = version
      frame[3] = kind
      frame.storeBytes(of: UInt32(payload.count).littleEndian, toByteOffset: 4, as: UInt32.self)
      payload.withUnsafeBytes { payload in
        UnsafeMutableRawBufferPointer(rebasing: frame[headerSize...]).copyMemory(from: payload)
      }
      let bytes = frame.assumingMemoryBound(to: UInt8.self)
      let crc = CRC32.update(CRC32.checksum(bytes[0..<8]), with: bytes[headerSize...])
      frame.storeBytes(of: crc.littleEndian, toByteOffset: 8, as: UInt32.self)
    }
    return frame
  }

  /// The frame of `kind` starting at `offset` of `bytes`.
  ///
  /// The magic, the length and the CRC (over bytes 0..<8 and the payload) keep their places in
  /// every version, so a frame is checked whole before its version is believed: a damaged version
  /// byte is damage, and only an intact frame of a newer version stops the reading.
  public static func decode(_ bytes: Data, at offset: Int, kind: UInt8, format: FrameFormat) -> Decoded {
    let start = bytes.startIndex + offset
    let headerSize = FrameFormat.headerSize
    guard bytes.endIndex - start >= headerSize else { return .damaged }
    guard bytes[start] == format.magic[0], bytes[start + 1] == format.magic[1] else { return .damaged }
    let length = Int(littleEndian(bytes, start + 4))
    guard length <= format.maximumPayload, bytes.endIndex - start - headerSize >= length else {
      return .damaged
    }
    let payloadRange = (start + headerSize)..<(start + headerSize + length)
    let crc = CRC32.update(CRC32.checksum(bytes[start..<(start + 8)]), with: bytes[payloadRange])
    guard crc == littleEndian(bytes, start + 8) else { return .damaged }
    let version = bytes[start + 2]
    if version > format.newestVersion { return .newer(version: version) }
    guard version >= 1, bytes[start + 3] == kind else { return .damaged }
    return .frame(payload: Data(bytes[payloadRange]), end: offset + headerSize + length, version: version)
  }

  private static func littleEndian(_ bytes: Data, _ index: Int) -> UInt32 {
    (0..<4).reduce(UInt32(0)) { value, shift in value | UInt32(bytes[index + shift]) << (8 * shift) }
  }
}
