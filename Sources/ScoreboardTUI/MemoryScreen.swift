import Glibc
import Synchronization

/// A terminal in memory, for tests of the event loop: keys typed into it arrive through a real
/// socket the loop polls, frames painted are kept, and a resize is a size change the loop reads like
/// ncurses's `KEY_RESIZE`. Hanging it up closes the typing end: like a pseudo-terminal whose other
/// side closed, it then polls readable and hung up at once, for ever.
///
/// ```swift
/// let screen = MemoryScreen(size: TerminalSize(columns: 80, lines: 24))
/// screen.type("3h")
/// // ... once the loop has painted:
/// let latest = screen.frames.last
/// ```
public final class MemoryScreen: TerminalScreen, @unchecked Sendable {
  private struct Shared {
    var size: TerminalSize
    var pendingSize: TerminalSize?
    var frames: [Frame] = []
    var bells = 0
  }

  /// The byte that tells the loop to read a resize rather than a key (never part of UTF-8).
  private static let resizeMarker: UInt8 = 0xFF

  private let shared: Mutex<Shared>
  private let readEnd: Int32
  /// The typing end; `nil` once hung up.
  private let writeEnd: Mutex<Int32?>
  private var pendingBytes: [UInt8] = []

  /// A screen of `size`, with nothing typed or painted yet.
  public init(size: TerminalSize) {
    shared = Mutex(Shared(size: size))
    var ends: [Int32] = [-1, -1]
    // Close-on-exec from the start: a child process another thread starts meanwhile must not
    // inherit the typing end, or hanging up would not hang up while that child lives.
    _ = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    readEnd = ends[0]
    writeEnd = Mutex(ends[1])
  }

  deinit {
    Glibc.close(readEnd)
    hangUp()
  }

  /// Closes the typing end, as a terminal emulator that went away does: what was typed before
  /// can still be read, then nothing ever again.
  public func hangUp() {
    writeEnd.withLock { end in
      if let open = end { Glibc.close(open) }
      end = nil
    }
  }

  /// Types `text` (UTF-8, escape sequences included) as a terminal would send it.
  public func type(_ text: String) {
    send(Array(text.utf8))
  }

  /// Changes the size; the loop reads it as a resize and paints at the new size.
  public func resize(to size: TerminalSize) {
    shared.withLock { $0.pendingSize = size }
    send([Self.resizeMarker])
  }

  /// Every frame painted so far, oldest first.
  public var frames: [Frame] { shared.withLock { $0.frames } }

  /// How many times the bell rang.
  public var bells: Int { shared.withLock { $0.bells } }

  private func send(_ bytes: [UInt8]) {
    writeEnd.withLock { end in
      guard let end else { return }
      bytes.withUnsafeBytes { _ = Glibc.write(end, $0.baseAddress, $0.count) }
    }
  }

  // MARK: TerminalScreen

  /// The socket that typing writes to.
  public var inputDescriptor: Int32 { readEnd }

  /// The current size.
  public var size: TerminalSize { shared.withLock { $0.size } }

  /// The keys typed since the last read, and whether a resize came with them.
  public func readInputs() -> (inputs: [KeyDecoder.Input], resized: Bool) {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = Glibc.read(readEnd, &buffer, buffer.count)
      guard count > 0 else { break }
      pendingBytes += buffer[0..<count]
    }
    var resized = false
    var text: [UInt8] = []
    for byte in pendingBytes {
      if byte == Self.resizeMarker {
        resized = adoptPendingSize() || resized
      } else {
        text.append(byte)
      }
    }
    pendingBytes = []
    let inputs = String(decoding: text, as: UTF8.self).unicodeScalars.map { KeyDecoder.Input.scalar($0) }
    return (inputs, resized)
  }

  /// Takes a pending size, as after `SIGWINCH`.
  public func adoptKernelSize() {
    _ = adoptPendingSize()
  }

  /// Keeps `frame`.
  public func paint(_ frame: Frame) {
    shared.withLock { $0.frames.append(frame) }
  }

  /// Counts the bell.
  public func bell() {
    shared.withLock { $0.bells += 1 }
  }

  private func adoptPendingSize() -> Bool {
    shared.withLock { shared in
      guard let size = shared.pendingSize else { return false }
      shared.size = size
      shared.pendingSize = nil
      return true
    }
  }
}
