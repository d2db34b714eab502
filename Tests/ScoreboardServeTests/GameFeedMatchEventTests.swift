import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import Testing

/// Issue 28: beside its state events, `/events` sends each record's match events as `event: NAME`.
@Suite("the game feed's match events (issue 28)")
struct GameFeedMatchEventTests {
  @Test("a point's record sends event: point (its JSON with the record's id) right before its state event")
  func pointBeforeState() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    let feed = try GameFeed(directory: scratch.state)
    feed.start()
    defer { feed.stop() }
    let recorder = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    try await recorder.waitForEvents(1, "the first event")
    try await recorder.play([.scoreboard(.add(.away, points: 1))], on: kept)
    let events = ParsedEvent.everything(in: recorder.chunks.joined())
    #expect(events.map(\.name) == ["state", "point", "state"])
    let point = try #require(events.count == 3 ? events[1] : nil)
    #expect(point.id == nil, "the state event carries the id")
    #expect(point.json["name"] as? String == "point")
    #expect(point.json["side"] as? String == "away")
    #expect(point.json["id"] as? String == "\(events[2].id ?? ""):point")
    let score = point.json["score"] as? [String: Any]
    #expect(score?["home"] as? String == "0" && score?["away"] as? String == "1")
  }

  @Test("resuming from the record before sends the next record's match events again with it")
  func resumption() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    let feed = try GameFeed(directory: scratch.state)
    feed.start()
    defer { feed.stop() }
    let recorder = StreamRecorder(try feed.subscribe(lastEventID: nil).stream)
    try await recorder.waitForEvents(1, "the first event")
    try await recorder.play([.scoreboard(.add(.home, points: 1)), .undo], on: kept)
    let seen = ParsedEvent.all(in: recorder.chunks.joined())
    let resumed = StreamRecorder(try feed.subscribe(lastEventID: seen[1].id).stream)
    let chunks = try await resumed.waitUntil("the missed record") {
      ParsedEvent.all(in: $0.joined()).count == 1
    }
    let missed = ParsedEvent.everything(in: chunks.joined())
    #expect(missed.map(\.name) == ["undo", "state"])
    #expect(missed.first?.json["retracts"] as? [String] == ["\(seen[1].id ?? ""):point"])
  }
}
