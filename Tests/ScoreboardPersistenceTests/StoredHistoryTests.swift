import Foundation
import PropertyBased
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

@Suite("Start-up without replay: a snapshot's history stays as stored until needed (issue 24)")
struct StoredHistoryTests {
  static let stamp = ClockStamp(time: 1_800_000_000.5, boot: "boot-1", reading: 12_345, offset: -7)

  @Test(
    "property: a history kept as stored, appended to and written back, reads as the decoded history appended the same"
  )
  func writtenBackEqualsDecoded() async {
    await propertyCheck(count: 40, input: Fixture.action.array(of: 0...60), Fixture.action.array(of: 0...20))
    {
      saved, later in
      do {
        let first = Snapshot(
          sequence: UInt64(saved.count), stamp: Self.stamp, present: Fixture.basketball,
          base: Timeline(Fixture.basketball), actions: ActionLog(saved))
        guard
          case .frame(let payload, _, let version) = RecordFrame.decode(
            try first.framed(), at: 0, kind: .snapshot)
        else {
          Issue.record("not a snapshot frame")
          return
        }
        var stored = try Snapshot.decode(payload, version: version, keepingHistoryStored: true)
        #expect(stored.history.isStored)
        #expect(stored.history.count == saved.count)
        for action in later { stored.history.append(action) }
        guard case .frame(let again, _, _) = RecordFrame.decode(try stored.framed(), at: 0, kind: .snapshot)
        else {
          Issue.record("not a snapshot frame")
          return
        }
        let read = try Snapshot.decode(again, version: version)
        #expect(!read.history.isStored)
        let (base, actions) = try read.history.decoded()
        #expect(base == Timeline(Fixture.basketball))
        #expect(Array(actions) == saved + later)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test(
    "property: a deferred start that plays on and quits writes a snapshot whose history is the live game's, undo and redo too"
  )
  func deferredStartQuitsWithTheWholeHistory() async {
    await propertyCheck(count: 25, input: Fixture.action.array(of: 1...50), Fixture.action.array(of: 0...15))
    {
      saved, meanwhile in
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      do {
        try Fixture.saveClosed(saved, in: directory)
        let (deferred, store) = try Fixture.openDeferred(directory)
        Fixture.run(meanwhile, on: store, from: saved.count + 1)
        let live = try #require(deferred.restoredHistory())
        deferred.close(finalState: store.state)
        guard case .snapshot(let written) = try Snapshot.read(at: directory.file("snapshot")) else {
          Issue.record("no snapshot after quitting")
          return
        }
        #expect(written.game() == live)
        #expect(try Fixture.load(directory).state.game == live)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  /// A format-2 snapshot of `present` whose frame is whole (its checksum holds) but whose base
  /// history is not JSON: what no torn write makes, only a bug or a hand.
  static func snapshotWithUnreadableHistory(present: Game) throws -> Data {
    var writer = ByteWriter()
    writer.append(UInt64(3))
    writer.append(stamp.time)
    writer.append(stamp.boot)
    writer.append(stamp.reading)
    writer.append(stamp.offset)
    writer.appendBlock(try JSONEncoder().encode(present))
    writer.appendBlock(Data("{not json".utf8))
    writer.appendBlock(try JSONEncoder().encode([AppAction.scoreboard(.add(.home, points: 1))]))
    writer.append(UInt32(3))
    writer.append([0, 0, 0] as [UInt32])
    return RecordFrame.encode(writer.data, kind: .snapshot)
  }

  @Test(
    "a snapshot whose history does not decode: the game goes on from its score, with one notice, never lost")
  func unreadableHistoryKeepsTheScore() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    var scored = Timeline(Fixture.basketball)
    _ = Game.reducer.reduce(&scored, .scoreboard(.add(.home, points: 3)))
    let present = scored.present
    #expect(present.scoreboard.scores[.home] == 3)
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    try Self.snapshotWithUnreadableHistory(present: present).write(to: directory.file("snapshot"))

    let loaded = try Fixture.load(directory)
    #expect(loaded.state.game.present == present)
    #expect(!loaded.state.game.canUndo)
    #expect(loaded.notices == ["snapshot: the undo history does not read; the game goes on from its score"])

    let deferred = try PersistentGame.open(
      directory: directory.state, options: PersistentGame.Options(defersHistory: true))
    #expect(deferred.initialState.game.present == present)
    #expect(deferred.restoredHistory() == Timeline(present))
    deferred.close(finalState: deferred.initialState)
  }

  @Test(
    "journal segments are found by their exact names, oldest first, and only those after a record when asked")
  func segmentNames() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    let names = [
      "journal", "journal.5", "journal.0000000000000000000x", "journal.00000000000000000007",
      "journal.00000000000000000003", "journal.000000000000000000030", "journal.99999999999999999999",
      "journal.00000000000000000012", "snapshot",
    ]
    for name in names { try Data().write(to: directory.file(name)) }
    #expect(directory.state.segments().map(\.end) == [3, 7, 12])
    #expect(
      directory.state.segments().map(\.url.lastPathComponent) == [
        "journal.00000000000000000003", "journal.00000000000000000007", "journal.00000000000000000012",
      ])
    #expect(directory.state.segments(after: 3).map(\.end) == [7, 12])
    #expect(directory.state.segments(after: 12).isEmpty)
  }
}
