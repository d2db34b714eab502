import Foundation
import Synchronization
import Testing

@testable import ScoreboardServe

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 25 item 7: a server that sends an endless line or event cannot make `follow --url` keep it.
@Suite("Event stream limits")
struct EventStreamLimitTests {
  @Test("a line past the limit ends the reading, says so, and nothing after it is kept")
  func parserLineLimit() {
    var parser = EventStreamParser(limits: .init(maximumLine: 100, maximumEvent: 1000))
    #expect(parser.feed(Array("data: short\n\n".utf8)).map(\.data) == ["short"])
    #expect(parser.feed(Array("data: \(String(repeating: "x", count: 200))\n\ndata: later\n\n".utf8)).isEmpty)
    #expect(parser.overflow == .line(limit: 100))
    parser.startNewStream()
    #expect(parser.feed(Array("data: again\n\n".utf8)).map(\.data) == ["again"])
  }

  @Test("an event of many short lines past the limit ends the reading")
  func parserEventLimit() {
    var parser = EventStreamParser(limits: .init(maximumLine: 100, maximumEvent: 1000))
    let line = "data: \(String(repeating: "y", count: 50))\n"
    #expect(parser.feed(Array(String(repeating: line, count: 30).utf8)).isEmpty)
    #expect(parser.overflow == .event(limit: 1000))
    #expect(parser.feed(Array("\n".utf8)).isEmpty)
  }

  @Test("a hostile server's endless line: one notice, the stream dropped, and the next connection read")
  func endlessLineIsDropped() async throws {
    let server = try HostileEventServer()
    defer { server.stop() }
    let client = try EventStreamClient(
      url: "http://127.0.0.1:\(server.port)", limits: .init(maximumLine: 64 << 10, maximumEvent: 64 << 10))
    let happenings = Mutex<[String]>([])
    client.start { happening in
      switch happening {
      case .event(let event): happenings.withLock { $0.append("event \(event.data)") }
      case .lost(let reason): happenings.withLock { $0.append("lost \(reason)") }
      }
    }
    defer { client.stop() }
    let deadline = ContinuousClock.now + .seconds(30)
    while !happenings.withLock({ $0.contains("event ok") }), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    // Up to the first event of the next connection: a slow machine may already have lost that one
    // too (the hostile server sends no heartbeats), which is not what this test is about.
    let seen = happenings.withLock { all in
      all.firstIndex(of: "event ok").map { Array(all[...$0]) } ?? all
    }
    #expect(
      seen == ["lost the server sent a line longer than 65536 bytes; dropped the stream", "event ok"],
      "\(seen)")
  }
}

/// An HTTP server on a plain socket: its first connection answers `/events` with one endless
/// `data:` line (until the client hangs up), the next with one event `ok`, then holds it open.
final class HostileEventServer: Sendable {
  let port: Int
  private let listening: Int32
  private let connections = Mutex<[Int32]>([])

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && listen(descriptor, 4) == 0
          && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw CancellationError()
    }
    listening = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread.detachNewThread { [self] in serve() }
  }

  func stop() {
    shutdown(listening, Int32(SHUT_RDWR))
    close(listening)
    for connection in connections.withLock({ $0 }) { close(connection) }
  }

  private func serve() {
    var served = 0
    while true {
      let connection = accept(listening, nil, nil)
      guard connection >= 0 else { return }
      connections.withLock { $0.append(connection) }
      var request = [UInt8](repeating: 0, count: 4096)
      _ = read(connection, &request, request.count)
      let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
      guard send(text: head, to: connection) else { continue }
      served += 1
      if served == 1 {
        _ = send(text: "data: ", to: connection)
        let chunk = String(repeating: "x", count: 16 << 10)
        while send(text: chunk, to: connection) {}
      } else {
        _ = send(text: "id: 1\ndata: ok\n\n", to: connection)
      }
    }
  }

  private func send(text: String, to connection: Int32) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      == bytes.count
  }
}
