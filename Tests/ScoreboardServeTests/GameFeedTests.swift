import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import Testing

@Suite("the game feed")
struct GameFeedTests {
  @Test("a subscriber gets the retry, then the full document with the journal's number as its id")
  func firstEvent() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    kept.play(.scoreboard(.add(.home, points: 2)))
    let feed = try GameFeed(directory: scratch.state)
    let text = try await firstChunks(of: feed.subscribe(lastEventID: nil), count: 2)
    #expect(text.hasPrefix("retry: "))
    let events = ParsedEvent.all(in: text)
    #expect(events.count == 1)
    #expect(events.first?.name == "state")
    #expect(events.first?.homeScore == 2)
    #expect(events.first?.json["keeper_running"] as? Bool == true)
    let sequence = events.first?.json["sequence"] as? Int
    #expect(sequence != nil && events.first?.id == sequence.map(String.init))
  }

  @Test("one event per change, each with a higher id; a running clock goes as {running, seconds, as_of}")
  func eventPerChange() async throws {
    let scratch = ScratchDirectory()
    let basketball = Game(scoreboard: ScoreboardState(rules: SportRules.defaults(for: .basketball)))
    let kept = try KeptGame(in: scratch.state, game: basketball)
    defer { kept.close() }
    let feed = try GameFeed(directory: scratch.state)
    feed.start()
    defer { feed.stop() }
    let recorder = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    try await recorder.waitForEvents(1, "the first event")
    kept.play(.scoreboard(.add(.home, points: 3)))
    try await recorder.waitForEvents(2, "the score's event")
    kept.play(.scoreboard(.timed(.startStop(at: kept.game.clock.now()))))
    let chunks = try await recorder.waitUntil("the clock's event") {
      ParsedEvent.all(in: $0.joined()).count == 3
    }
    let events = ParsedEvent.all(in: chunks.joined())
    let ids = events.compactMap { $0.id.flatMap(Int.init) }
    #expect(ids.count == 3 && ids == ids.sorted() && Set(ids).count == 3)
    #expect(events[1].homeScore == 3)
    let clock = events[2].json["clock"] as? [String: Any]
    #expect(clock?["running"] as? Bool == true)
    #expect(clock?["seconds"] as? Double != nil)
    let asOf = clock?["as_of"] as? Double ?? 0
    #expect(abs(asOf / 1000 - Date().timeIntervalSince1970) < 60)
    try await Task.sleep(for: .milliseconds(400))
    #expect(ParsedEvent.all(in: recorder.chunks.joined()).count == 3, "a running clock sends no events")
  }

  @Test(
    "resuming from Last-Event-ID sends exactly the events missed; the newest id, none; an unknown id, the document"
  )
  func resume() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    let feed = try GameFeed(directory: scratch.state)
    feed.start()
    defer { feed.stop() }
    let recorder = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    try await recorder.waitForEvents(1, "the first event")
    try await recorder.play(Array(repeating: .scoreboard(.add(.home, points: 1)), count: 3), on: kept)
    let seen = ParsedEvent.all(in: recorder.chunks.joined())
    let missed = ParsedEvent.all(
      in: try await firstChunks(of: feed.subscribe(lastEventID: seen[1].id), count: 3))
    #expect(missed.map(\.id) == [seen[2].id, seen[3].id])
    #expect(missed.map(\.homeScore) == [2, 3])
    let upToDate = try await firstChunks(of: feed.subscribe(lastEventID: seen[3].id), count: 1)
    #expect(ParsedEvent.all(in: upToDate).isEmpty)
    let unknown = ParsedEvent.all(
      in: try await firstChunks(of: feed.subscribe(lastEventID: "999999"), count: 2))
    #expect(unknown.map(\.homeScore) == [3])
  }

  @Test("changes read together (keys faster than a read) still come as one event each, numbered in order")
  func burst() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    let feed = try GameFeed(directory: scratch.state, limits: .init(settleDelay: .milliseconds(200)))
    feed.start()
    defer { feed.stop() }
    let recorder = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    try await recorder.waitForEvents(1, "the first event")
    for _ in 1...3 { kept.play(.scoreboard(.add(.home, points: 1))) }
    let chunks = try await recorder.waitUntil("three more events") {
      ParsedEvent.all(in: $0.joined()).count == 4
    }
    let events = ParsedEvent.all(in: chunks.joined())
    #expect(events.map(\.homeScore) == [0, 1, 2, 3])
    let ids = events.compactMap { $0.id.flatMap(Int.init) }
    #expect(ids.count == 4 && zip(ids, ids.dropFirst()).allSatisfy { $1 == $0 + 1 }, "ids \(ids)")
  }

  @Test("a heartbeat comment reaches every subscriber")
  func heartbeat() async throws {
    let scratch = ScratchDirectory()
    let feed = try GameFeed(directory: scratch.state, limits: .init(heartbeat: .milliseconds(50)))
    feed.start()
    defer { feed.stop() }
    let first = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    let second = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    for recorder in [first, second] {
      try await recorder.waitUntil("a heartbeat") { $0.contains(": heartbeat\n\n") }
    }
  }

  @Test("one subscriber more than the limit is refused; a place frees when one leaves")
  func limit() throws {
    let scratch = ScratchDirectory()
    let feed = try GameFeed(directory: scratch.state, limits: .init(maximumSubscribers: 2))
    let first = try feed.subscribe(lastEventID: nil)
    let second = try feed.subscribe(lastEventID: nil)
    #expect(throws: FeedFull(maximum: 2)) { try feed.subscribe(lastEventID: nil) }
    feed.unsubscribe(first.id)
    #expect(feed.subscriberCount == 1)
    let third = try feed.subscribe(lastEventID: nil)
    #expect(feed.subscriberCount == 2 && second.id != third.id)
  }

  @Test("no keeper and no game: a new game at 0 : 0, said to be no saved game")
  func noGame() async throws {
    let scratch = ScratchDirectory()
    let feed = try GameFeed(directory: .init(url: scratch.url.appendingPathComponent("none")))
    let event = ParsedEvent.all(in: try await firstChunks(of: feed.subscribe(lastEventID: nil), count: 2))
      .first
    #expect(event?.homeScore == 0)
    #expect(event?.json["saved_game"] as? Bool == false)
    #expect(event?.json["keeper_running"] as? Bool == false)
  }

  /// The first `count` chunks a new subscription sends (all of them are waiting at once), and
  /// whatever else arrives in the next moment.
  private func firstChunks(of subscription: GameFeed.Subscription, count: Int) async throws -> String {
    let recorder = StreamRecorder(subscription.stream)
    try await recorder.waitUntil("\(count) chunks") { $0.count >= count }
    try await Task.sleep(for: .milliseconds(50))
    return recorder.chunks.joined()
  }
}
