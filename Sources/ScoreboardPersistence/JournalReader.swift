import FoundationEssentials

/// Reads journal files without changing them: safe while the app is writing one.
public enum JournalReader {
  /// What one journal file holds.
  public struct Contents: Equatable, Sendable {
    /// The intact records, in the order written.
    public var records: [JournalRecord]
    /// How many bytes at the start of the file hold those records.
    public var validLength: Int
    /// How many bytes after them are torn or corrupt (a write cut short by a crash, or damage).
    public var damagedLength: Int
  }

  /// The records of the journal at `url`: an empty journal if there is no file. A torn or
  /// corrupt tail ends the reading; everything intact before it is returned.
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` for a journal from a newer version.
  public static func records(at url: URL) throws(PersistenceError) -> Contents {
    guard let bytes = try? Data(contentsOf: url) else {
      return Contents(records: [], validLength: 0, damagedLength: 0)
    }
    return try parse(bytes, file: url.lastPathComponent)
  }

  /// The records in the journal bytes `bytes`, read from the file named `file`.
  static func parse(_ bytes: Data, file: String) throws(PersistenceError) -> Contents {
    var records: [JournalRecord] = []
    var offset = 0
    let decoder = JSONDecoder()
    while offset < bytes.count {
      switch RecordFrame.decode(bytes, at: offset, kind: .record) {
      case .newer(let version):
        throw .newerFormat(file: file, version: version)
      case .damaged:
        return Contents(records: records, validLength: offset, damagedLength: bytes.count - offset)
      case .frame(let payload, let end, _):
        guard let record = try? decoder.decode(JournalRecord.self, from: payload) else {
          return Contents(records: records, validLength: offset, damagedLength: bytes.count - offset)
        }
        records.append(record)
        offset = end
      }
    }
    return Contents(records: records, validLength: offset, damagedLength: 0)
  }
}
