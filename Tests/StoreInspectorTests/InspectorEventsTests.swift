import Foundation
import StoreInspector
import Testing

@Suite("the inspector's routes: the live event stream")
struct InspectorEventsTests {
  /// The step events in `text` (a chunked response: chunk sizes between the events), in order: the id
  /// and the data line decoded.
  private static func stepEvents(in text: String) throws -> [(id: Int, step: StepAnswer)] {
    // Swift reads "\r\n" (ending a chunk size) as one character, a newline as "\n" is.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    return try lines.indices.compactMap { index in
      guard lines[index].hasPrefix("id: "), index + 2 < lines.count, lines[index + 1] == "event: step",
        lines[index + 2].hasPrefix("data: ")
      else { return nil }
      let data = Data(lines[index + 2].dropFirst("data: ".count).utf8)
      return (
        Int(lines[index].dropFirst("id: ".count)) ?? -1, try JSONDecoder().decode(StepAnswer.self, from: data)
      )
    }
  }

  private static func add(_ item: String, step: Int) -> StepAnswer {
    StepAnswer(
      step: step, time: milliseconds(ofStep: step), label: "add \(item)",
      action: .object(["add": .object(["_0": .string(item)])]))
  }

  @Test(
    "GET /inspector/events sends each step as it is recorded, its number as the event id, and no old ones")
  func liveSteps() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withServer { port in
      let connection = try RawHTTPConnection(port: port)
      try connection.get("/inspector/events")
      // The stream is open once its first line (the retry) arrives: the inspector is observed by then.
      let head = try await connection.read("the stream's start") { $0.contains("retry: 1000\n\n") }
      #expect(head.hasPrefix("HTTP/1.1 200"))
      #expect(head.lowercased().contains("content-type: text/event-stream"))
      shelf.store.dispatch(.add("plums"))
      shelf.store.dispatch(.add("dates"))
      let text = try await connection.read("steps 6 and 7") { (try? Self.stepEvents(in: $0).count) == 2 }
      let events = try Self.stepEvents(in: text)
      #expect(events.map(\.id) == [6, 7])
      #expect(events.map(\.step) == [Self.add("plums", step: 6), Self.add("dates", step: 7)])
    }
  }

  @Test("reconnecting with Last-Event-ID sends the kept steps after it, then the live ones, nothing twice")
  func resumeAfterLastEventID() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withServer { port in
      let first = try RawHTTPConnection(port: port)
      try first.get("/inspector/events")
      try await first.read("the stream's start") { $0.contains("retry: 1000\n\n") }
      shelf.store.dispatch(.add("plums"))
      let seen = try await first.read("step 6") { (try? Self.stepEvents(in: $0).count) == 1 }
      #expect(try Self.stepEvents(in: seen).map(\.id) == [6])
      // The page loses its connection; two steps are recorded before it comes back.
      first.hangUp()
      shelf.store.dispatch(.add("dates"))
      shelf.store.dispatch(.add("limes"))
      let again = try RawHTTPConnection(port: port)
      try again.get("/inspector/events", headers: ["Last-Event-ID": "6"])
      let missed = try await again.read("steps 7 and 8") { (try? Self.stepEvents(in: $0).count) == 2 }
      #expect(
        try Self.stepEvents(in: missed).map(\.step) == [
          Self.add("dates", step: 7), Self.add("limes", step: 8),
        ])
      shelf.store.dispatch(.add("kiwis"))
      let text = try await again.read("step 9") { (try? Self.stepEvents(in: $0).count) == 3 }
      #expect(try Self.stepEvents(in: text).map(\.id) == [7, 8, 9])
    }
  }

  @Test("a Last-Event-ID at the ends of Int opens the stream: after Int.min every kept step is missed")
  func extremeLastEventID() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withServer { port in
      let beyond = try RawHTTPConnection(port: port)
      try beyond.get("/inspector/events", headers: ["Last-Event-ID": "9223372036854775807"])
      try await beyond.read("the stream's start") { $0.contains("retry: 1000\n\n") }
      let before = try RawHTTPConnection(port: port)
      try before.get("/inspector/events", headers: ["Last-Event-ID": "-9223372036854775808"])
      let text = try await before.read("steps 1 to 5") { (try? Self.stepEvents(in: $0).count) == 5 }
      #expect(try Self.stepEvents(in: text).map(\.id) == [1, 2, 3, 4, 5])
    }
  }

  @Test(
    "a Last-Event-ID past the newest step (a restarted server) tells the page to read the list again, then sends the live steps"
  )
  func lastEventIDAhead() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withServer { port in
      let connection = try RawHTTPConnection(port: port)
      try connection.get("/inspector/events", headers: ["Last-Event-ID": "50"])
      let head = try await connection.read("the reset") { $0.contains("event: reset") }
      #expect(try Self.stepEvents(in: head).isEmpty)
      shelf.store.dispatch(.add("plums"))
      let text = try await connection.read("step 6") { (try? Self.stepEvents(in: $0).count) == 1 }
      #expect(try Self.stepEvents(in: text).map(\.step) == [Self.add("plums", step: 6)])
    }
  }
}
