import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Brings an export directory in line with the files of the latest game, writing only what
/// changed since the last successful write.
///
/// Each file is replaced atomically: written to `.NAME.tmp` beside it, then renamed over it, so a
/// reader sees the old text or the new one, never part of one. There is no fsync: the files are a
/// live view, not a record, and the first sync of a run writes them all again.
///
/// `clock.txt` is written at most once per `minimumClockInterval`; a newer text that comes sooner
/// waits, and ``sync(force:)`` says when to try again. Not thread-safe: ``Exporter`` keeps it on
/// its queue.
final class ExportWriter {
  /// What a sync did.
  struct Outcome: Equatable {
    /// `.ok`, or the first failure.
    var status: ExportStatus
    /// When to sync again with nothing new: a `clock.txt` waiting for its interval, or a retry
    /// after a failure. `nil` when everything is written.
    var retryAt: Duration?
  }

  let directory: URL
  let minimumClockInterval: Duration
  let retryInterval: Duration
  let now: () -> Duration

  /// The files to write: the latest game's.
  private(set) var desired = ExportFiles(texts: [:])
  /// What each file holds on disk as far as this writer knows: a text, or `nil` for known absent.
  /// A name without an entry is unknown (before the first sync, after a failure).
  private var onDisk: [String: String?] = [:]
  private var lastClockWrite: Duration?
  /// How many times each file was written (renamed into place), for tests and measurements.
  private(set) var writeCounts: [String: Int] = [:]

  init(
    directory: URL, minimumClockInterval: Duration = .milliseconds(100),
    retryInterval: Duration = .seconds(1),
    now: @escaping () -> Duration
  ) {
    self.directory = directory
    self.minimumClockInterval = minimumClockInterval
    self.retryInterval = retryInterval
    self.now = now
  }

  /// Makes `files` the files to write, and syncs.
  func sync(_ files: ExportFiles, force: Bool = false) -> Outcome {
    desired = files
    return sync(force: force)
  }

  /// Writes every desired file whose text differs from the one on disk and removes the files the
  /// game does not have; with `force`, also a `clock.txt` still inside its interval.
  func sync(force: Bool = false) -> Outcome {
    do throws(ExportError) {
      var restarts = 0
      while true {
        let pass = try syncOnce(force: force)
        // A directory made afresh (removed behind our back) holds only the file just written.
        if let made = pass.madeDirectory, restarts < 2 {
          restarts += 1
          onDisk = [made: desired[made]]
          continue
        }
        return Outcome(status: .ok, retryAt: pass.clockWaitsUntil)
      }
    } catch {
      // The directory may be gone or replaced: trust nothing about it and write everything again.
      onDisk = [:]
      return Outcome(status: .failing("export failing: \(error)"), retryAt: now() + retryInterval)
    }
  }

  /// One pass over the files; stops early when it had to make the directory, naming the file it
  /// wrote into the new directory.
  private func syncOnce(force: Bool) throws(ExportError) -> (
    clockWaitsUntil: Duration?, madeDirectory: String?
  ) {
    var clockWaitsUntil: Duration?
    for name in ExportFiles.allNames {
      let text = desired[name]
      if let known = onDisk[name], known == text { continue }
      guard let text else {
        try remove(name)
        onDisk[name] = .some(nil)
        continue
      }
      if name == ExportFiles.clock, !force, let last = lastClockWrite {
        let next = last + minimumClockInterval
        if now() < next {
          clockWaitsUntil = next
          continue
        }
      }
      let madeDirectory = try writeFile(text, to: name)
      onDisk[name] = text
      writeCounts[name, default: 0] += 1
      if name == ExportFiles.clock { lastClockWrite = now() }
      if madeDirectory { return (clockWaitsUntil, name) }
    }
    return (clockWaitsUntil, nil)
  }

  private func url(_ name: String) -> URL {
    directory.appendingPathComponent(name, isDirectory: false)
  }

  /// Replaces the file `name` with `text`; says whether it had to make the directory first.
  private func writeFile(_ text: String, to name: String) throws(ExportError) -> Bool {
    let target = url(name)
    let temporary = url(".\(name).tmp")
    var fd = openTemporary(temporary)
    let madeDirectory = fd < 0 && errno == ENOENT
    if madeDirectory {
      try makeDirectory(directory)
      fd = openTemporary(temporary)
    }
    guard fd >= 0 else { throw ExportError(directory: directory) }
    do throws(ExportError) {
      try writeBytes(Array(text.utf8), to: fd)
      guard close(fd) == 0 else {
        fd = -1
        throw ExportError(directory: directory)
      }
      fd = -1
      guard rename(temporary.path, target.path) == 0 else { throw ExportError(directory: directory) }
      return madeDirectory
    } catch {
      if fd >= 0 { close(fd) }
      unlink(temporary.path)
      throw error
    }
  }

  /// Creates the temporary file `temporary` afresh: never through a link planted in its place,
  /// never into a file that was there (`O_EXCL | O_NOFOLLOW`); a leftover, or a planted link, is
  /// removed first (the link itself, not what it points to).
  private func openTemporary(_ temporary: URL) -> Int32 {
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    let fd = open(temporary.path, flags, 0o644)
    guard fd < 0, errno == EEXIST else { return fd }
    unlink(temporary.path)
    return open(temporary.path, flags, 0o644)
  }

  private func writeBytes(_ bytes: [UInt8], to fd: Int32) throws(ExportError) {
    var done = 0
    while done < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress! + done, buffer.count - done)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw ExportError(directory: directory)
      }
      if written == 0 { throw ExportError(directory: directory, code: ENOSPC) }
      done += written
    }
  }

  private func remove(_ name: String) throws(ExportError) {
    guard unlink(url(name).path) == 0 || errno == ENOENT else { throw ExportError(directory: directory) }
  }

  /// Creates `directory` and any missing parents.
  private func makeDirectory(_ directory: URL) throws(ExportError) {
    if mkdir(directory.path, 0o755) == 0 || errno == EEXIST { return }
    guard errno == ENOENT else { throw ExportError(directory: self.directory) }
    let parent = directory.deletingLastPathComponent()
    guard parent.path != directory.path else { throw ExportError(directory: self.directory) }
    try makeDirectory(parent)
    guard mkdir(directory.path, 0o755) == 0 || errno == EEXIST else {
      throw ExportError(directory: self.directory)
    }
  }
}

/// A failed system call of an export, as one line: `No space left on device (/srv/overlay)`.
struct ExportError: Error, CustomStringConvertible {
  let directory: URL
  let code: Int32

  init(directory: URL, code: Int32 = errno) {
    self.directory = directory
    self.code = code
  }

  var description: String { "\(String(cString: strerror(code))) (\(directory.path))" }
}
