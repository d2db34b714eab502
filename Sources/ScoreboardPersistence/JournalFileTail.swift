import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a path named when it was opened: its device and inode. A journal renamed into a
/// segment keeps its identity, and the new journal the keeper opens has another.
struct FileIdentity: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
}

/// Where a reader stopped in one journal file: the file, and the offset after its last whole
/// record. Records are framed one after another from the file's start, so a reading can resume
/// at that offset.
struct JournalPlace: Equatable, Sendable {
  var file: FileIdentity
  var offset: Int
}

/// Reads a journal file from a place in it: the records appended since a reader last looked,
/// without reading and decoding the ones it has.
enum JournalFileTail {
  /// What one reading found.
  struct Contents {
    /// The whole records read, oldest first.
    var records: [JournalRecord]
    /// Where the reading stopped (after the last whole record), or `nil` when there was no file.
    var place: JournalPlace?
  }

  /// The records of the file at `url` after `place` when `place` is in this same file, else all
  /// of them; no records when there is no file. Opened once and read through that descriptor, so
  /// a journal renamed meanwhile is read as the file it was.
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` for a record of a newer version and
  /// ``PersistenceError/unreadable(path:reason:)`` for a file that is there but cannot be read.
  static func read(_ url: URL, after place: JournalPlace?) throws(PersistenceError) -> Contents {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return Contents(records: [], place: nil) }
      throw .unreadable(path: url.path, reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw .unreadable(path: url.path, reason: String(cString: strerror(errno)))
    }
    let file = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    let start = place?.file == file ? place?.offset ?? 0 : 0
    let bytes = try rest(of: fd, from: start, path: url.path)
    let contents = try JournalReader.parse(bytes, file: url.lastPathComponent)
    return Contents(
      records: contents.records, place: JournalPlace(file: file, offset: start + contents.validLength))
  }

  /// The bytes of `fd` from `offset` to its end.
  private static func rest(of fd: Int32, from offset: Int, path: String) throws(PersistenceError) -> Data {
    var contents = Data()
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    var position = off_t(offset)
    while true {
      let count = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, position) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { return contents }
      contents.append(contentsOf: chunk[0..<count])
      position += off_t(count)
    }
  }
}
