import ScoreboardServe
import Testing

@Suite("listen address")
struct ListenAddressTests {
  @Test("the default is loopback port 8321")
  func standard() {
    #expect(ListenAddress.standard.description == "127.0.0.1:8321")
    #expect(ListenAddress.standard.isLoopback)
  }

  @Test("ADDR:PORT, [IPv6]:PORT and a bare port are read; only loopback hosts count as loopback")
  func parsing() throws {
    let everywhere = try ListenAddress(parsing: "0.0.0.0:8080")
    #expect(everywhere.host == "0.0.0.0" && everywhere.port == 8080 && !everywhere.isLoopback)
    let ipv6 = try ListenAddress(parsing: "[::1]:9000")
    #expect(ipv6.host == "::1" && ipv6.port == 9000 && ipv6.isLoopback && ipv6.description == "[::1]:9000")
    let bare = try ListenAddress(parsing: "9001")
    #expect(bare.host == "127.0.0.1" && bare.port == 9001)
    #expect(try ListenAddress(parsing: "localhost:80").isLoopback)
  }

  @Test(
    "a bad port or host is refused with a reason",
    arguments: ["127.0.0.1:http", "127.0.0.1:70000", ":80", "a b:80", "[::1"])
  func refused(_ text: String) {
    #expect(throws: ServeError.self) { try ListenAddress(parsing: text) }
  }
}
