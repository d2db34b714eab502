import FoundationEssentials
import ScoreboardPersistence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One deliverer of a state directory's webhooks at a time: an exclusive `flock` on
/// `DIR/webhooks.lock`, which holds the owner's pid. The kernel drops it when the process dies,
/// however it dies, so a restarted `serve` takes over at once.
final class WebhookLock: Sendable {
  private let fd: Int32

  /// Takes the lock of `directory` (creating the directory if need be), or throws a one-line
  /// ``WebhookError`` naming the process that holds it.
  init(directory: StateDirectory) throws(WebhookError) {
    try? directory.create()
    let path = directory.url.appendingPathComponent("webhooks.lock").path
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else {
      throw WebhookError("cannot open \(path): \(String(cString: strerror(errno)))")
    }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      let owner = (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.filter(\.isNumber) } ?? ""
      close(fd)
      throw WebhookError(
        "the webhooks of \(directory.url.path) are delivered by another scoreboard-tui already"
          + (owner.isEmpty ? "" : " (pid \(owner))"))
    }
    let pid = Array("\(getpid())\n".utf8)
    _ = ftruncate(fd, 0)
    _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    self.fd = fd
  }

  /// Lets another process deliver (the descriptor stays open until this is released).
  func unlock() {
    _ = flock(fd, LOCK_UN)
  }

  deinit {
    close(fd)
  }
}
