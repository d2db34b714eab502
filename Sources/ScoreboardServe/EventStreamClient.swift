import Dispatch
import NIOCore
import NIOHTTP1
import NIOPosix
import Scoreboard
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Follows another machine's `serve` over HTTP: reads its `/events` and reconnects by itself,
/// resuming from the last event's id. For `follow --url`.
///
/// The HTTP is SwiftNIO's (its client codec writes the request and parses the answer, chunked or
/// not); what is read here is only the event stream inside the body.
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
  /// How long a silent connection is kept, in seconds: the server sends a heartbeat every 15 s.
  public static let silenceLimit = 40

  /// The host asked for.
  public let host: String
  /// The port asked for.
  public let port: Int
  /// The path of the events read: `/events?timeline=1` (a start with the whole timeline), or
  /// `/court/NAME/events` when the URL names a court
  /// of `serve --venue` (`http://HOST:PORT/court/NAME`, or any of its pages).
  public let eventsPath: String
  /// The longest line and largest event taken: a stream that sends more is dropped, with one
  /// ``Happening/lost(_:)`` saying so, and the client connects again.
  public let limits: EventStreamParser.Limits
  private let isStopped = Mutex(false)
  /// Whether the next connection starts over, without `Last-Event-ID`.
  private let startsOver = Mutex(false)
  private let channel = Mutex<(any Channel)?>(nil)

  /// A client for the `serve` at `url` (`http://HOST:PORT`; a path after it is ignored unless it
  /// names a court, `/court/NAME`), reading within `limits`; `https` and addresses that do not
  /// parse are refused.
  public init(url: String, limits: EventStreamParser.Limits = .init()) throws(ServeError) {
    self.limits = limits
    var rest = Substring(url)
    if rest.hasPrefix("http://") { rest = rest.dropFirst(7) }
    if rest.hasPrefix("https://") {
      throw .badAddress(url, reason: "https is not served; use http://HOST:PORT")
    }
    var path = Substring("")
    if let slash = rest.firstIndex(of: "/") {
      path = rest[slash...]
      rest = rest[..<slash]
    }
    let address = try ListenAddress(parsing: String(rest))
    host = address.host
    port = address.port
    let parts = path.prefix { $0 != "?" && $0 != "#" }.split(separator: "/")
    // `serve`'s events with the whole timeline first; a venue's court has no journal to send.
    eventsPath = parts.count >= 2 && parts[0] == "court" ? "/court/\(parts[1])/events" : "/events?timeline=1"
  }

  /// `http://HOST:PORT`, as the status line names it.
  public var origin: String {
    "http://\(ListenAddress(host: host, port: port))"
  }

  /// Starts following on a thread of its own: `report` hears every event and every loss, until
  /// ``stop()``.
  public func start(report: @escaping @Sendable (Happening) -> Void) {
    DispatchQueue(label: "scoreboard-tui.follow-url").async { [self] in
      let parser = SharedParser(limits: limits)
      while !isStopped.withLock({ $0 }) {
        let reason = follow(parser: parser, report: report)
        if isStopped.withLock({ $0 }) { return }
        if startsOver.withLock({ $0 }) { continue }
        report(.lost(reason))
        usleep(useconds_t(Self.retryDelay / .microseconds(1)))
      }
    }
  }

  /// Stops following; the connection is closed.
  public func stop() {
    isStopped.withLock { $0 = true }
    channel.withLock { $0?.close(promise: nil) }
  }

  /// Connects again at once, without `Last-Event-ID`, so the server sends its full document: for
  /// a follower that found events missing (the server drops the oldest for a slow reader).
  public func startOver() {
    startsOver.withLock { $0 = true }
    channel.withLock { $0?.close(promise: nil) }
  }

  /// A connection failure in a few words: `connection refused`, `no answer in 5 s`, the system's
  /// message for its error, rather than NIO's whole description.
  public static func brief(_ error: any Error) -> String {
    if case ChannelError.connectTimeout = error { return "no answer in 5 s" }
    let underlying = (error as? NIOConnectionError)?.connectionErrors.first?.error ?? error
    if let system = underlying as? IOError { return String(cString: strerror(system.errnoCode)).lowercased() }
    if let connection = error as? NIOConnectionError,
      connection.dnsAAAAError != nil || connection.dnsAError != nil
    {
      return "the host name does not resolve"
    }
    return "\(error)"
  }

  /// One connection: the request with the last id seen (none when starting over), then events
  /// until the stream ends; returns why it ended.
  private func follow(parser: SharedParser, report: @escaping @Sendable (Happening) -> Void) -> String {
    let isStartingOver = startsOver.withLock { startsOver in
      defer { startsOver = false }
      return startsOver
    }
    let lastEventID = isStartingOver ? nil : parser.lastEventID
    parser.startNewStream()
    let outcome = SharedText("the server closed the stream")
    let handler = EventStreamHandler(
      host: "\(ListenAddress(host: host, port: port))", path: eventsPath, lastEventID: lastEventID,
      onBytes: { bytes in
        let (events, overflow) = parser.feed(bytes)
        // The match events (`event: point`...) are for overlays: a follower reads the state ones.
        for event in events where event.name.flatMap(MatchEvent.Name.init(rawValue:)) == nil {
          report(.event(event))
        }
        if let overflow { outcome.set("\(overflow); dropped the stream") }
        return overflow == nil
      },
      onEnd: { reason in outcome.set(reason) })
    let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connectTimeout(.seconds(5))
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHTTPClientHandlers()
          try channel.pipeline.syncOperations.addHandlers(
            IdleStateHandler(readTimeout: .seconds(Int64(Self.silenceLimit))), handler)
        }
      }
    let connected: any Channel
    do {
      connected = try bootstrap.connect(host: host, port: port).wait()
    } catch {
      return "cannot connect (\(Self.brief(error)))"
    }
    channel.withLock { $0 = connected }
    defer { channel.withLock { $0 = nil } }
    if isStopped.withLock({ $0 }) { connected.close(promise: nil) }
    try? connected.closeFuture.wait()
    return outcome.value
  }
}

/// The event stream's parser, kept across connections (its last id resumes the next), shared
/// with the event loop that feeds it.
private final class SharedParser: Sendable {
  private let parser: Mutex<EventStreamParser>

  init(limits: EventStreamParser.Limits) {
    parser = Mutex(EventStreamParser(limits: limits))
  }

  /// The id of the last event read, sent as `Last-Event-ID` when connecting again.
  var lastEventID: String? { parser.withLock { $0.lastEventID } }

  /// Forgets what the last connection left unfinished.
  func startNewStream() { parser.withLock { $0.startNewStream() } }

  /// The events completed by `bytes`, and what was too long if something was.
  func feed(_ bytes: [UInt8]) -> ([ServerSentEvent], EventStreamParser.Overflow?) {
    parser.withLock { parser in (parser.feed(bytes), parser.overflow) }
  }
}

/// Why a connection ended, set from the event loop and read once it has closed.
private final class SharedText: Sendable {
  private let text: Mutex<(value: String, isSet: Bool)>

  init(_ text: String) { self.text = Mutex((text, false)) }

  var value: String { text.withLock { $0.value } }

  /// Sets the text unless it was set already: the first reason a stream ended is the one told
  /// (not the error of the close that followed it).
  func set(_ newValue: String) {
    text.withLock { text in
      if !text.isSet { text = (newValue, true) }
    }
  }
}

/// The pipeline's end of one `/events` request: sends it when the connection opens, passes the
/// body's bytes on (closing when they are refused), and says why the stream ended (an answer other than 200, silence, a close).
private final class EventStreamHandler: ChannelInboundHandler, Sendable {
  typealias InboundIn = HTTPClientResponsePart
  typealias OutboundOut = HTTPClientRequestPart

  private let host: String
  private let path: String
  private let lastEventID: String?
  private let onBytes: @Sendable ([UInt8]) -> Bool
  private let onEnd: @Sendable (String) -> Void

  init(
    host: String, path: String, lastEventID: String?, onBytes: @escaping @Sendable ([UInt8]) -> Bool,
    onEnd: @escaping @Sendable (String) -> Void
  ) {
    self.host = host
    self.path = path
    self.lastEventID = lastEventID
    self.onBytes = onBytes
    self.onEnd = onEnd
  }

  func channelActive(context: ChannelHandlerContext) {
    var headers = HTTPHeaders([("Host", host), ("Accept", "text/event-stream")])
    if let lastEventID { headers.add(name: "Last-Event-ID", value: lastEventID) }
    let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head) where head.status != .ok:
      onEnd("the server answered \(head.status.code) \(head.status.reasonPhrase)")
      context.close(promise: nil)
    case .head:
      break
    case .body(let buffer):
      if !onBytes(Array(buffer.readableBytesView)) { context.close(promise: nil) }
    case .end:
      context.close(promise: nil)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    guard event is IdleStateHandler.IdleStateEvent else {
      return context.fireUserInboundEventTriggered(event)
    }
    onEnd("no heartbeat from the server")
    context.close(promise: nil)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    onEnd("the stream broke: \(error)")
    context.close(promise: nil)
  }
}
