import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import Testing

@Suite("the game feed carries the journal: a start with the timeline, then records")
struct GameFeedJournalTests {
  @Test("a follower's first event is a start: the whole timeline, the start 0 : 0 first; a page's has none")
  func startCarriesTimeline() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    kept.play(.scoreboard(.add(.home, points: 1)))
    kept.play(.scoreboard(.add(.home, points: 1)))
    let feed = try GameFeed(directory: scratch.state)
    let recorder = StreamRecorder(try feed.subscribe(lastEventID: nil, withTimeline: true).stream)
    let chunks = try await recorder.waitForEvents(1, "the start")
    let start = try #require(ParsedEvent.all(in: chunks.joined()).first)
    let envelope = try #require(FeedEnvelope.parse(start.data))
    let timeline = try #require(envelope.timeline?.timeline)
    #expect(timeline.steps.map(\.game.scoreboard.home.score) == [0, 1, 2])
    #expect(timeline == kept.store.state.game)
    #expect(envelope.records == [])
    #expect(start.homeScore == 2, "the pages' document is still there")
    let page = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    let pageChunks = try await page.waitUntil("the page's first event") {
      ParsedEvent.all(in: $0.joined()).count == 1
    }
    let pageEvent = try #require(ParsedEvent.all(in: pageChunks.joined()).first)
    #expect(FeedEnvelope.parse(pageEvent.data)?.timeline == nil)
    #expect(pageEvent.homeScore == 2)
  }

  @Test(
    "each change's event carries its journal record; resuming from Last-Event-ID sends only the records missed"
  )
  func recordsAndResumption() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    let feed = try GameFeed(directory: scratch.state)
    feed.start()
    defer { feed.stop() }
    let recorder = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    try await recorder.waitForEvents(1, "the start")
    let actions: [AppAction] = [
      .scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)), .undo, .redo,
    ]
    try await recorder.play(actions, on: kept)
    let events = ParsedEvent.all(in: recorder.chunks.joined()).dropFirst()
    let envelopes = try events.map { try #require(FeedEnvelope.parse($0.data)) }
    #expect(envelopes.map { $0.records?.map(\.action) } == actions.map { [$0] })
    #expect(envelopes.allSatisfy { $0.timeline == nil }, "only a start carries the timeline")
    let sequences = envelopes.compactMap { $0.records?.first?.sequence }
    #expect(events.map(\.id) == sequences.map { String($0) })

    let resumed = StreamRecorder(try feed.subscribe(lastEventID: events[events.startIndex + 1].id).stream)
    let missed = try await resumed.waitUntil("the missed events") {
      ParsedEvent.all(in: $0.joined()).count == 2
    }
    let missedEnvelopes = try ParsedEvent.all(in: missed.joined()).map {
      try #require(FeedEnvelope.parse($0.data))
    }
    #expect(missedEnvelopes.map { $0.records?.map(\.action) } == [[.undo], [.redo]])
    #expect(missedEnvelopes.allSatisfy { $0.timeline == nil })
  }
}
