import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the saved game lives, and the names of the files in it.
///
/// ```
/// DIR/lock                 the pid of the instance that owns DIR (flock)
/// DIR/snapshot             the game as of a journal record (RecordFrame kind 2)
/// DIR/snapshot.previous    the snapshot before it, the fallback if `snapshot` is damaged
/// DIR/snapshot.start       the game as it started (record 0), the base of `log` and the last fallback
/// DIR/journal              records after the snapshot, appended as they happen
/// DIR/journal.SEQ          older journal segments, SEQ the last record they hold (20 digits)
/// DIR/archive/TIMESTAMP/   games put away by --new
/// ```
public struct StateDirectory: Equatable, Sendable {
  /// The directory.
  public var url: URL

  /// The state directory at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// The directory to use: `explicit` (from `--state-dir`) if given, else
  /// `$XDG_STATE_HOME/scoreboard-tui`, else `$HOME/.local/state/scoreboard-tui`, from `environment`.
  public static func resolve(explicit: String? = nil, environment: [String: String]) -> StateDirectory {
    if let explicit, !explicit.isEmpty {
      return StateDirectory(url: URL(fileURLWithPath: explicit, isDirectory: true))
    }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return StateDirectory(url: URL(fileURLWithPath: state).appendingPathComponent("scoreboard-tui"))
    }
    let home =
      environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.homeDirectoryForCurrentUser.path
    return StateDirectory(
      url: URL(fileURLWithPath: home).appendingPathComponent(".local/state/scoreboard-tui"))
  }

  /// Creates the directory (and its parents) with mode 0700 if it does not exist.
  public func create() throws(PersistenceError) {
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .unusableDirectory(path: url.path, reason: "cannot create it")
    }
  }

  /// Refuses a state directory that is a symbolic link to a directory this user cannot write
  /// (``PersistenceError/unusableDirectory(path:reason:)``): a keeper there could save nothing,
  /// and the link may have been planted to point it elsewhere.
  public func refuseUnwritableLink() throws(PersistenceError) {
    var path = url.path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, access(path, W_OK) != 0 else { return }
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "another place"
    throw .unusableDirectory(path: path, reason: "it is a link to \(target), which this user cannot write")
  }

  /// The lock file: held by the keeping app, it holds that app's pid.
  public var lock: URL { url.appendingPathComponent("lock") }
  var snapshot: URL { url.appendingPathComponent("snapshot") }
  var previousSnapshot: URL { url.appendingPathComponent("snapshot.previous") }
  var startSnapshot: URL { url.appendingPathComponent("snapshot.start") }
  var journal: URL { url.appendingPathComponent("journal") }
  var archive: URL { url.appendingPathComponent("archive") }

  /// The file name of the journal segment whose last record is `sequence`.
  func segment(endingAt sequence: UInt64) -> URL {
    let digits = String(sequence)
    return url.appendingPathComponent("journal." + String(repeating: "0", count: 20 - digits.count) + digits)
  }

  /// Throws unless a game was ever saved here (a snapshot, a journal segment or a journal record
  /// on disk), so the commands that read the game can tell "no game" from a game at 0 : 0:
  /// ``PersistenceError/noSavedGame(directory:)`` for a missing, empty or never-played directory,
  /// ``PersistenceError/unusableDirectory(path:reason:)`` for a path that is not a directory,
  /// ``PersistenceError/unreadable(path:reason:)`` for a journal that is not a regular file.
  public func requireSavedGame() throws(PersistenceError) {
    var isDirectory = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    if exists && !isDirectory {
      throw .unusableDirectory(path: url.path, reason: "it is a file, not a directory")
    }
    let snapshots = [snapshot, previousSnapshot, startSnapshot]
    var journalInfo = stat()
    let journalExists = stat(journal.path, &journalInfo) == 0
    if journalExists && journalInfo.st_mode & S_IFMT != S_IFREG {
      throw .unreadable(path: journal.path, reason: FileOps.notRegularFile)
    }
    let journalHasRecords = journalExists && journalInfo.st_size > 0
    guard snapshots.contains(where: FileOps.exists) || !segments().isEmpty || journalHasRecords else {
      throw .noSavedGame(directory: url.path)
    }
  }

  /// The older journal segments (those ending after record `sequence`, when it is given), oldest
  /// first, with the last record each holds.
  ///
  /// Read with `readdir` and filtered by name before any URL is made: a long game leaves
  /// hundreds of segments, and a start-up from its snapshot needs none of them.
  func segments(after sequence: UInt64? = nil) -> [(end: UInt64, url: URL)] {
    guard let stream = opendir(url.path) else { return [] }
    defer { closedir(stream) }
    var ends: [UInt64] = []
    while let entry = readdir(stream) {
      let end = withUnsafeBytes(of: entry.pointee.d_name) { name in
        Self.segmentEnd(name.prefix { $0 != 0 })
      }
      if let end, sequence.map({ end > $0 }) ?? true { ends.append(end) }
    }
    return ends.sorted().map { ($0, segment(endingAt: $0)) }
  }

  /// The last record of the segment file named `name` (`journal.` and 20 digits), or `nil` for
  /// any other name.
  private static func segmentEnd(_ name: UnsafeRawBufferPointer.SubSequence) -> UInt64? {
    let prefix = Array("journal.".utf8)
    guard name.count == prefix.count + 20, name.starts(with: prefix) else { return nil }
    var end: UInt64 = 0
    for digit in name.dropFirst(prefix.count) {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      let (times, overflow) = end.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      end = sum
    }
    return end
  }
}
