import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One writer per state directory: an exclusive `flock` on the directory itself, whatever its
/// mode, and on `DIR/lock`, which holds the owner's pid. The kernel drops the locks when the
/// process dies, however it dies.
final class InstanceLock: Sendable {
  private let fd: Int32
  private let directoryFD: Int32

  /// Takes the lock of `directory`, or throws ``PersistenceError/alreadyRunning(pid:directory:)``.
  ///
  /// The directory's own lock holds even where the lock file cannot be created (a read-only
  /// directory): a second keeper is refused there too, and when the directory becomes writable
  /// the two never append to one journal. A directory that cannot even be opened is
  /// ``PersistenceError/unusableDirectory(path:reason:)``.
  init(_ directory: StateDirectory) throws(PersistenceError) {
    let directoryFD = open(directory.url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directoryFD >= 0 else {
      throw .unusableDirectory(path: directory.url.path, reason: String(cString: strerror(errno)))
    }
    var fd = open(directory.lock.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    var writable = true
    if fd < 0 {
      writable = false
      fd = open(directory.lock.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    }
    guard flock(directoryFD, LOCK_EX | LOCK_NB) == 0, fd < 0 || flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      let owner = (try? String(contentsOf: directory.lock, encoding: .utf8))
        .flatMap { Int32($0.filter { !$0.isWhitespace }) }
      if fd >= 0 { close(fd) }
      close(directoryFD)
      throw .alreadyRunning(pid: owner, directory: directory.url.path)
    }
    self.fd = fd
    self.directoryFD = directoryFD
    if writable {
      ftruncate(fd, 0)
      try? FileOps.writeAll(Data("\(getpid())\n".utf8), to: fd)
    }
  }

  deinit {
    if fd >= 0 { close(fd) }
    close(directoryFD)
  }
}
