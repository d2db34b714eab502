import Foundation
import ScoreboardPersistence
import Testing

@testable import ScoreboardServe

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 25 item 5: idle connections cannot starve the process.
@Suite("Connection limits", .serialized)
struct ConnectionLimitTests {
  @Test("past the cap a new connection is closed at once; one that closes gives its place back")
  func cap() async throws {
    let scratch = ScratchDirectory()
    let limit = ConnectionLimit(maximum: 3)
    try await withServeServer(
      scratch.state, limits: .init(heartbeat: .seconds(3600)), connections: limit, idleTimeout: .seconds(3600)
    ) { _, port in
      let idle = try (0..<3).map { _ in try RawPage(port: port, sending: "") }
      #expect(await eventually(within: .seconds(300)) { limit.openCount == 3 })
      let refused = try RawPage(port: port, path: "/state.json")
      #expect(await refused.isClosedByServer())
      idle[0].close()
      #expect(await eventually(within: .seconds(300)) { limit.openCount == 2 })
      let served = try RawPage(port: port, path: "/state.json")
      #expect(await served.read(until: "\r\n").hasPrefix("HTTP/1.1 200"))
      for page in idle + [refused, served] { page.close() }
    }
  }

  @Test("an idle connection and a half-sent request are closed after the idle timeout; a live page is not")
  func idleTimeout() async throws {
    let scratch = ScratchDirectory()
    try await withServeServer(
      scratch.state, limits: .init(heartbeat: .seconds(3600)), idleTimeout: .seconds(1)
    ) { feed, port in
      let page = try RawPage(port: port, path: "/events")
      #expect(await page.read(until: "retry:").hasPrefix("HTTP/1.1 200"))
      let idle = try RawPage(port: port, sending: "")
      let slow = try RawPage(port: port, sending: "GET /state.json HTTP/1.1\r\nHost: loc")
      #expect(await idle.isClosedByServer())
      #expect(await slow.isClosedByServer())
      #expect(feed.subscriberCount == 1, "the live page outlived the idle ones")
      for connection in [page, idle, slow] { connection.close() }
    }
  }

  @Test("the soft descriptor limit is raised to the hard one; the cap keeps a reserve below it")
  func descriptorLimit() {
    let soft = ConnectionLimit.raiseDescriptorLimit()
    var limits = rlimit()
    #expect(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits) == 0)
    #expect(soft == Int(clamping: limits.rlim_cur))
    #expect(limits.rlim_cur == limits.rlim_max || limits.rlim_max == rlim_t.max)
    let cap = ConnectionLimit.forThisProcess().maximum
    #expect(cap <= soft - ConnectionLimit.reserve || cap == 16)
  }
}
