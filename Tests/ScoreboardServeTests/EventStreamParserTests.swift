import Scoreboard
import ScoreboardServe
import Testing

@Suite("reading an event stream")
struct EventStreamParserTests {
  @Test("events split anywhere across reads come out whole, with their ids; comments and retry are skipped")
  func splitAnywhere() {
    let text =
      "retry: 2000\n\n: heartbeat\n\nid: 7\nevent: state\ndata: {\ndata:   \"a\": 1\ndata: }\n\nid: 8\ndata: x\n\n"
    let bytes = Array(text.utf8)
    for split in 1..<bytes.count {
      var parser = EventStreamParser()
      let events = parser.feed(Array(bytes[..<split])) + parser.feed(Array(bytes[split...]))
      #expect(events.map(\.id) == ["7", "8"], "split at \(split)")
      #expect(events.first?.data == "{\n  \"a\": 1\n}")
      #expect(events.first?.name == "state")
      #expect(parser.lastEventID == "8")
    }
  }

  @Test("CRLF and CR end lines as LF does")
  func lineEndings() {
    var parser = EventStreamParser()
    let events = parser.feed(Array("id: 1\r\ndata: a\r\rid: 2\rdata: b\r\n\r\n".utf8))
    #expect(events.map(\.data) == ["a", "b"])
  }

  @Test("what the server sends is what the reader reads back")
  func roundTrip() {
    let sent = ServerSentEvent(id: "42", name: "state", data: "{\"x\": [1,\n2]}")
    var parser = EventStreamParser()
    #expect(parser.feed(Array(sent.text.utf8)) == [sent])
  }

  @Test("a follower reads the game and the keeper's clock reading out of an event")
  func envelope() throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    kept.play(.scoreboard(.add(.away, points: 4)))
    let feed = try GameFeed(directory: scratch.state)
    let envelope = FeedEnvelope.parse(feed.reading.eventData())
    #expect(envelope?.game.scoreboard.scores.away == 4)
    #expect(envelope?.keeperRunning == true)
    #expect(envelope?.savedGame == true)
    #expect((envelope?.reading ?? .zero) > .zero)
    #expect(FeedEnvelope.parse("{}") == nil)
  }

  @Test("the client takes http://HOST:PORT, with or without a slash, and refuses https")
  func clientURL() throws {
    let client = try EventStreamClient(url: "http://127.0.0.1:8321/")
    #expect(client.origin == "http://127.0.0.1:8321")
    #expect(try EventStreamClient(url: "localhost:9000").port == 9000)
    #expect(throws: ServeError.self) { try EventStreamClient(url: "https://example.test:443") }
  }
}
