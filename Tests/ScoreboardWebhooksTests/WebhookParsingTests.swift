import Scoreboard
import ScoreboardWebhooks
import Testing

/// Issue 28 item 2: `--webhook URL`, repeatable, with a filter of event names.
@Suite("webhook arguments (issue 28 item 2)")
struct WebhookParsingTests {
  static let names = Set(MatchEvent.Name.allCases.map(\.rawValue))

  @Test("a plain URL takes every event; its host, port and path are the URL's")
  func plainURL() throws {
    let hook = try Webhook(parsing: "http://192.0.2.7:9000/hooks/score?room=1", eventNames: Self.names)
    #expect(hook.host == "192.0.2.7")
    #expect(hook.port == 9000)
    #expect(hook.path == "/hooks/score?room=1")
    #expect(hook.events == nil)
    #expect(hook.takes("point") && hook.takes("match_won"))
  }

  @Test("no port means 80 and no path means /")
  func defaults() throws {
    let hook = try Webhook(parsing: "http://example.org", eventNames: Self.names)
    #expect(hook.port == 80)
    #expect(hook.path == "/")
  }

  @Test("EVENTS=URL takes only the events named")
  func filter() throws {
    let hook = try Webhook(parsing: "game_won,match_won=http://[::1]:8080/x", eventNames: Self.names)
    #expect(hook.events == ["game_won", "match_won"])
    #expect(hook.takes("match_won"))
    #expect(!hook.takes("point"))
    #expect(hook.host == "::1")
    #expect(hook.url == "http://[::1]:8080/x")
  }

  @Test(
    "bad arguments are one line each",
    arguments: [
      ("won=http://h/x", "--webhook won=http://h/x: no event is called won (see log --events)"),
      (
        "https://h/x",
        "--webhook https://h/x: https is not spoken yet; give an http:// receiver (a local relay for TLS)"
      ),
      ("ftp://h/x", "--webhook ftp://h/x: give an http://HOST[:PORT]/PATH address"),
      ("http://h:0/x", "--webhook http://h:0/x: the port is not a number from 1 to 65535"),
      ("http:///x", "--webhook http:///x: the address has no host"),
    ])
  func badArguments(argument: String, line: String) {
    #expect(throws: WebhookError(line)) { try Webhook(parsing: argument, eventNames: Self.names) }
  }
}

/// The signature a receiver checks: HMAC-SHA256 of the body under the key, as hex.
@Suite("webhook signatures (issue 28 item 2)")
struct WebhookSignatureTests {
  @Test("X-Scoreboard-Signature is sha256= and RFC 4231's HMAC-SHA256 (test case 2)")
  func rfc4231() {
    #expect(
      WebhookDelivery.signature(of: "what do ya want for nothing?", key: "Jefe")
        == "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }
}

/// Where a delivery stands: game, then record, then place.
@Suite("webhook positions")
struct WebhookPositionTests {
  @Test("a later game comes after any record of an earlier one; in one game, record then place")
  func order() {
    let early = WebhookPosition(game: "1795797134852218", record: 900, count: 3)
    #expect(WebhookPosition(game: "1795797200000000", record: 1, count: 1).isAfter(early))
    #expect(WebhookPosition(game: "1795797134852218", record: 900, count: 4).isAfter(early))
    #expect(WebhookPosition(game: "1795797134852218", record: 901, count: 1).isAfter(early))
    #expect(!WebhookPosition(game: "1795797134852218", record: 900, count: 3).isAfter(early))
    #expect(!WebhookPosition(game: "1795797134852218", record: 899, count: 9).isAfter(early))
  }
}
