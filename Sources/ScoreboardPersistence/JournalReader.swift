import FoundationEssentials
import StateStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads journal files without changing them: safe while the app is writing one.
public enum JournalReader {
  /// What one journal file holds.
  public struct Contents: Equatable, Sendable {
    /// The intact records, in the order written.
    public var records: [JournalRecord]
    /// How many bytes at the start of the file hold intact records before the first damage.
    public var validLength: Int
    /// How many bytes of the file are torn or corrupt, in all.
    public var damagedLength: Int
    /// Each stretch of damaged bytes, in file order; intact records after one are kept.
    public var damage: [JournalDamage] = []
  }

  /// The records of the journal at `url`: an empty journal if there is no file. Damage (a torn
  /// tail, a flipped bit) is skipped: every intact frame after it is found again by its magic,
  /// length and CRC, and its record returned (``Contents/damage`` says where the damage is).
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` for a journal from a newer version,
  /// and ``PersistenceError/unreadable(path:reason:)`` for one that is there but cannot be read:
  /// taken for empty, its game would be lost.
  public static func records(at url: URL) throws(PersistenceError) -> Contents {
    let contents: Data?
    do {
      contents = try FileOps.contentsIfExists(url)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
    guard let bytes = contents else { return Contents(records: [], validLength: 0, damagedLength: 0) }
    return try parseSkippingDamage(bytes, file: url.lastPathComponent)
  }

  /// The records in the journal bytes `bytes`, read from the file named `file`: the StateStore
  /// library's torn-tail reading of the app's frames.
  static func parse(_ bytes: Data, file: String) throws(PersistenceError) -> Contents {
    let decoder = JSONDecoder()
    do {
      let contents = try JournalContents<JournalRecord>.read(
        bytes, kind: RecordFrame.Kind.record.rawValue, format: RecordFrame.format
      ) { payload in try? decoder.decode(JournalRecord.self, from: payload) }
      return Contents(
        records: contents.records, validLength: contents.validLength, damagedLength: contents.damagedLength)
    } catch {
      throw .newerFormat(file: file, version: error.version)
    }
  }

  /// The records in the journal bytes `bytes`, read from the file named `file`, carrying on past
  /// damage: each damaged stretch ends at the next frame that is whole, intact and a record.
  static func parseSkippingDamage(_ bytes: Data, file: String) throws(PersistenceError) -> Contents {
    let decoder = JSONDecoder()
    var records: [JournalRecord] = []
    var damage: [JournalDamage] = []
    var offset = 0
    while offset < bytes.count {
      if let (record, end) = try record(in: bytes, at: offset, file: file, decoder: decoder) {
        records.append(record)
        offset = end
        continue
      }
      let next = try nextRecordStart(in: bytes, after: offset, file: file, decoder: decoder)
      damage.append(JournalDamage(offset: offset, length: next - offset, after: records.last?.sequence))
      offset = next
    }
    return Contents(
      records: records, validLength: damage.first?.offset ?? bytes.count,
      damagedLength: damage.reduce(0) { $0 + $1.length }, damage: damage)
  }

  /// The record whose frame starts at `offset` and where the next frame starts, or `nil` for damage.
  private static func record(
    in bytes: Data, at offset: Int, file: String, decoder: JSONDecoder
  ) throws(PersistenceError) -> (JournalRecord, Int)? {
    switch RecordFrame.decode(bytes, at: offset, kind: .record) {
    case .newer(let version):
      throw .newerFormat(file: file, version: version)
    case .damaged:
      return nil
    case .frame(let payload, let end, _):
      guard let record = try? decoder.decode(JournalRecord.self, from: payload) else { return nil }
      return (record, end)
    }
  }

  /// The offset of the first intact record frame after `offset`, or the end of `bytes`.
  private static func nextRecordStart(
    in bytes: Data, after offset: Int, file: String, decoder: JSONDecoder
  ) throws(PersistenceError) -> Int {
    let magic = RecordFrame.format.magic
    var candidate = offset + 1
    while candidate + 1 < bytes.count {
      let index = bytes.startIndex + candidate
      if bytes[index] == magic[0], bytes[index + 1] == magic[1],
        try record(in: bytes, at: candidate, file: file, decoder: decoder) != nil
      {
        return candidate
      }
      candidate += 1
    }
    return bytes.count
  }
}

/// A stretch of damaged bytes in a journal file.
public struct JournalDamage: Equatable, Sendable {
  /// Where the damage starts, in bytes from the start of the file.
  public var offset: Int
  /// How many bytes are damaged.
  public var length: Int
  /// The number of the last intact record before the damage (`nil` at the start of the file).
  public var after: UInt64?

  /// Says where the damage is: `after record 57, at byte 4321 (38 bytes)`.
  public var place: String {
    let whereInFile = "at byte \(offset) (\(length) bytes)"
    guard let after else { return "before the first record, \(whereInFile)" }
    return "after record \(after), \(whereInFile)"
  }
}
