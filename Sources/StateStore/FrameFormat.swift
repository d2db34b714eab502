/// How a journal marks its frames: the two magic bytes every frame starts with, the newest format
/// version a reader accepts, and the largest payload it believes.
///
/// Every frame is laid out the same way (little-endian), 12 bytes of header then the payload:
///
/// ```
/// offset 0  2 bytes  magic
/// offset 2  1 byte   format version
/// offset 3  1 byte   kind: what the payload is (a recorded action, a snapshot...)
/// offset 4  4 bytes  payload length n (UInt32)
/// offset 8  4 bytes  CRC-32 of bytes 0..<8 followed by the payload
/// offset 12 n bytes  payload
/// ```
public struct FrameFormat: Equatable, Sendable {
  /// The two bytes every frame starts with.
  public var magic: [UInt8]
  /// The newest format version a reader of this format understands.
  public var newestVersion: UInt8
  /// The largest payload accepted: anything longer is damage, not data.
  public var maximumPayload: Int

  /// A format whose frames start with the two bytes of `magic`, read up to `newestVersion`.
  public init(magic: [UInt8], newestVersion: UInt8, maximumPayload: Int = 256 * 1024 * 1024) {
    precondition(magic.count == 2, "FrameFormat: the magic is two bytes")
    self.magic = magic
    self.newestVersion = newestVersion
    self.maximumPayload = maximumPayload
  }

  /// The format ``ActionRecorder`` writes by default: magic "SS", version 1.
  public static let recorder = FrameFormat(magic: [0x53, 0x53], newestVersion: 1)

  /// The size of a frame's header, before its payload.
  public static let headerSize = 12
}
