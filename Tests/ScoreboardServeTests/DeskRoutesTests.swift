import Foundation
import Hummingbird
import HummingbirdTesting
import ScoreboardDesk
import ScoreboardServe
import ScoreboardVenue
import ScoreboardVenueServe
import Testing

@Suite("serve --venue: the desk's pages on a real PostgreSQL", .serialized)
struct DeskRoutesTests {
  /// Runs `test` against the started routes of `address`, in process.
  private func withVenue(
    _ address: VenueAddress,
    _ test: @escaping @Sendable (VenueRoutes, any TestClientProtocol) async throws -> Void
  ) async throws {
    let routes = VenueRoutes(feed: VenueFeed(address: address))
    routes.start()
    defer { routes.stop() }
    try await Application(router: routes.router()).test(.router) { client in
      try await test(routes, client)
    }
  }

  /// The JSON object `text` holds.
  private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("a venue with no tournament: /schedule and /draws say so in one line, and the JSON says none")
  func noTournament() async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    try await withVenue(address) { _, client in
      for path in ["/schedule", "/draws"] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "text/html; charset=utf-8")
          #expect(String(buffer: response.body).contains("<p id=\"notice\">\(Pages.noTournament)</p>"))
        }
      }
      for path in ["/schedule.json", "/draws.json"] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "application/json")
          let document = try object(String(buffer: response.body))
          #expect(document["tournament"] as? Bool == false)
        }
      }
    }
  }

  @Test("a desk write wakes the feed through LISTEN venue_desk, not its hourly read")
  func woken() async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    let desk = DeskFeed(address: address, tick: .seconds(3600))
    desk.start()
    defer { desk.stop() }
    let stream = StreamRecorder(try desk.subscribe().stream)
    try await stream.waitUntil("the first schedule") { chunks in
      ParsedEvent.all(in: chunks.joined()).contains { $0.name == "schedule" }
    }
    let ledger = try await DeskLedger.open(address)
    try await ledger.record { _ in .imported([DeskPageFixtures.four], rest: 0) }
    await ledger.close()
    try await stream.waitUntil("the imported knockout's draws") { chunks in
      ParsedEvent.all(in: chunks.joined()).contains { $0.name == "draws" && $0.data.contains("Semi-final") }
    }
  }

  @Test("a desk that cannot be read is 503 with one line, and served once the database is up")
  func databaseDown() async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    try server.stop()
    try await withVenue(address) { _, client in
      for path in ["/schedule", "/draws", "/schedule.json", "/draws.json"] {
        try await client.execute(uri: path, method: .get) { response in
          let body = String(buffer: response.body)
          #expect(response.status == .serviceUnavailable)
          #expect(body.hasPrefix("the desk cannot be read: "))
          #expect(body.split(separator: "\n").count == 1)
        }
      }
      try server.startServer()
      try await client.execute(uri: "/schedule.json", method: .get) { response in
        #expect(response.status == .ok)
      }
    }
  }

  @Test("an imported knockout: the JSON documents, and each desk write is a schedule and a draws event")
  func importedKnockout() async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    let ledger = try await DeskLedger.open(address)
    try await ledger.record { _ in .imported([DeskPageFixtures.four], rest: 0) }
    try await ledger.record(court: "C1") { _ in .courtOpened("C1") }
    try await withVenue(address) { routes, client in
      try await client.execute(uri: "/schedule.json", method: .get) { response in
        let schedule = try object(String(buffer: response.body))
        let courts = try #require(schedule["courts"] as? [[String: Any]])
        #expect(courts.count == 1 && courts.first?["match"] == nil)
        let queue = try #require(schedule["queue"] as? [[String: Any]])
        #expect(queue.compactMap { $0["readiness"] as? String }.first == "ready")
      }
      try await client.execute(uri: "/draws.json", method: .get) { response in
        let draws = try object(String(buffer: response.body))
        let events = try #require(draws["events"] as? [[String: Any]])
        #expect(events.first?["name"] as? String == "MS")
      }
      try await client.execute(uri: "/schedule", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(html.contains("<p id=\"notice\" hidden></p>"))
        #expect(html.contains("MS, Semi-final: Ann v Di"))
      }
      let stream = StreamRecorder(try routes.desk.subscribe().stream)
      try await stream.waitUntil("the desk's first schedule and draws") { chunks in
        Set(ParsedEvent.all(in: chunks.joined()).compactMap(\.name)) == ["schedule", "draws"]
      }
      let now = Date().timeIntervalSince1970.rounded()
      try await ledger.record(court: "C1") { _ in .assigned(match: 1, court: "C1", at: now) }
      let chunks = try await stream.waitUntil("the call on C1") { chunks in
        ParsedEvent.all(in: chunks.joined()).contains {
          $0.name == "schedule" && $0.data.contains("\"since\"")
        }
      }
      let events = ParsedEvent.all(in: chunks.joined())
      let schedule = try object(try #require(events.last { $0.name == "schedule" }).data)
      let court = try #require((schedule["courts"] as? [[String: Any]])?.first)
      #expect((court["match"] as? [String: Any])?["call"] as? String == "MS, Semi-final: Ann v Di")
      #expect(court["since"] as? Double == now)
      let draws = try await stream.waitUntil("the draws with match 1 on court") { chunks in
        ParsedEvent.all(in: chunks.joined()).contains { $0.name == "draws" && $0.data.contains("on court") }
      }
      #expect(ParsedEvent.all(in: draws.joined()).filter { $0.name == "draws" }.count == 2)
    }
    await ledger.close()
  }
}
