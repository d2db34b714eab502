import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import StateStore
import StoreInspector
import Synchronization
import Testing

@Suite("the inspector of serve --inspect, fed from the journal (issue 30)")
struct JournalInspectorFeedTests {
  @Test("the game so far is read from its start: one step per record, the match and its step after each")
  func readsTheGameFromItsStart() throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    let actions: [AppAction] = [
      .scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)), .undo,
      .scoreboard(.add(.home, points: 2)),
    ]
    for action in actions { kept.play(action) }
    let feed = try JournalInspectorFeed(directory: scratch.state)
    let steps = feed.inspector.steps(after: 0)
    #expect(steps.map(\.step) == [1, 2, 3, 4])
    #expect(steps.map(\.action) == actions)
    #expect(steps.map(\.state.match.home.score) == [1, 1, 1, 3])
    #expect(steps.map(\.state.match.away.score) == [0, 1, 0, 0])
    #expect(steps.map(\.state.step) == [1, 2, 1, 2], "the step of the history each record left the match at")
    #expect(steps.map(\.state.record) == [1, 2, 3, 4])
    let start = try #require(feed.inspector.state(before: 1))
    #expect(start.step == 0 && start.match.scoreLine == "Home 0 : 0 Away")
  }

  @Test(
    "a step undone, or replaced by another change after an undo, is not in the keeper's history; the others are"
  )
  func historyHolds() throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    for action in [AppAction.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)), .undo] {
      kept.play(action)
    }
    let feed = try JournalInspectorFeed(directory: scratch.state)
    let undone = try #require(feed.inspector.step(2)?.state)
    #expect(!feed.historyHolds(undone), "an undone step is out of the history until it is redone")
    kept.play(.redo)
    feed.refresh()
    #expect(feed.historyHolds(undone))
    kept.play(.undo)
    kept.play(.scoreboard(.add(.home, points: 1)))
    feed.refresh()
    #expect(!feed.historyHolds(undone), "step 2 is now Home 2 : 0, not Home 1 : 1")
    #expect(try feed.historyHolds(#require(feed.inspector.step(6)?.state)))
    #expect(try feed.historyHolds(#require(feed.inspector.step(1)?.state)))
    #expect(try feed.historyHolds(#require(feed.inspector.state(before: 1))))
  }

  @Test("records written later are recorded as they become durable, and observers are told")
  func followsNewRecords() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    kept.play(.scoreboard(.add(.home, points: 1)))
    let feed = try JournalInspectorFeed(directory: scratch.state)
    let told = Mutex<[Int]>([])
    let subscription = feed.inspector.observe { event in
      if case .recorded(let step) = event { told.withLock { $0.append(step.step) } }
    }
    defer { subscription.cancel() }
    feed.start()
    defer { feed.stop() }
    kept.play(.scoreboard(.add(.away, points: 1)))
    kept.play(.scoreboard(.add(.away, points: 1)))
    #expect(await eventually { feed.inspector.latestStep == 3 })
    #expect(told.withLock { $0 } == [2, 3])
    #expect(feed.inspector.step(3)?.state.match.scoreLine == "Home 1 : 2 Away")
  }

  @Test("a rewind is a record like any other: the match it left stands at the step rewound to")
  func rewindRecord() throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    for _ in 0..<3 { kept.play(.scoreboard(.add(.home, points: 1))) }
    kept.play(.rewind(toStep: 1))
    let feed = try JournalInspectorFeed(directory: scratch.state)
    let last = try #require(feed.inspector.step(4))
    #expect(last.action == .rewind(toStep: 1))
    #expect(last.state.step == 1 && last.state.match.home.score == 1)
  }

  @Test("a new game (--new) starts the inspector over: steps from 1 again, the new game's start first")
  func newGameStartsOver() throws {
    let scratch = ScratchDirectory()
    try Self.play(
      [.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.home, points: 1))], in: scratch, thenClose: true
    )
    let feed = try JournalInspectorFeed(directory: scratch.state)
    #expect(feed.inspector.latestStep == 2)
    let startedOver = Mutex(0)
    let subscription = feed.inspector.observe { event in
      if case .startedOver = event { startedOver.withLock { $0 += 1 } }
    }
    defer { subscription.cancel() }
    let newGame = Game(scoreboard: ScoreboardState(homeName: "Lions", awayName: "Tigers"))
    let second = try KeptGame(in: scratch.state, game: newGame, startNew: true)
    defer { second.close() }
    second.play(.scoreboard(.add(.away, points: 1)))
    feed.refresh()
    #expect(feed.readError == nil)
    #expect(startedOver.withLock { $0 } == 1)
    #expect(feed.inspector.latestStep == 1)
    #expect(feed.inspector.step(1)?.state.match.scoreLine == "Lions 0 : 1 Tigers")
    #expect(feed.inspector.session().initialState.match.scoreLine == "Lions 0 : 0 Tigers")
  }

  /// Plays `actions` in a game kept in `scratch` by this process, and closes it (its lock let go).
  private static func play(_ actions: [AppAction], in scratch: ScratchDirectory, thenClose: Bool) throws {
    let kept = try KeptGame(in: scratch.state)
    for action in actions { kept.play(action) }
    if thenClose { kept.close() }
  }

  @Test("the inspected match is encoded with the status --json document's snake-case keys, and read back")
  func encoding() throws {
    let match = InspectedMatch(
      record: 7,
      timeline: GameLoader.replayReducer.reduced(AppState(), [.scoreboard(.add(.home, points: 3))]).game)
    let tree = try JSONValue(encoding: match)
    guard case .object(let fields) = tree, case .object(let report)? = fields["match"] else {
      Issue.record("not an object with a match: \(tree)")
      return
    }
    #expect(fields["step"] == .number(1) && fields["record"] == .number(7))
    #expect(report["score_line"] == .string("Home 3 : 0 Away"))
    #expect(report["scoreLine"] == nil)
    #expect(try JSONDecoder().decode(InspectedMatch.self, from: JSONEncoder().encode(match)) == match)
  }

  @Test("an exported session imports under the same schema, and another schema is refused in one line")
  func sessionRoundTrip() throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    defer { kept.close() }
    kept.play(.scoreboard(.add(.home, points: 1)))
    kept.play(.counters(.increment(by: 2)))
    let feed = try JournalInspectorFeed(directory: scratch.state)
    let file = try feed.inspector.session().encoded()
    let read = try InspectorSession<InspectedMatch, AppAction>.decode(file, schema: InspectedMatch.schema)
    #expect(read.steps.map(\.action) == [.scoreboard(.add(.home, points: 1)), .counters(.increment(by: 2))])
    #expect(read.steps.map(\.state) == feed.inspector.steps(after: 0).map(\.state))
    let other = InspectorSchema(state: "inspected-match 2", action: "app-action 1")
    #expect(throws: InspectorSessionError.schemaMismatch(found: InspectedMatch.schema, expected: other)) {
      try InspectorSession<InspectedMatch, AppAction>.decode(file, schema: other)
    }
    let line = InspectorSessionError.schemaMismatch(found: InspectedMatch.schema, expected: other).description
    #expect(!line.contains("\n"))
  }
}

extension Reducer {
  /// The state after reducing `actions` in order from `state`; effects are ignored.
  fileprivate func reduced(_ state: State, _ actions: [Action]) -> State {
    var state = state
    for action in actions { _ = reduce(&state, action) }
    return state
  }
}
