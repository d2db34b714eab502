import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system calls persistence needs, with the durability steps spelled out.
enum FileOps {
  /// An error from a system call, with `errno`'s message.
  struct SystemError: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    /// What went wrong in words, when `errno`'s message would not say it.
    let reason: String

    init(_ call: String, code: Int32 = errno, reason: String? = nil) {
      self.call = call
      self.code = code
      self.reason = reason ?? String(cString: strerror(code))
    }

    /// `open journal: Permission denied`; where the file does not matter to the user (the whole
    /// directory is read-only, the disk is full), the problem alone: `the file system is read-only`.
    var description: String { FileOps.plainProblem(code) ?? "\(call): \(reason)" }
  }

  /// A failure that is about the place, not the file, in words a scorekeeper can act on (`the
  /// file system is read-only`), or `nil` for `code`s whose file matters.
  static func plainProblem(_ code: Int32) -> String? {
    switch code {
    case EROFS: return "the file system is read-only"
    case ENOSPC: return "the disk is full"
    case EDQUOT: return "the disk quota is used up"
    default: return nil
    }
  }

  /// Writes all of `data` at the file offset of `fd`; throws on the first failure (possibly
  /// after part of it was written).
  static func writeAll(_ data: Data, to fd: Int32) throws(SystemError) {
    var failure: SystemError?
    data.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let written = write(fd, buffer.baseAddress! + done, buffer.count - done)
        if written < 0 {
          if errno == EINTR { continue }
          failure = SystemError("write")
          return
        }
        if written == 0 {
          failure = SystemError("write", code: ENOSPC)
          return
        }
        done += written
      }
    }
    if let failure { throw failure }
  }

  /// Flushes the directory entry changes of `directory` (creations, renames) to disk.
  static func syncDirectory(_ directory: URL) throws(SystemError) {
    let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw SystemError("open \(directory.path)") }
    defer { close(fd) }
    guard fsync(fd) == 0 else { throw SystemError("fsync \(directory.path)") }
  }

  /// Replaces `url` with `data`: a temporary file beside it, fsync, rename, fsync of the directory.
  static func writeAtomically(_ data: Data, to url: URL) throws(SystemError) {
    let directory = url.deletingLastPathComponent()
    let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(unique)")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw SystemError("open \(temporary.lastPathComponent)") }
    do throws(SystemError) {
      try writeAll(data, to: fd)
      guard fsync(fd) == 0 else { throw SystemError("fsync") }
      close(fd)
    } catch {
      close(fd)
      unlink(temporary.path)
      throw error
    }
    guard rename(temporary.path, url.path) == 0 else {
      let failure = SystemError("rename")
      unlink(temporary.path)
      throw failure
    }
    try syncDirectory(directory)
  }

  /// Renames `url` to `NAME.SUFFIX-TIMESTAMP` beside it, keeping it; returns the new name.
  @discardableResult
  static func moveAside(_ url: URL, suffix: String, now: Date) throws(SystemError) -> String {
    let target = freeSideFile(for: url, suffix: suffix, now: now)
    let name = target.lastPathComponent
    guard rename(url.path, target.path) == 0 else { throw SystemError("rename \(url.lastPathComponent)") }
    try syncDirectory(url.deletingLastPathComponent())
    return name
  }

  /// A side file for `url` that does not exist yet: `NAME.SUFFIX-TIMESTAMP`, then `-2`, `-3`...
  /// after it, so two repairs in one second keep both.
  static func freeSideFile(for url: URL, suffix: String, now: Date) -> URL {
    let name = "\(url.lastPathComponent).\(suffix)-\(timestamp(now))"
    let directory = url.deletingLastPathComponent()
    var candidate = directory.appendingPathComponent(name)
    var number = 2
    while exists(candidate) {
      candidate = directory.appendingPathComponent("\(name)-\(number)")
      number += 1
    }
    return candidate
  }

  /// A UTC time fit for a file name: `2026-11-21T23-50-01Z`.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))T"
      + "\(two(parts.hour))-\(two(parts.minute))-\(two(parts.second))Z"
  }

  /// Whether a file or directory exists at `url`.
  static func exists(_ url: URL) -> Bool {
    access(url.path, F_OK) == 0
  }

  /// The whole file at `url`, or `nil` when there is none. Opened once and read through that
  /// descriptor, so a file renamed or created meanwhile is either read whole or not there: a
  /// reader beside a keeper that compacts never takes one for the other.
  ///
  /// Anything but a regular file (a FIFO, a device, a directory) is refused (`EINVAL`)
  /// before a byte is read: opened without blocking, then checked, so a FIFO never hangs the reader.
  static func contentsIfExists(_ url: URL) throws(SystemError) -> Data? {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw SystemError("open")
    }
    defer { close(fd) }
    try requireRegularFile(fd)
    var contents = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError("read")
      }
      if count == 0 { return contents }
      contents.append(contentsOf: chunk[0..<count])
    }
  }

  /// Why a path that is not a regular file cannot be read as one of the game's files.
  static let notRegularFile = "it is not a regular file (a FIFO, a device or a folder)"

  /// Throws unless `fd` is open on a regular file, then turns `O_NONBLOCK` off again.
  static func requireRegularFile(_ fd: Int32) throws(SystemError) {
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw SystemError("fstat") }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw SystemError("open", code: EINVAL, reason: notRegularFile)
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
  }
}
