import Foundation
import Scoreboard
import ScoreboardPersistence
import Synchronization
import Testing

@testable import ScoreboardServe

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 25 item 6: an event slot is freed when its connection closes, and one client address
/// cannot hold them all.
@Suite("Event slots", .serialized)
struct EventSlotTests {
  @Test("one address past its cap is refused while another is served; a page closed frees its slot")
  func capPerAddress() throws {
    let scratch = ScratchDirectory()
    let feed = try GameFeed(
      directory: scratch.state, limits: .init(maximumSubscribers: 8, maximumSubscribersPerClient: 2))
    // The subscriptions are held: a stream let go ends its subscription.
    var held = try (0..<2).map { _ in try feed.subscribe(lastEventID: nil, client: "10.0.0.1") }
    #expect(throws: FeedFull(maximum: 2, isPerClient: true)) {
      try feed.subscribe(lastEventID: nil, client: "10.0.0.1")
    }
    held.append(try feed.subscribe(lastEventID: nil, client: "10.0.0.2"))
    feed.unsubscribe(held[0].id)
    held.append(try feed.subscribe(lastEventID: nil, client: "10.0.0.1"))
    #expect(feed.subscriberCount == 3)
    #expect(held.count == 4)
  }

  @Test("pages opened and closed one after another leave no slot taken; the next is served at once")
  func closedConnectionsFreeTheirSlots() async throws {
    let scratch = ScratchDirectory()
    // A heartbeat of an hour: only the closing of a connection can free its slot here.
    let limits = GameFeed.Limits(maximumSubscribers: 4, heartbeat: .seconds(3600))
    try await withServeServer(scratch.state, limits: limits) { feed, port in
      for round in 1...12 {
        let page = try RawPage(port: port, path: "/events")
        #expect(await page.read(until: "retry:").hasPrefix("HTTP/1.1 200"))
        page.close()
        let isFreed = await eventually(within: .seconds(300)) { feed.subscriberCount == 0 }
        #expect(isFreed, "the slot of page \(round) is still taken")
        guard isFreed else { return }
      }
      let next = try RawPage(port: port, path: "/events")
      #expect(await next.read(until: "retry:").hasPrefix("HTTP/1.1 200"))
      next.close()
    }
  }

  @Test("over HTTP, one address past its cap gets 429 with a reason; another address is served")
  func capOverHTTP() async throws {
    let scratch = ScratchDirectory()
    let limits = GameFeed.Limits(
      maximumSubscribers: 8, maximumSubscribersPerClient: 2, heartbeat: .seconds(3600))
    try await withServeServer(scratch.state, limits: limits) { _, port in
      let held = try (0..<2).map { _ in try RawPage(port: port, path: "/events") }
      for page in held { #expect(await page.read(until: "retry:").hasPrefix("HTTP/1.1 200")) }
      let refused = try RawPage(port: port, path: "/events")
      let answer = await refused.read(until: "at once")
      #expect(answer.hasPrefix("HTTP/1.1 429"))
      #expect(answer.contains("too many live pages from your address: at most 2 at once"))
      let other = try RawPage(port: port, path: "/events", from: "127.0.0.2")
      #expect(await other.read(until: "retry:").hasPrefix("HTTP/1.1 200"))
      for page in held + [refused, other] { page.close() }
    }
  }
}

/// Runs `test` with `serve` of `directory` on a port of the loopback, in this process, with
/// `connections` and `idleTimeout` as its limits.
func withServeServer(
  _ directory: StateDirectory, limits: GameFeed.Limits,
  connections: ConnectionLimit = ConnectionLimit(maximum: 64),
  idleTimeout: Duration = ServeServer.idleTimeout,
  _ test: @escaping @Sendable (GameFeed, Int) async throws -> Void
) async throws {
  let feed = try GameFeed(directory: directory, limits: limits)
  let routes = ServeRoutes(
    feed: feed, token: ActionToken(value: "0123456789abcdef0123456789abcdef"), catalog: .standard)
  // Waits for the server to listen, or to fail, with no deadline: a loaded machine only delays it.
  let (started, starting) = AsyncStream<Result<Int, any Error>>.makeStream()
  let server = Task {
    do {
      try await ServeServer.run(
        routes, on: ListenAddress(host: "127.0.0.1", port: 0), handlesSignals: false,
        connections: connections,
        idleTimeout: idleTimeout, onListening: { starting.yield(.success($0)) })
      starting.yield(.failure(CancellationError()))
    } catch {
      starting.yield(.failure(error))
    }
  }
  defer { server.cancel() }
  var events = started.makeAsyncIterator()
  let listening = try #require(await events.next()).get()
  try await test(feed, listening)
}

/// A client's connection on a plain socket, from a loopback address of its own choosing: it sends
/// what it is given and reads what comes.
final class RawPage: Sendable {
  private let descriptor: Int32
  /// Whether ``close()`` closed the descriptor: a second close would close whatever file the
  /// process has opened under the same number since (another test's server socket).
  private let isClosed = Mutex(false)

  /// A connection that sends `GET path`.
  convenience init(port: Int, path: String, from source: String = "127.0.0.1") throws {
    try self.init(port: port, sending: "GET \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n", from: source)
  }

  /// A connection that sends `text` (nothing for an idle one).
  init(port: Int, sending text: String, from source: String = "127.0.0.1") throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var timeout = timeval(tv_sec: 300, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    local.sin_addr.s_addr = inet_addr(source)
    var remote = sockaddr_in()
    remote.sin_family = sa_family_t(AF_INET)
    remote.sin_addr.s_addr = inet_addr("127.0.0.1")
    remote.sin_port = in_port_t(UInt16(port).bigEndian)
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let connected = [local, remote].enumerated().allSatisfy { index, address in
      var address = address
      return withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
          index == 0 ? bind(descriptor, address, length) == 0 : connect(descriptor, address, length) == 0
        }
      }
    }
    let bytes = Array(text.utf8)
    guard connected, bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == bytes.count
    else {
      Glibc.close(descriptor)
      throw CancellationError()
    }
  }

  /// What comes until `text` has come, the connection ends, or nothing comes for 5 minutes; read on a
  /// thread of its own, so the server's tasks are not kept waiting.
  func read(until text: String) async -> String {
    await offThePool { self.blockingRead(until: text).text }
  }

  /// Whether the server closes the connection (rather than nothing coming for 5 minutes).
  func isClosedByServer() async -> Bool {
    await offThePool { self.blockingRead(until: nil).isClosed }
  }

  private func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
  }

  private func blockingRead(until text: String?) -> (text: String, isClosed: Bool) {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while text.map({ !String(decoding: received, as: UTF8.self).contains($0) }) ?? true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count == 0 || (count < 0 && errno == ECONNRESET) {
        return (String(decoding: received, as: UTF8.self), true)
      }
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return (String(decoding: received, as: UTF8.self), false)
  }

  /// Closes the connection, once however often it is called.
  func close() {
    let wasOpen = isClosed.withLock { isClosed in
      defer { isClosed = true }
      return !isClosed
    }
    if wasOpen { Glibc.close(descriptor) }
  }
}
