import Dispatch
import Foundation
import Scoreboard
import ScoreboardFollow
import ScoreboardKeeper
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI
import StateStore
import Synchronization
import Testing

/// A game kept in a state directory as the keeper keeps it: each action journaled and synced.
final class JournaledGame: @unchecked Sendable {
  let game: PersistentGame
  let store: Store<AppState, AppAction>

  init(in directory: StateDirectory) throws {
    game = try PersistentGame.open(directory: directory, newGame: Game())
    store = Store(
      initialState: game.initialState, reducer: GameLoader.replayReducer, middleware: [game.middleware])
  }

  func play(_ actions: AppAction...) {
    for action in actions {
      store.dispatch(action)
      _ = game.sync()
    }
  }

  func close() {
    game.close(finalState: store.state)
  }
}

/// `serve` of a state directory on a port of the loopback, in this process, and a `follow --url`
/// of it on the in-memory screen.
final class RemoteFollowing: @unchecked Sendable {
  let feed: GameFeed
  let server: Task<Void, any Error>
  let program: Program<FollowState, FollowAction>
  let running: RunningApp
  private let seen = LatestApp()
  private let observation: Subscription

  init(directory: StateDirectory) async throws {
    let feed = try GameFeed(directory: directory)
    self.feed = feed
    let port = Mutex<Int?>(nil)
    let routes = ServeRoutes(
      feed: feed, token: ActionToken(value: "0123456789abcdef0123456789abcdef"), catalog: .standard)
    // On a thread of its own: on a loaded machine other tests can hold every thread of the pool.
    server = Task(executorPreference: DedicatedExecutor.servers) {
      try await ServeServer.run(
        routes, on: ListenAddress(host: "127.0.0.1", port: 0), handlesSignals: false,
        onListening: { listening in port.withLock { $0 = listening } })
    }
    let listening = try #require(await Self.patiently { port.withLock { $0 } })
    let url = "http://127.0.0.1:\(listening)"
    let made = await offTheLoop { () -> Result<RemoteFollowProgram, any Error> in
      Result {
        let (program, clock) = try RemoteFollow.program(
          following: try EventStreamClient(url: url), timeout: .seconds(Int(Self.patience.components.seconds))
        )
        return RemoteFollowProgram(program: program, clock: clock)
      }
    }
    let remote = try made.get()
    program = remote.program
    running = RunningApp(
      TerminalApp(
        program: remote.program, state: \.app, action: FollowAction.app, options: ViewOptions(),
        now: remote.clock.now, isReadOnly: true))
    let seen = self.seen
    let shown: @Sendable (FollowState) -> AppState = { $0.app }
    observation = remote.program.observe(shown) { app in seen.value.withLock { $0 = app } }
  }

  /// The follow view's state once it shows `game`, or `nil` if it never does.
  func state(showing game: Timeline) async -> AppState? {
    await Self.patiently { seen.value.withLock { $0 }.flatMap { $0.game == game ? $0 : nil } }
  }

  /// How long the server and the follower may take: beside the whole unit suite, Swift's two
  /// cooperative threads (the server's) can be busy with other tests for a minute.
  static let patience = Duration.seconds(120)

  /// The value `probe` finds, asked every millisecond for up to ``patience``; `nil` if none.
  static func patiently<Value>(_ probe: () -> Value?) async -> Value? {
    let deadline = ContinuousClock.now + patience
    while true {
      if let value = probe() { return value }
      guard ContinuousClock.now < deadline else { return nil }
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  func stop() {
    program.deliver(signal: SIGTERM)
    feed.stop()
    server.cancel()
  }
}

/// The follow view's state as last observed.
final class LatestApp: Sendable {
  let value = Mutex<AppState?>(nil)
}

/// A follow view's program and its clock, as ``RemoteFollow/program(following:)`` makes them.
struct RemoteFollowProgram: Sendable {
  let program: Program<FollowState, FollowAction>
  let clock: GameClockEnvironment
}

@Suite("follow --url: the keeper's whole history, carried on record by record")
struct RemoteFollowTests {
  @Test(
    "the history of a followed game is the keeper's: not empty, and the current score is not called start")
  func historyIsTheKeepers() async throws {
    let scratch = ScratchDirectory()
    let kept = try JournaledGame(in: scratch.state)
    defer { kept.close() }
    kept.play(.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.home, points: 1)))
    let following = try await RemoteFollowing(directory: scratch.state)
    defer { following.stop() }
    let app = try #require(await following.state(showing: kept.store.state.game))
    #expect(app.historyCount == 3)
    #expect(app.historyRow(step: 0).change == "start")
    #expect(app.historyRow(step: 0).scoreLine == "Home 0 : 0 Away")
    #expect(app.historyRow(step: 2).change != "start")
    #expect(app.historyRow(step: 2).scoreLine == "Home 2 : 0 Away")

    kept.play(
      .scoreboard(.add(.away, points: 1)), .undo, .scoreboard(.add(.away, points: 2)), .rewind(toStep: 1))
    let carried = try #require(await following.state(showing: kept.store.state.game))
    #expect(carried.historyCount == kept.store.state.historyCount)
    #expect(carried.momentum == kept.store.state.momentum)
  }

  @Test("a dropped connection resumes from Last-Event-ID: the steps kept meanwhile arrive once each")
  func reconnectLosesNothing() async throws {
    let scratch = ScratchDirectory()
    let kept = try JournaledGame(in: scratch.state)
    defer { kept.close() }
    kept.play(.scoreboard(.add(.home, points: 1)))
    let following = try await RemoteFollowing(directory: scratch.state)
    defer { following.stop() }
    _ = try #require(await following.state(showing: kept.store.state.game))
    #expect(following.feed.subscriberCount == 1)
    following.feed.unsubscribe(0)
    kept.play(.scoreboard(.add(.away, points: 1)), .scoreboard(.add(.away, points: 1)), .undo, .redo)
    kept.play(.scoreboard(.add(.home, points: 1)))
    let app = try #require(await following.state(showing: kept.store.state.game))
    #expect(app.historyCount == 5)
    #expect(
      (0..<app.historyCount).map { app.historyRow(step: $0).scoreLine } == [
        "Home 0 : 0 Away", "Home 1 : 0 Away", "Home 1 : 1 Away", "Home 1 : 2 Away", "Home 2 : 2 Away",
      ])
    let resubscribed = await RemoteFollowing.patiently { following.feed.subscriberCount == 1 ? true : nil }
    #expect(resubscribed == true)
  }
}
