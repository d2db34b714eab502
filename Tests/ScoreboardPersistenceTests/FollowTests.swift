import Foundation
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardFollow
@testable import ScoreboardPersistence

#if canImport(Glibc)
  import Glibc
#endif

/// Waits up to `milliseconds` for `fd` to be readable.
private func isReadable(_ fd: Int32, within milliseconds: Int32) -> Bool {
  var source = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
  return poll(&source, 1, milliseconds) == 1 && source.revents & Int16(POLLIN) != 0
}

@Suite("follow: the watcher")
struct FollowWatcherTests {
  @Test("a write in the directory makes the descriptor readable at once; drain reports it by name")
  func writeWakes() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let watcher = try StateDirectoryWatcher(directory: directory.url)
    #expect(watcher.isWatchingDirectory)
    try Data("x".utf8).write(to: directory.file("journal"))
    #expect(isReadable(watcher.fileDescriptor, within: 1000))
    let changes = watcher.drain()
    #expect(changes.contains { $0.name == "journal" })
    #expect(changes.contains { $0.isCloseAfterWrite })
    #expect(!isReadable(watcher.fileDescriptor, within: 0), "drain read everything")
  }

  @Test("nothing written: no event, and drain has nothing")
  func quietIsQuiet() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let watcher = try StateDirectoryWatcher(directory: directory.url)
    #expect(!isReadable(watcher.fileDescriptor, within: 200))
    #expect(watcher.drain().isEmpty)
    _ = try? Data(contentsOf: directory.file("missing"))
    _ = FileManager.default.fileExists(atPath: directory.url.path)
    #expect(!isReadable(watcher.fileDescriptor, within: 100), "reading is not a change")
  }

  @Test("a directory that does not exist yet: the parent is watched until it appears, then the directory")
  func waitsForTheDirectory() throws {
    let parent = TemporaryDirectory()
    defer { parent.remove() }
    let state = parent.url.appendingPathComponent("a/b/state", isDirectory: true)
    let watcher = try StateDirectoryWatcher(directory: state)
    #expect(!watcher.isWatchingDirectory)
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    #expect(isReadable(watcher.fileDescriptor, within: 1000))
    _ = watcher.drain()
    // `mkdir -p` may have made the rest before the watch moved down: each wake moves it further.
    var rounds = 0
    while !watcher.isWatchingDirectory && rounds < 5 {
      _ = isReadable(watcher.fileDescriptor, within: 100)
      _ = watcher.drain()
      rounds += 1
    }
    #expect(watcher.isWatchingDirectory)
    try Data("1\n".utf8).write(to: state.appendingPathComponent("lock"))
    #expect(isReadable(watcher.fileDescriptor, within: 1000))
    #expect(watcher.drain().contains { $0.name == "lock" })
  }

  @Test("the directory removed and made again: the watch follows it")
  func directoryRecreated() throws {
    let parent = TemporaryDirectory()
    defer { parent.remove() }
    let state = parent.url.appendingPathComponent("state", isDirectory: true)
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let watcher = try StateDirectoryWatcher(directory: state)
    try FileManager.default.removeItem(at: state)
    #expect(isReadable(watcher.fileDescriptor, within: 1000))
    _ = watcher.drain()
    #expect(!watcher.isWatchingDirectory)
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    #expect(isReadable(watcher.fileDescriptor, within: 1000))
    _ = watcher.drain()
    #expect(watcher.isWatchingDirectory)
  }
}

@Suite("follow: reading the kept game")
struct FollowerTests {
  @Test("the follower shows what the keeper saved, after the watcher's wake; scoring actions are dropped")
  func reloadsOnChange() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (saved, keeper) = try Fixture.open(directory)
    let follower = try Follower(directory: directory.state)
    #expect(follower.store.state.isKeeperRunning, "this process holds the lock")
    #expect(follower.store.state.hasSavedGame)
    keeper.dispatch(.scoreboard(.add(.home, points: 3)))
    saved.sync()
    #expect(isReadable(follower.watcher.fileDescriptor, within: 1000))
    #expect(!follower.handleWake().isEmpty)
    #expect(follower.store.state.app.scoreboard.home.score == 3)

    follower.store.dispatch(.app(.scoreboard(.add(.away, points: 1))))
    follower.store.dispatch(.app(.undo))
    follower.store.dispatch(.app(.counters(.increment(by: 1))))
    #expect(follower.store.state.app.game == keeper.state.game, "nothing typed here changes the game")
    follower.store.dispatch(.app(.ui(.nextScreen)))
    #expect(follower.store.state.app.ui.screen == .counters, "the screen is local")
    keeper.dispatch(.scoreboard(.add(.away, points: 2)))
    saved.sync()
    #expect(isReadable(follower.watcher.fileDescriptor, within: 1000))
    follower.handleWake()
    #expect(follower.store.state.app.scoreboard.away.score == 2)
    #expect(follower.store.state.app.ui.screen == .counters, "a reload keeps the screen")
    saved.close(finalState: keeper.state)
  }

  @Test("no keeper: the last saved game, and the status line says the scoreboard is not running")
  func keeperGone() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    do {
      let (saved, keeper) = try Fixture.open(directory)
      keeper.dispatch(.scoreboard(.add(.home, points: 4)))
      saved.close(finalState: keeper.state)
    }
    // The lock names a process that is gone (pid 1 << 22 is above any pid_max default).
    try Data("4194303\n".utf8).write(to: directory.file("lock"))
    let follower = try Follower(directory: directory.state)
    #expect(!follower.store.state.isKeeperRunning)
    #expect(follower.store.state.app.scoreboard.home.score == 4)
    #expect(follower.store.state.statusNotice.contains("not running"))
  }

  @Test("an empty directory: no game yet, waiting for the scoreboard")
  func nothingYet() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let follower = try Follower(directory: StateDirectory(url: directory.file("later")))
    #expect(!follower.store.state.hasSavedGame)
    #expect(follower.store.state.statusNotice.contains("waiting"))
  }

  @Test("the keeper's pid is looked for without the lock: alive, dead, zombie-free")
  func keeperProbe() {
    #expect(FollowKeeper.isAlive(getpid()))
    #expect(!FollowKeeper.isAlive(4_194_303))
  }
}

@Suite("follow: the game clock")
struct FollowClockTests {
  /// A game whose basketball clock started at reading 10 s.
  private static func runningGame() -> Timeline {
    var state = AppState(game: Fixture.basketball)
    _ = GameLoader.replayReducer.reduce(&state, .scoreboard(.timed(.startStop(at: .seconds(10)))))
    return state.game
  }

  private static let environment = GameClockEnvironment(
    now: { .seconds(25) }, ticks: { .send(.tick(at: .seconds(25))) })

  @Test("a running clock with its keeper running: shown as of the read, and a local timer starts")
  func advancesLocally() {
    var state = FollowState()
    let reducer = FollowState.reducer(environment: Self.environment)
    let effect = reducer.reduce(
      &state,
      .loaded(
        FollowedGame(
          game: Self.runningGame(), hasSavedGame: true, isKeeperRunning: true, readAt: .seconds(22))))
    #expect(!effect.isNone, "the local timer")
    #expect(state.app.scoreboard.timed.clock.played == .seconds(12))
    _ = reducer.reduce(&state, .app(.scoreboard(.timed(.tick(at: .seconds(23))))))
    #expect(state.app.scoreboard.timed.clock.played == .seconds(13))
    #expect(state.app.game.past.count == Self.runningGame().past.count, "ticks are no undo steps")
  }

  @Test("issue 25 item 23: a running clock whose keeper is not running runs on, as status shows it")
  func runsOnWithoutKeeper() {
    var state = FollowState()
    let reducer = FollowState.reducer(environment: Self.environment)
    let effect = reducer.reduce(
      &state,
      .loaded(
        FollowedGame(
          game: Self.runningGame(), hasSavedGame: true, isKeeperRunning: false, readAt: .seconds(22))))
    #expect(!effect.isNone, "the local timer")
    #expect(state.app.scoreboard.timed.clock.played == .seconds(12))
    _ = reducer.reduce(&state, .app(.scoreboard(.timed(.tick(at: .seconds(23))))))
    #expect(state.app.scoreboard.timed.clock.played == .seconds(13))
    #expect(state.statusNotice == "scoreboard not running: last saved game shown, its clock running on")
  }

  @Test("the keeper stops: the clock and its timer run on; the clock stops: the timer is cancelled")
  func timerFollowsClock() {
    var state = FollowState()
    let reducer = FollowState.reducer(environment: Self.environment)
    let game = Self.runningGame()
    _ = reducer.reduce(
      &state,
      .loaded(FollowedGame(game: game, hasSavedGame: true, isKeeperRunning: true, readAt: .seconds(20))))
    let keeperGone = reducer.reduce(
      &state,
      .loaded(FollowedGame(game: game, hasSavedGame: true, isKeeperRunning: false, readAt: .seconds(21))))
    #expect(keeperGone.isNone, "the timer goes on")
    #expect(state.isClockAdvancing)
    #expect(state.app.scoreboard.timed.clock.played == .seconds(11))
    var stopped = AppState(game: Fixture.basketball)
    _ = GameLoader.replayReducer.reduce(&stopped, .scoreboard(.timed(.startStop(at: .seconds(10)))))
    _ = GameLoader.replayReducer.reduce(&stopped, .scoreboard(.timed(.startStop(at: .seconds(24)))))
    let stop = reducer.reduce(
      &state,
      .loaded(
        FollowedGame(game: stopped.game, hasSavedGame: true, isKeeperRunning: false, readAt: .seconds(30))))
    #expect(!stop.isNone, "cancel")
    #expect(!state.isClockAdvancing)
    #expect(state.app.scoreboard.timed.clock.played == .seconds(14))
    _ = reducer.reduce(&state, .app(.scoreboard(.timed(.tick(at: .seconds(31))))))
    #expect(state.app.scoreboard.timed.clock.played == .seconds(14), "a stray tick changes nothing")
  }
}

/// Issue 25 item 29: `follow --url` with its server gone says so in a line that fits the status line.
@Suite("follow --url: a lost server on the status line")
struct ConnectionLostNoticeTests {
  @Test(
    "a lost stream is the status line's notice as said, not 'cannot read the saved game'; a reading clears it"
  )
  func lostStreamNotice() {
    var state = FollowState()
    let reducer = FollowState.reducer(environment: .live(shiftedBy: .zero))
    let problem = "lost http://192.168.1.20:8321: cannot connect (connection refused); reconnecting"
    _ = reducer.reduce(&state, .connectionLost(problem))
    #expect(state.statusNotice == problem)
    #expect(state.app.ui.notices[.follow] == problem)
    #expect(problem.count <= 80, "it fits an 80-column status line")
    _ = reducer.reduce(
      &state,
      .loaded(FollowedGame(game: Timeline(), hasSavedGame: true, isKeeperRunning: true, readAt: .zero)))
    #expect(state.statusNotice == "following the scoreboard live")
  }
}
