import Glibc
import NIOCore
import Testing

@testable import ScoreboardServe

/// Issue 25 item 29: `follow --url` with its server gone says so in a line that fits the status line.
@Suite("follow --url: a lost server, in words")
struct ConnectionProblemTests {
  @Test("a refused connection and a silent host are said in a few words, not NIO's description")
  func briefReasons() {
    #expect(
      EventStreamClient.brief(IOError(errnoCode: ECONNREFUSED, reason: "connect")) == "connection refused")
    #expect(EventStreamClient.brief(ChannelError.connectTimeout(.seconds(5))) == "no answer in 5 s")
  }
}
