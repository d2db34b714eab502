import Glibc

/// A self-pipe that wakes the event loop: signal handlers and other threads write a byte, the
/// loop polls the read end beside the terminal.
///
/// Both ends are non-blocking, so a writer never stalls when the loop is behind; a full pipe
/// already guarantees a wake-up.
final class WakePipe: Sendable {
  /// Why the loop was woken.
  enum Reason: UInt8 {
    /// The store has a new state to paint.
    case stateChanged = 1
    /// The terminal was resized.
    case resized = 2
    /// A job waits in the ``LoopInbox``.
    case job = 3
  }

  let readEnd: Int32
  let writeEnd: Int32

  init() throws(TerminalError) {
    var ends: [Int32] = [-1, -1]
    // A connected socket pair, which behaves as a pipe here, made close-on-exec and non-blocking
    // at once (Glibc's module has no pipe2): a child process that another thread starts a moment
    // later (speech, a test's server) must not inherit it.
    let flags = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
    guard socketpair(AF_UNIX, flags, 0, &ends) == 0 else {
      throw .systemCall("socketpair", errno: errno)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Wakes the loop for `reason`. Safe to call from any thread.
  func wake(_ reason: Reason) {
    var byte = reason.rawValue
    _ = write(writeEnd, &byte, 1)
  }

  /// Reads every byte waiting in the pipe.
  func drain() -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0 else { return received }
      received.append(contentsOf: buffer[0..<count])
    }
  }
}
