import Foundation
import Hummingbird
import HummingbirdTesting
import Scoreboard
import ScoreboardServe
import ScoreboardVenue
import ScoreboardVenueServe
import Testing

@Suite("serve --venue: the routes of every court", .serialized)
struct VenueRoutesTests {
  /// Runs `test` against the routes of a started feed of `address`, in process.
  private func withVenue(
    _ address: VenueAddress,
    _ test: @escaping @Sendable (VenueFeed, any TestClientProtocol) async throws -> Void
  ) async throws {
    let feed = VenueFeed(address: address)
    let routes = VenueRoutes(feed: feed)
    routes.start()
    defer { routes.stop() }
    try await Application(router: routes.router()).test(.router) { client in
      try await test(feed, client)
    }
  }

  @Test(
    "a court's state.json is its stored document; a new record is one event on its stream and the venue's")
  func courtFollowed() async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    let court = try await ShippedCourt("1", venue: address)
    court.play(.scoreboard(.rename(.home, to: "Lions")))
    court.play(.scoreboard(.add(.home, points: 2)))
    let stored = { try server.psql("SELECT count(*) FROM records WHERE court = '1' AND kind = 'record'") }
    #expect(try await eventually { try stored() == "2" })
    try await withVenue(address) { feed, client in
      try await client.execute(uri: "/court/1/state.json", method: .get) { response in
        let document = try server.psql(
          "SELECT summary FROM records WHERE court = '1' ORDER BY seq DESC LIMIT 1")
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json")
        #expect(String(buffer: response.body) == document)
      }
      try await client.execute(uri: "/court/1/overlay?style=corner", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains("new EventSource('/court/1/events')"))
      }
      let subscription = try #require(try feed.subscribe(court: "1", lastEventID: nil))
      let venue = StreamRecorder(try feed.subscribeVenue().stream)
      let recorder = StreamRecorder(subscription.stream)
      try await recorder.waitUntil("the court's document") { ParsedEvent.all(in: $0.joined()).count == 1 }
      court.play(.scoreboard(.add(.home, points: 1)))
      let chunks = try await recorder.waitUntil("the new record's event") {
        ParsedEvent.all(in: $0.joined()).count == 2
      }
      let event = try #require(ParsedEvent.all(in: chunks.joined()).last)
      #expect(event.name == "state")
      #expect(event.homeScore == 3)
      #expect(event.id == (try server.psql("SELECT max(seq) FROM records WHERE court = '1'")))
      let envelope = try #require(FeedEnvelope.parse(event.data))
      #expect(envelope.game.scoreboard.home.score == 3)
      #expect(envelope.keeperRunning)
      try await venue.waitUntil("the venue's event of court 1") { chunks in
        ParsedEvent.all(in: chunks.joined()).contains { $0.name == "court" && $0.homeScore == 3 }
      }
    }
    await court.close()
  }

  @Test(
    "a court the venue does not have is 404; the control API is not offered",
    arguments: ["/court/9/overlay", "/court/9/state.json", "/court/9/events", "/court/9/board", "/events"])
  func unknownCourt(_ path: String) async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    try await withVenue(address) { _, client in
      try await client.execute(uri: path, method: .get) { response in
        #expect(response.status == .notFound)
      }
      try await client.execute(uri: "/api/actions", method: .post, body: ByteBuffer(string: "{}")) {
        response in
        #expect(response.status == .methodNotAllowed)
        #expect(String(buffer: response.body).contains("takes no actions"))
      }
    }
  }

  @Test("/results.csv lists each finished match; /venue draws every court from one stream")
  func results() async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    var rules = ScoreboardState().rules
    rules.pointsToWin = 3
    let court = try await ShippedCourt(
      "Court 2", venue: address, game: Game(scoreboard: ScoreboardState(rules: rules)))
    court.play(.scoreboard(.rename(.away, to: "Hawks, Jr")))
    court.play(.scoreboard(.add(.away, points: 3)))
    #expect(
      try await eventually { try server.psql("SELECT count(*) FROM records WHERE court = 'Court 2'") == "3" })
    try await withVenue(address) { _, client in
      try await client.execute(uri: "/results.csv", method: .get) { response in
        let lines = String(buffer: response.body).split(separator: "\n")
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/csv; charset=utf-8")
        #expect(lines.first.map(String.init) == VenueResult.csvHeader)
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("Court 2,") == true)
        #expect(lines.last?.contains("\"Hawks, Jr\",\"Hawks, Jr\",0-3") == true)
      }
      try await client.execute(uri: "/court/Court%202/state.json", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains("Hawks, Jr"))
      }
      try await client.execute(uri: "/venue", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(html.contains("new EventSource('/venue/events')"))
        #expect(!html.contains("src=\"http") && !html.contains("<script src"))
      }
    }
    await court.close()
  }
}

@Suite("follow --url: a court of serve --venue")
struct VenueFollowURLTests {
  @Test(
    "a URL naming a court reads that court's events; any other path reads /events, with the timeline",
    arguments: [
      ("http://127.0.0.1:8321/court/Court%202", "/court/Court%202/events"),
      ("http://127.0.0.1:8321/court/3/overlay?style=bar", "/court/3/events"),
      ("http://127.0.0.1:8321/overlay", "/events?timeline=1"),
      ("127.0.0.1:8321", "/events?timeline=1"),
      ("http://127.0.0.1:8321/court/4?x=1", "/court/4/events"),
    ])
  func eventsPath(_ url: String, _ path: String) throws {
    #expect(try EventStreamClient(url: url).eventsPath == path)
  }
}
