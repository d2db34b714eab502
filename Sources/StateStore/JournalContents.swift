import FoundationEssentials

/// What the bytes of a journal hold: its intact records, and how much of it is torn or corrupt.
///
/// Reading stops at the first frame that is not whole and intact: a write cut short by a crash
/// leaves a torn tail, and everything before it is kept.
///
/// ```swift
/// let contents = try JournalContents<Action>.read(bytes, kind: 1, format: .recorder) { payload in
///   try? JSONDecoder().decode(Action.self, from: payload)
/// }
/// ```
public struct JournalContents<Record> {
  /// The intact records, in the order written.
  public var records: [Record]
  /// How many bytes at the start hold those records.
  public var validLength: Int
  /// How many bytes after them are torn or corrupt.
  public var damagedLength: Int

  /// Contents of `records` in the first `validLength` bytes, followed by `damagedLength` others.
  public init(records: [Record], validLength: Int, damagedLength: Int) {
    self.records = records
    self.validLength = validLength
    self.damagedLength = damagedLength
  }

  /// The records in the frames of `kind` in `bytes`, each payload turned into a record by
  /// `decode`; a frame whose payload `decode` refuses (returns `nil` for) ends the reading as
  /// damage does.
  ///
  /// Throws ``NewerFrameFormat`` at an intact frame of a version newer than `format` reads.
  public static func read(
    _ bytes: Data, kind: UInt8, format: FrameFormat, decode: (Data) -> Record?
  ) throws(NewerFrameFormat) -> JournalContents {
    var records: [Record] = []
    var offset = 0
    while offset < bytes.count {
      switch JournalFrame.decode(bytes, at: offset, kind: kind, format: format) {
      case .newer(let version):
        throw NewerFrameFormat(version: version)
      case .damaged:
        return JournalContents(records: records, validLength: offset, damagedLength: bytes.count - offset)
      case .frame(let payload, let end, _):
        guard let record = decode(payload) else {
          return JournalContents(records: records, validLength: offset, damagedLength: bytes.count - offset)
        }
        records.append(record)
        offset = end
      }
    }
    return JournalContents(records: records, validLength: offset, damagedLength: 0)
  }
}

extension JournalContents: Equatable where Record: Equatable {}
extension JournalContents: Sendable where Record: Sendable {}

/// A journal holds a frame of a newer format version than the reader understands: written by a
/// newer program, so nothing of it should be read, or changed.
public struct NewerFrameFormat: Error, Equatable, Sendable {
  /// The version of the frame found.
  public var version: UInt8

  /// The error for a frame of `version`.
  public init(version: UInt8) {
    self.version = version
  }
}
