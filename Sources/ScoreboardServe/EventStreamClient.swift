import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Follows another machine's `serve` over HTTP: reads its `/events` and reconnects by itself,
/// resuming from the last event's id. For `follow --url`.
///
/// The request is HTTP/1.0, so the answer's body is the plain event stream until the server
/// closes it (no chunked encoding to undo); the server's own HTTP stack does the rest.
///
/// ```swift
/// let client = try EventStreamClient(url: "http://192.0.2.7:8321")
/// client.start { happening in ... }   // .event(...) for each event, .lost(reason) when cut off
/// ```
public final class EventStreamClient: Sendable {
  /// What the client reports.
  public enum Happening: Sendable {
    /// An event arrived.
    case event(ServerSentEvent)
    /// The stream broke or could not be opened; the client tries again after ``retryDelay``.
    case lost(String)
  }

  /// How long the client waits before connecting again.
  public static let retryDelay = Duration.seconds(2)
  /// How long a silent connection is kept: the server sends a heartbeat every 15 s.
  public static let silenceLimit = 40

  /// The host asked for.
  public let host: String
  /// The port asked for.
  public let port: Int
  private let isStopped = Mutex(false)
  private let connection = Mutex<Int32>(-1)

  /// A client of `url`: `http://HOST:PORT`, `http://HOST:PORT/`, or `HOST:PORT`.
  public init(url: String) throws(ServeError) {
    var rest = Substring(url)
    if rest.hasPrefix("http://") { rest = rest.dropFirst(7) }
    if rest.hasPrefix("https://") {
      throw .badAddress(url, reason: "https is not served; use http://HOST:PORT")
    }
    if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
    let address = try ListenAddress(parsing: String(rest))
    host = address.host
    port = address.port
  }

  /// `http://HOST:PORT`.
  public var origin: String {
    "http://\(ListenAddress(host: host, port: port))"
  }

  /// Reads events until ``stop()``, on a thread of its own, reporting each to `report` (on that
  /// thread), reconnecting after each loss.
  public func start(report: @escaping @Sendable (Happening) -> Void) {
    DispatchQueue(label: "scoreboard-tui.follow-url").async { [self] in
      var parser = EventStreamParser()
      while !isStopped.withLock({ $0 }) {
        let reason = follow(lastEventID: parser.lastEventID, parser: &parser, report: report)
        if isStopped.withLock({ $0 }) { return }
        report(.lost(reason))
        usleep(useconds_t(Self.retryDelay / .microseconds(1)))
      }
    }
  }

  /// Stops reading and closes the connection.
  public func stop() {
    isStopped.withLock { $0 = true }
    connection.withLock { descriptor in
      if descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }
  }

  /// One connection: reads events until it breaks; returns why it ended.
  private func follow(
    lastEventID: String?, parser: inout EventStreamParser, report: (Happening) -> Void
  ) -> String {
    let descriptor: Int32
    switch connect() {
    case .success(let connected): descriptor = connected
    case .failure(let reason): return reason.text
    }
    connection.withLock { $0 = descriptor }
    defer {
      connection.withLock { $0 = -1 }
      close(descriptor)
    }
    setTimeouts(descriptor, milliseconds: Self.silenceLimit * 1000)
    var request = "GET /events HTTP/1.0\r\nHost: \(ListenAddress(host: host, port: port))\r\n"
    request += "Accept: text/event-stream\r\n"
    if let lastEventID { request += "Last-Event-ID: \(lastEventID)\r\n" }
    guard writeAll(request + "\r\n", to: descriptor) else { return "cannot send the request" }
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    var isBody = false
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        return count == 0 ? "the server closed the stream" : "no heartbeat from the server"
      }
      var bytes = Array(buffer[0..<count])
      if !isBody {
        head += bytes
        guard let end = Self.endOfHead(head) else {
          if head.count > 16 * 1024 { return "the server's answer is not an event stream" }
          continue
        }
        let statusLine = String(decoding: head.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        guard statusLine.split(separator: " ").dropFirst().first == "200" else {
          let body =
            String(decoding: head[end...], as: UTF8.self).split(whereSeparator: \.isNewline).first ?? ""
          return "\(statusLine) \(body)"
        }
        isBody = true
        bytes = Array(head[end...])
      }
      for event in parser.feed(bytes) { report(.event(event)) }
    }
  }

  private static func endOfHead(_ bytes: [UInt8]) -> Int? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard bytes.count >= separator.count else { return nil }
    for index in 0...(bytes.count - separator.count) where Array(bytes[index..<(index + 4)]) == separator {
      return index + 4
    }
    return nil
  }

  private struct ConnectFailure: Error {
    var text: String
  }

  private func connect() -> Result<Int32, ConnectFailure> {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      return .failure(ConnectFailure(text: "cannot find \(host): \(String(cString: gai_strerror(status)))"))
    }
    defer { freeaddrinfo(first) }
    var lastError = "no address for \(host)"
    var candidate: UnsafeMutablePointer<addrinfo>? = first
    while let info = candidate {
      candidate = info.pointee.ai_next
      let descriptor = socket(
        info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), 0)
      guard descriptor >= 0 else { continue }
      setTimeouts(descriptor, milliseconds: 5000)
      if Glibc.connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 {
        return .success(descriptor)
      }
      lastError =
        "cannot connect to \(ListenAddress(host: host, port: port)): \(String(cString: strerror(errno)))"
      close(descriptor)
    }
    return .failure(ConnectFailure(text: lastError))
  }
}
