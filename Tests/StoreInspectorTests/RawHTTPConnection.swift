import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A plain TCP connection that sends a request as written and reads the answer as it comes: for a
/// stream that never ends (Server-Sent Events) and for a server in another process.
final class RawHTTPConnection {
  private let descriptor: Int32
  private var bytes: [UInt8] = []
  private var closedByServer = false

  /// Connects to `host`:`port`, trying each address the name has.
  init(host: String = "localhost", port: Int) throws {
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var addresses: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &addresses) == 0, let first = addresses else {
      throw ConnectionFailure("cannot resolve \(host)")
    }
    defer { freeaddrinfo(first) }
    var candidate: UnsafeMutablePointer<addrinfo>? = first
    while let address = candidate {
      let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, 0)
      if descriptor >= 0, connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        self.descriptor = descriptor
        return
      }
      if descriptor >= 0 { close(descriptor) }
      candidate = address.pointee.ai_next
    }
    throw ConnectionFailure("nothing listens on \(host):\(port)")
  }

  deinit {
    close(descriptor)
  }

  /// Hangs up, as a page that loses its connection does.
  func hangUp() {
    shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// Everything received so far, as text.
  var received: String { String(decoding: bytes, as: UTF8.self) }

  /// Sends `text` whole.
  func send(_ text: String) throws {
    var remaining = Array(text.utf8)[...]
    while !remaining.isEmpty {
      let sent = remaining.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 || errno == EAGAIN else { throw ConnectionFailure("the server stopped reading") }
      remaining = remaining.dropFirst(max(0, sent))
    }
  }

  /// Sends `GET path` with `headers`, keeping the connection open.
  func get(_ path: String, headers: [String: String] = [:], keepAlive: Bool = true) throws {
    let lines = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
    let connection = keepAlive ? "keep-alive" : "close"
    try send("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: \(connection)\r\n\(lines)\r\n")
  }

  /// Reads until what was received satisfies `condition` or the server closes; fails after
  /// `timeout`. Polls: the socket does not block, so no thread waits on it.
  @discardableResult
  func read(
    _ what: String, timeout: Duration = .seconds(60), until condition: (String) -> Bool = { _ in false }
  ) async throws -> String {
    let deadline = ContinuousClock.now + timeout
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while !condition(received), !closedByServer {
      let count = chunk.withUnsafeMutableBytes {
        recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
      }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        closedByServer = true
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        guard ContinuousClock.now < deadline else {
          throw ConnectionFailure("no \(what) within \(timeout); received: \(received)")
        }
        try await Task.sleep(for: .milliseconds(10))
      } else {
        throw ConnectionFailure("reading failed (errno \(errno)); received: \(received)")
      }
    }
    return received
  }

  /// `GET path` on a connection of its own, read to its end: the status and the body.
  static func get(_ path: String, port: Int, headers: [String: String] = [:]) async throws -> Answer {
    try await exchange("GET \(path)", port: port, headers: headers, body: nil)
  }

  /// `POST path` with `body` on a connection of its own, read to its end: the status and the body.
  static func post(_ path: String, port: Int, headers: [String: String] = [:], body: String) async throws
    -> Answer
  {
    try await exchange("POST \(path)", port: port, headers: headers, body: body)
  }

  private static func exchange(
    _ requestLine: String, port: Int, headers: [String: String], body: String?
  ) async throws -> Answer {
    let connection = try RawHTTPConnection(port: port)
    var head = "\(requestLine) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
    head += headers.map { "\($0.key): \($0.value)\r\n" }.joined()
    if let body { head += "Content-Length: \(body.utf8.count)\r\n" }
    try connection.send(head + "\r\n" + (body ?? ""))
    let text = try await connection.read("the whole answer to \(requestLine)")
    guard let split = text.range(of: "\r\n\r\n"),
      let status = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { throw ConnectionFailure("not an HTTP answer: \(text)") }
    return Answer(status: status, body: String(text[split.upperBound...]))
  }

  /// A status and the body that came with it.
  struct Answer {
    var status: Int
    var body: String
  }

  /// Why talking to the server failed, in one line.
  struct ConnectionFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
