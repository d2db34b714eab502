import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One writer per state directory: an exclusive `flock` on `DIR/lock`, which holds the owner's pid.
/// The kernel drops the lock when the process dies, however it dies.
final class InstanceLock: Sendable {
  private let fd: Int32

  /// Takes the lock of `directory`, or throws ``PersistenceError/alreadyRunning(pid:directory:)``.
  /// In a directory where the lock file cannot even be created (read-only), nobody can write
  /// either, so it goes without.
  init(_ directory: StateDirectory) throws(PersistenceError) {
    var fd = open(directory.lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    var writable = true
    if fd < 0 {
      writable = false
      fd = open(directory.lock.path, O_RDONLY | O_CLOEXEC)
    }
    self.fd = fd
    guard fd >= 0 else { return }
    if flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let owner = (try? String(contentsOf: directory.lock, encoding: .utf8))
        .flatMap { Int32($0.filter { !$0.isWhitespace }) }
      close(fd)
      throw .alreadyRunning(pid: owner, directory: directory.url.path)
    }
    if writable {
      ftruncate(fd, 0)
      try? FileOps.writeAll(Data("\(getpid())\n".utf8), to: fd)
    }
  }

  deinit {
    if fd >= 0 { close(fd) }
  }
}
