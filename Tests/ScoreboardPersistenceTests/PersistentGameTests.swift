import Foundation
import PropertyBased
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

@Suite("Persistent game: journal, snapshots, restore")
struct PersistentGameTests {
  @Test("property: replaying the journal of any action sequence after a crash gives the live game")
  func replayEqualsLive() async {
    await propertyCheck(count: 60, input: Fixture.action.array(of: 0...60), Gen.int(in: 1...12)) {
      actions, every in
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      do {
        var live: AppState
        do {
          let (game, store) = try Fixture.open(directory, snapshotEvery: every, newGame: Fixture.basketball)
          Fixture.run(actions, on: store)
          // A last change after the ticks, so the latest held tick is written too.
          store.dispatch(.counters(.increment(by: 1)))
          game.sync()
          live = store.state
        }  // crash: no close
        let loaded = try Fixture.load(directory)
        #expect(loaded.state.game == live.game)
        #expect(loaded.notices.isEmpty)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("property: a snapshot plus the journal after it equals replaying everything, and quitting saves all")
  func snapshotPlusTail() async {
    await propertyCheck(count: 40, input: Fixture.action.array(of: 0...80)) { actions in
      let withSnapshots = TemporaryDirectory()
      let journalOnly = TemporaryDirectory()
      defer {
        withSnapshots.remove()
        journalOnly.remove()
      }
      do {
        var states: [AppState] = []
        for (directory, every) in [(withSnapshots, 3), (journalOnly, 1_000_000)] {
          let (game, store) = try Fixture.open(directory, snapshotEvery: every, newGame: Fixture.basketball)
          Fixture.run(actions, on: store)
          game.close(finalState: store.state)
          states.append(store.state)
        }
        let a = try Fixture.load(withSnapshots)
        let b = try Fixture.load(journalOnly)
        #expect(a.state.game == b.state.game)
        #expect(a.state.game == states[0].game)
        #expect(b.state.game == states[1].game)
        // Reopening (which compacts) and quitting again changes nothing.
        let (again, _) = try Fixture.open(withSnapshots)
        #expect(again.initialState.game == states[0].game)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("restart restores sport, names, scores, counters, undo and redo history")
  func restoresEverything() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    var live: AppState
    do {
      let (_, store) = try Fixture.open(directory, newGame: Fixture.basketball)
      store.dispatch(.scoreboard(.rename(.home, to: "Lions")))
      store.dispatch(.scoreboard(.add(.home, points: 3)))
      store.dispatch(.scoreboard(.add(.away, points: 2)))
      store.dispatch(.counters(.increment(by: 4)))
      store.dispatch(.undo)
      live = store.state
    }
    let (game, store) = try Fixture.open(directory)
    #expect(game.initialState.game == live.game)
    #expect(game.initialState.scoreboard.rules == SportRules.defaults(for: .basketball))
    #expect(game.initialState.game.canRedo)
    store.dispatch(.redo)
    #expect(store.state.counters.counters[0].value == 4)
  }

  @Test("a torn journal tail: the whole records are restored, the damaged bytes kept aside, a notice")
  func tornTailOnDisk() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    var live: AppState
    do {
      let (game, store) = try Fixture.open(directory)
      for _ in 0..<5 { store.dispatch(.scoreboard(.add(.home, points: 1))) }
      game.sync()
      live = store.state
    }
    let torn = try JournalRecord(
      sequence: 99, stamp: ScriptedMachine().clock.stamp(offset: .zero), action: .scoreboard(.reset)
    ).framed().prefix(20)
    let handle = try FileHandle(forWritingTo: directory.file("journal"))
    try handle.seekToEnd()
    try handle.write(contentsOf: torn)
    try handle.close()

    let (game, store) = try Fixture.open(directory)
    #expect(game.initialState.game == live.game)
    #expect(game.notices.count == 1)
    #expect(game.notices.first?.contains("damaged record") == true)
    let side = try #require(directory.names().first { $0.hasPrefix("journal.damaged-") })
    #expect(directory.bytes(side) == torn)
    store.dispatch(.scoreboard(.add(.away, points: 2)))
    game.sync()
    let loaded = try Fixture.load(directory)
    #expect(loaded.state.game == store.state.game)
    #expect(loaded.notices.isEmpty)
  }

  @Test("a corrupt snapshot is moved aside, the older snapshot and the journal restore the game")
  func corruptSnapshot() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    var live: AppState
    do {
      let (game, store) = try Fixture.open(directory, snapshotEvery: 4)
      for index in 0..<10 { store.dispatch(.counters(.increment(by: index + 1))) }
      game.sync()
      live = store.state
    }
    var bytes = try #require(directory.bytes("snapshot"))
    bytes[bytes.count / 2] ^= 0xFF
    try bytes.write(to: directory.file("snapshot"))

    let (game, _) = try Fixture.open(directory)
    #expect(game.initialState.game == live.game)
    #expect(game.notices.first?.contains("snapshot was unreadable") == true)
    #expect(directory.names().contains { $0.hasPrefix("snapshot.corrupt-") })
  }

  @Test("a foreign file as the snapshot is moved aside too")
  func foreignSnapshot() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    do {
      let (game, store) = try Fixture.open(directory)
      store.dispatch(.scoreboard(.add(.home, points: 2)))
      game.sync()
    }
    try Data("{\"not\": \"ours\"}".utf8).write(to: directory.file("snapshot"))
    let (game, _) = try Fixture.open(directory)
    #expect(game.initialState.scoreboard.home.score == 2)
    #expect(directory.names().contains { $0.hasPrefix("snapshot.corrupt-") })
  }

  @Test("files of a newer format version: a typed error, and not a byte changed")
  func newerVersionTouchesNothing() throws {
    for file in ["journal", "snapshot"] {
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      do {
        let (game, store) = try Fixture.open(directory, snapshotEvery: 1_000)
        store.dispatch(.scoreboard(.add(.home, points: 2)))
        game.sync()
      }
      let bytes = JournalRecordTests.withVersion(
        try #require(directory.bytes(file)), RecordFrame.currentVersion + 1)
      try bytes.write(to: directory.file(file))
      let before = directory.names().map { ($0, directory.bytes($0)) }

      #expect(throws: PersistenceError.newerFormat(file: file, version: RecordFrame.currentVersion + 1)) {
        _ = try Fixture.open(directory)
      }
      #expect(throws: PersistenceError.self) { _ = try Fixture.load(directory) }
      let after = directory.names().map { ($0, directory.bytes($0)) }
      #expect(before.map(\.0) == after.map(\.0))
      #expect(before.map(\.1) == after.map(\.1))
    }
  }

  @Test("a second instance on the same directory is refused with the first one's pid")
  func secondInstance() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (first, _) = try Fixture.open(directory)
    #expect(throws: PersistenceError.alreadyRunning(pid: getpid(), directory: directory.url.path)) {
      _ = try Fixture.open(directory)
    }
    #expect(throws: PersistenceError.self) { try PersistentGame.archiveCurrentGame(in: directory.state) }
    let message = PersistenceError.alreadyRunning(pid: 42, directory: "/d").description
    #expect(message.hasPrefix("already running (pid 42) on /d"))
    withExtendedLifetime(first) {}
    // Once the first is gone, the directory is free again, and reading never needed the lock.
    _ = try Fixture.load(directory)
  }

  @Test("--new archives the previous game, never deleting it, and starts the new one")
  func newArchives() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    var old: AppState
    do {
      let (game, store) = try Fixture.open(directory)
      store.dispatch(.scoreboard(.add(.home, points: 7)))
      game.close(finalState: store.state)
      old = store.state
    }
    let (game, _) = try Fixture.open(directory, startNew: true, newGame: Fixture.basketball)
    #expect(game.initialState.game == Timeline(Fixture.basketball))
    #expect(game.notices.first?.contains("archived") == true)
    let archives = try FileManager.default.contentsOfDirectory(atPath: directory.file("archive").path)
    #expect(archives.count == 1)
    let archived = try GameLoader.loadReadOnly(directory: directory.file("archive/\(archives[0])"))
    #expect(archived.state.game == old.game)
  }

  @Test("issue 11 item 6: archiving stops a running clock at the moment of archiving, journaled")
  func archivingStopsTheClock() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let machine = ScriptedMachine()
    do {
      let (game, store) = try Fixture.open(directory, machine: machine, newGame: Fixture.basketball)
      store.dispatch(.scoreboard(.timed(.startStop(at: game.clock.now()))))
      machine.pass(30)
      game.close(finalState: store.state)
    }
    machine.pass(45)
    let (_, _) = try Fixture.open(directory, machine: machine, startNew: true)
    let archives = try FileManager.default.contentsOfDirectory(atPath: directory.file("archive").path)
    let archived = try GameLoader.loadReadOnly(directory: directory.file("archive/\(archives[0])"))
    let clock = archived.state.scoreboard.timed.clock
    #expect(!clock.isRunning)
    // Started at 10:00, quit 30 s later, archived 45 s after that: 75 s played.
    #expect(clock.display == "8:45")
    let log = try EventLog.entries(directory: directory.file("archive/\(archives[0])"))
    #expect(log.entries.last?.action == .scoreboard(.timed(.startStop(at: .seconds(1075)))))
  }

  @Test("disk full: the app keeps running, reports failing, never leaves half a record, and catches up")
  func diskFull() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let full = FailingWrites()
    let (game, store) = try Fixture.open(directory, snapshotEvery: 1_000, frameWriter: full.writer)
    store.dispatch(.scoreboard(.add(.home, points: 1)))
    #expect(game.sync() == .saved)
    full.isFull = true
    store.dispatch(.scoreboard(.add(.home, points: 1)))
    store.dispatch(.scoreboard(.add(.home, points: 1)))
    #expect(
      game.sync().message == "saving failed: the disk is full (2 actions waiting; retrying)")
    #expect(store.state.scoreboard.home.score == 3)
    // What is on disk is whole records only: the first action.
    let contents = try JournalReader.records(at: directory.file("journal"))
    #expect(contents.damagedLength == 0)
    #expect(contents.records.count == 1)

    full.isFull = false
    #expect(game.sync() == .saved)
    let loaded = try Fixture.load(directory)
    #expect(loaded.state.game == store.state.game)
  }

  @Test("read-only state directory: the game runs, saving is reported failing")
  func readOnlyDirectory() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    do {
      let (game, store) = try Fixture.open(directory)
      store.dispatch(.scoreboard(.add(.home, points: 1)))
      game.close(finalState: store.state)
    }
    chmod(directory.file("journal").path, 0o400)
    chmod(directory.url.path, 0o500)
    let canStillWrite = access(directory.url.path, W_OK) == 0
    try #require(!canStillWrite || geteuid() == 0)
    guard !canStillWrite else {
      // Root writes anyway: the failing path is covered by the disk-full test's failing writes.
      return
    }
    let (game, store) = try Fixture.open(directory)
    #expect(game.initialState.scoreboard.home.score == 1)
    store.dispatch(.scoreboard(.add(.home, points: 1)))
    #expect(game.sync().message?.contains("saving failed") == true)
    #expect(store.state.scoreboard.home.score == 2)
  }

  @Test("a running clock keeps running through a crash and restart, and through a reboot")
  func clockThroughRestart() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let machine = ScriptedMachine()
    do {
      let (game, store) = try Fixture.open(directory, machine: machine, newGame: Fixture.basketball)
      store.dispatch(.scoreboard(.timed(.startStop(at: game.clock.now()))))
      machine.pass(10)
      store.dispatch(.scoreboard(.timed(.tick(at: game.clock.now()))))
      game.sync()
    }  // killed
    machine.pass(20)
    do {
      let (game, _) = try Fixture.open(directory, machine: machine)
      #expect(game.initialState.scoreboard.timed.clock.isRunning)
      let store = Store(
        initialState: game.initialState, reducer: Fixture.reducer, middleware: [game.middleware])
      store.dispatch(.launched(game.launch))
      #expect(store.state.scoreboard.timed.clock.played == .seconds(30))
      game.sync()
    }
    machine.reboot(after: 60)
    let (game, store) = try Fixture.open(directory, machine: machine)
    store.dispatch(.scoreboard(.timed(.tick(at: game.clock.now()))))
    #expect(store.state.scoreboard.timed.clock.played == .seconds(90))
  }

  @Test("the event log lists every action with its time and the score line after it")
  func eventLog() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 2)
    store.dispatch(.scoreboard(.add(.home, points: 2)))
    store.dispatch(.ui(.showHelp))
    store.dispatch(.scoreboard(.add(.away, points: 1)))
    store.dispatch(.undo)
    store.dispatch(.undo)
    store.dispatch(.undo)  // nothing left to undo: not journaled
    game.sync()
    let (entries, notices) = try EventLog.entries(directory: directory.url)
    #expect(notices.isEmpty)
    #expect(entries.map(\.sequence) == [1, 2, 3, 4])
    #expect(
      entries.map(\.scoreLine) == [
        "Home 2 : 0 Away", "Home 2 : 1 Away", "Home 2 : 0 Away", "Home 0 : 0 Away",
      ])
  }
}

/// Writes that fail part-way while the disk is "full", like a real short write then ENOSPC.
final class FailingWrites: @unchecked Sendable {
  private let lock = NSLock()
  private var full = false

  var isFull: Bool {
    get { lock.withLock { full } }
    set { lock.withLock { full = newValue } }
  }

  /// Writes whole frames while not full; when full, half a frame and then `ENOSPC`.
  var writer: FrameWriter {
    FrameWriter { frame, descriptor throws(RecorderError.Reason) in
      guard self.isFull else { return try FrameWriter.system.write(frame, descriptor) }
      try FrameWriter.system.write(
        UnsafeRawBufferPointer(rebasing: frame.prefix(frame.count / 2)), descriptor)
      throw .systemCall("write", code: ENOSPC)
    }
  }
}
