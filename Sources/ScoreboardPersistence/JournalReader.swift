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
    /// How many bytes at the start of the file hold those records.
    public var validLength: Int
    /// How many bytes after them are torn or corrupt (a write cut short by a crash, or damage).
    public var damagedLength: Int
  }

  /// The records of the journal at `url`: an empty journal if there is no file. A torn or
  /// corrupt tail ends the reading; everything intact before it is returned.
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` for a journal from a newer version,
  /// and ``PersistenceError/unreadable(path:reason:)`` for one that is there but cannot be read:
  /// taken for empty, its game would be lost.
  public static func records(at url: URL) throws(PersistenceError) -> Contents {
    let contents: Data?
    do {
      contents = try FileOps.contentsIfExists(url)
    } catch {
      throw .unreadable(path: url.path, reason: String(cString: strerror(error.code)))
    }
    guard let bytes = contents else { return Contents(records: [], validLength: 0, damagedLength: 0) }
    return try parse(bytes, file: url.lastPathComponent)
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
}
