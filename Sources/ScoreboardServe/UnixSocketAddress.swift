#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A filesystem path as a `sockaddr_un`, for binding or connecting a Unix-domain socket.
struct UnixSocketAddress {
  private var address = sockaddr_un()

  /// The address of `path`, or `nil` when the path is too long for one (108 bytes on Linux).
  init?(path: String) {
    let bytes = Array(path.utf8)
    guard !bytes.isEmpty, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
  }

  /// Calls `body` with the address as a `sockaddr` and its length.
  func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
    var copy = address
    return withUnsafePointer(to: &copy) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }
}

/// A socket descriptor's send and receive timeout.
func setTimeouts(_ descriptor: Int32, milliseconds: Int) {
  var time = timeval(tv_sec: milliseconds / 1000, tv_usec: (milliseconds % 1000) * 1000)
  let size = socklen_t(MemoryLayout<timeval>.size)
  setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, size)
  setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, size)
}

/// Reads one line (without its `\n`) of at most `limit` bytes from `descriptor`, or `nil` when the
/// peer closed, timed out or sent too much first.
func readLine(from descriptor: Int32, limit: Int) -> String? {
  var received: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 512)
  while received.count <= limit {
    let count = read(descriptor, &buffer, buffer.count)
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return nil }
    received.append(contentsOf: buffer[0..<count])
    if let end = received.firstIndex(of: UInt8(ascii: "\n")) {
      return String(decoding: received[..<end], as: UTF8.self)
    }
  }
  return nil
}

/// Writes all of `text` to the socket `descriptor`; `false` when it could not, the peer having
/// gone included (EPIPE, never SIGPIPE: `MSG_NOSIGNAL`).
@discardableResult
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let count = bytes[offset...].withUnsafeBytes {
      send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return false }
    offset += count
  }
  return true
}
