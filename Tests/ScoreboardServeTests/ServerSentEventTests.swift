import ScoreboardServe
import Testing

@Suite("Server-Sent Events on the wire")
struct ServerSentEventTests {
  @Test("id, event, one data line per line of the data, a blank line at the end")
  func fields() {
    let event = ServerSentEvent(id: "42", name: "state", data: "{\n  \"a\": 1\n}")
    #expect(event.text == "id: 42\nevent: state\ndata: {\ndata:   \"a\": 1\ndata: }\n\n")
  }

  @Test("a browser's reading of the lines gives back the data exactly, CRLF included as a line break")
  func roundTrip() {
    let event = ServerSentEvent(data: "one\r\ntwo\n\nfour")
    let parsed = ParsedEvent.all(in: event.text)
    #expect(parsed.count == 1)
    #expect(parsed.first?.data == "one\ntwo\n\nfour")
    #expect(parsed.first?.id == nil)
  }

  @Test("line breaks cannot end the id or name field early")
  func oneLineFields() {
    let event = ServerSentEvent(id: "1\n2", name: "a\rb", data: "x")
    #expect(event.text == "id: 1 2\nevent: a b\ndata: x\n\n")
  }

  @Test("a comment and a retry are whole blocks the browser skips or obeys")
  func commentAndRetry() {
    #expect(ServerSentEvent.comment("heartbeat") == ": heartbeat\n\n")
    #expect(ServerSentEvent.retry(milliseconds: 2000) == "retry: 2000\n\n")
  }
}
