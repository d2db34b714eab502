import Foundation
import PropertyBased
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

@Suite("Snapshot format 2: present, base history and the actions since")
struct SnapshotFormatTests {
  static let stamp = ClockStamp(time: 1_800_000_000.5, boot: "boot-1", reading: 12_345, offset: -7)

  /// The live game after `actions` on a new basketball game, and the actions that changed it.
  static func live(_ actions: [AppAction]) -> (game: Timeline, journaled: [AppAction]) {
    var state = AppState(game: Fixture.basketball)
    var journaled: [AppAction] = []
    for action in actions {
      let before = state.game
      _ = Fixture.reducer.reduce(&state, action)
      if state.game != before { journaled.append(action) }
    }
    return (state.game, journaled)
  }

  @Test("property: a snapshot survives encoding and decoding, field for field")
  func roundTrip() async {
    await propertyCheck(count: 60, input: Fixture.action.array(of: 0...80)) { actions in
      let (game, journaled) = Self.live(actions)
      let snapshot = Snapshot(
        sequence: UInt64(journaled.count), stamp: Self.stamp, present: game.present,
        base: Timeline(Fixture.basketball), actions: ActionLog(journaled))
      let bytes = try? snapshot.framed()
      guard let bytes,
        case .frame(let payload, _, let version) = RecordFrame.decode(bytes, at: 0, kind: .snapshot)
      else {
        Issue.record("not a snapshot frame")
        return
      }
      #expect(version == 2)
      #expect((try? Snapshot.decode(payload, version: version)) == snapshot)
    }
  }

  @Test("property: replaying a snapshot's actions on its base gives the live game, undo and redo history too")
  func replayEqualsLive() async {
    await propertyCheck(count: 60, input: Fixture.action.array(of: 0...80)) { actions in
      let (game, journaled) = Self.live(actions)
      let snapshot = Snapshot(
        sequence: 1, stamp: Self.stamp, present: game.present, base: Timeline(Fixture.basketball),
        actions: ActionLog(journaled))
      #expect(snapshot.game() == game)
    }
  }

  @Test("the snapshot the app writes on quit holds the live game and is far smaller than every step in full")
  func writtenOnQuit() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let tennis = Game(scoreboard: ScoreboardState(rules: SportRules.defaults(for: .tennis)))
    let (game, store) = try Fixture.open(directory, snapshotEvery: 50, newGame: tennis)
    for index in 0..<300 {
      store.dispatch(.scoreboard(.add(index % 4 == 3 ? .away : .home, points: 1)))
      if index % 7 == 6 { store.dispatch(.undo) }
    }
    game.close(finalState: store.state)
    guard case .snapshot(let snapshot) = try Snapshot.read(at: directory.file("snapshot")) else {
      Issue.record("no snapshot")
      return
    }
    #expect(snapshot.game() == store.state.game)
    #expect(snapshot.present == store.state.game.present)
    let inFull = try JSONEncoder().encode(store.state.game)
    #expect(try #require(directory.bytes("snapshot")).count * 10 < inFull.count)
    #expect(try Fixture.load(directory).state.game == store.state.game)
  }

  @Test(
    "a snapshot torn at any length is corrupt, never a different game; the older one and the journal restore")
  func tornSnapshot() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 5, newGame: Fixture.basketball)
    for index in 0..<23 { store.dispatch(.scoreboard(.add(index % 3 == 0 ? .away : .home, points: 2))) }
    store.dispatch(.undo)
    game.sync()
    game.writer.waitForSnapshots()
    let live = store.state.game
    let whole = try #require(directory.bytes("snapshot"))
    withExtendedLifetime(game) {}
    for length in stride(from: 0, to: whole.count, by: max(1, whole.count / 40)) {
      try whole.prefix(length).write(to: directory.file("snapshot"))
      guard case .corrupt = try Snapshot.read(at: directory.file("snapshot")) else {
        Issue.record("a snapshot torn at \(length) bytes was read")
        continue
      }
      #expect(try Fixture.load(directory).state.game == live)
    }
  }

  @Test(
    "a crash after the snapshot is on disk but before the journal was compacted: the game is restored once")
  func crashBetweenSnapshotAndCompaction() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    // A journal only (no compaction), then a snapshot covering a prefix of it, as if the app died
    // right after writing the snapshot: the journal still holds the records the snapshot covers.
    let (game, store) = try Fixture.open(directory, snapshotEvery: 1_000_000, newGame: Fixture.basketball)
    var afterEach: [Timeline] = []
    var journaled: [AppAction] = []
    for index in 0..<30 {
      let action: AppAction =
        index % 9 == 8
        ? .undo : index % 11 == 10 ? .redo : .scoreboard(.add(index % 2 == 0 ? .home : .away, points: 1))
      let before = store.state.game
      store.dispatch(action)
      if store.state.game != before {
        journaled.append(action)
        afterEach.append(store.state.game)
      }
    }
    game.sync()
    game.writer.waitForSnapshots()
    let live = store.state.game
    withExtendedLifetime(game) {}
    for cut in [1, journaled.count / 2, journaled.count - 1] {
      let snapshot = Snapshot(
        sequence: UInt64(cut), stamp: Self.stamp, present: afterEach[cut - 1].present,
        base: Timeline(Fixture.basketball), actions: ActionLog(journaled.prefix(cut)))
      try snapshot.write(to: directory.file("snapshot"))
      let loaded = try Fixture.load(directory)
      #expect(loaded.state.game == live)
      #expect(loaded.records.map(\.sequence) == Array(UInt64(cut + 1)...UInt64(journaled.count)))
    }
  }

  @Test(
    "actions that came while a snapshot was written: compacted into a segment named after its last record")
  func segmentPastTheSnapshot() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 1_000_000, newGame: Fixture.basketball)
    var journaled: [AppAction] = []
    var afterEach: [Timeline] = []
    for index in 0..<20 {
      let action: AppAction =
        index % 6 == 5 ? .undo : .scoreboard(.add(index % 2 == 0 ? .home : .away, points: 1))
      let before = store.state.game
      store.dispatch(action)
      if store.state.game != before {
        journaled.append(action)
        afterEach.append(store.state.game)
      }
    }
    game.sync()
    game.writer.waitForSnapshots()
    let live = store.state.game
    withExtendedLifetime(game) {}
    // The snapshot covers the first 10; the segment holds all of them, as if 11... came meanwhile.
    let cut = 10
    try FileManager.default.moveItem(
      at: directory.file("journal"), to: directory.state.segment(endingAt: UInt64(journaled.count)))
    let snapshot = Snapshot(
      sequence: UInt64(cut), stamp: Self.stamp, present: afterEach[cut - 1].present,
      base: Timeline(Fixture.basketball), actions: ActionLog(journaled.prefix(cut)))
    try snapshot.write(to: directory.file("snapshot"))
    #expect(try Fixture.load(directory).state.game == live)
    // A damaged snapshot: the start snapshot and every segment still give the game.
    try Data("damage".utf8).write(to: directory.file("snapshot"))
    #expect(try Fixture.load(directory).state.game == live)
    #expect(try EventLog.entries(directory: directory.url).entries.count == journaled.count)
  }

  @Test("a format-1 snapshot (every step in full, JSON) is still read, and the next one is format 2")
  func readsFormat1() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (live, journaled) = Self.live(
      [.scoreboard(.add(.home, points: 3)), .counters(.increment(by: 2)), .undo, .scoreboard(.swapEnds)])
    struct Version1: Encodable {
      var seq: UInt64
      var clock: ClockStamp
      var game: UndoHistory<Game>
    }
    let payload = try JSONEncoder().encode(
      Version1(seq: UInt64(journaled.count), clock: Self.stamp, game: live.history))
    try RecordFrame.encode(payload, kind: .snapshot, version: 1).write(to: directory.file("snapshot"))

    // Format 1 kept whole games, not the actions between them: the games come back step by step.
    #expect(try Fixture.load(directory).state.game.history == live.history)
    let (game, store) = try Fixture.open(directory)
    #expect(store.state.game.history == live.history)
    store.dispatch(.scoreboard(.add(.away, points: 1)))
    game.close(finalState: store.state)
    let bytes = try #require(directory.bytes("snapshot"))
    #expect(bytes[2] == 2)
    #expect(try Fixture.load(directory).state.game == store.state.game)
  }

  @Test("snapshots are written off the acting thread and close waits for the last one")
  func closeWaitsForTheSnapshot() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 2)
    for _ in 0..<41 { store.dispatch(.counters(.increment(by: 1))) }
    game.close(finalState: store.state)
    guard case .snapshot(let snapshot) = try Snapshot.read(at: directory.file("snapshot")) else {
      Issue.record("no snapshot")
      return
    }
    #expect(snapshot.sequence == 41)
    #expect(snapshot.present == store.state.game.present)
    // Every record is in some journal file: the event log still lists them all.
    #expect(try EventLog.entries(directory: directory.url).entries.map(\.sequence) == Array(1...41))
  }
}
