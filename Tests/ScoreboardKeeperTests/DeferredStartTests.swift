import Foundation
import Scoreboard
import ScoreboardKeeper
import ScoreboardPersistence
import ScoreboardTUI
import StateStore
import Synchronization
import Testing

/// The keeper's timeline as its program has it, kept up to date from the loop's thread.
final class ObservedTimeline: Sendable {
  private let latest: Latest
  private let subscription: Subscription

  /// The latest timeline seen.
  private final class Latest: Sendable {
    let timeline = Mutex<Timeline?>(nil)
  }

  init(_ program: Program<AppState, AppAction>) {
    let latest = Latest()
    self.latest = latest
    let select: @Sendable (AppState) -> Timeline = { $0.game }
    subscription = program.observe(select) { timeline in latest.timeline.withLock { $0 = timeline } }
  }

  /// The timeline once it has `steps` steps, waiting for that up to ten seconds.
  func once(steps: Int) async -> Timeline? {
    await eventually { latest.timeline.withLock { $0?.steps.count == steps ? $0 : nil } }
  }

  deinit { subscription.cancel() }
}

@Suite("the keeper's start-up: the first frame from the snapshot, the history installed when needed")
struct DeferredStartTests {
  /// Plays `keys` in a keeper of a new game in `scratch`, waits for `score`, and quits.
  private func play(_ keys: String, until score: String, in scratch: ScratchDirectory) async throws {
    let saved = try Keeper.openGame(
      in: scratch.state, newGame: Game(), startNew: false, describesAGame: false)
    let keeper = try Keeper.start(saved, settings: KeeperSettings())
    let running = RunningApp(keeper.app(options: ViewOptions(), keyMap: .standard))
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.type(keys)
    _ = try #require(await running.frame(showing: score))
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }

  @Test(
    "a saved game starts with its present and nothing before it; the first undo installs the journal's history and takes back exactly the last action"
  )
  func historyInstalledByTheFirstUndo() async throws {
    let scratch = ScratchDirectory()
    try await play("hhah", until: "Home 3 : 1 Away", in: scratch)
    let replayed = try GameLoader.loadReadOnly(directory: scratch.url).state.game
    let saved = try Keeper.openGame(
      in: scratch.state, newGame: Game(), startNew: false, describesAGame: false)
    #expect(saved.initialState.scoreboard.scoreLine == "Home 3 : 1 Away")
    #expect(!saved.initialState.game.canUndo, "the first state holds the present alone")
    let keeper = try Keeper.start(saved, settings: KeeperSettings())
    let timeline = ObservedTimeline(keeper.program)
    let running = RunningApp(keeper.app(options: ViewOptions(), keyMap: .standard))
    _ = try #require(await running.frame(showing: "Home 3 : 1 Away"))
    running.screen.type("u")
    _ = try #require(await running.frame(showing: "Home 2 : 1 Away"))
    #expect(await running.frame(showing: "undid:") != nil, "one step undone, as the notice says")
    let undone = try #require(await timeline.once(steps: 4), "the start, h h a")
    #expect(undone.undone.count == 1)
    running.screen.type("U")
    _ = try #require(await running.frame(showing: "Home 3 : 1 Away"))
    let redone = try #require(await timeline.once(steps: 5))
    #expect(redone == replayed)
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
    #expect(try GameLoader.loadReadOnly(directory: scratch.url).state.game == replayed)
  }

  @Test(
    "keys handled before the history arrives are neither lost nor doubled: an undo among them waits for the history, and the timeline is the journal's replay"
  )
  func keysBeforeTheHistory() async throws {
    let scratch = ScratchDirectory()
    try await play("hha", until: "Home 2 : 1 Away", in: scratch)
    let saved = try Keeper.openGame(
      in: scratch.state, newGame: Game(), startNew: false, describesAGame: false)
    let keeper = try Keeper.start(saved, settings: KeeperSettings())
    let timeline = ObservedTimeline(keeper.program)
    let screen = MemoryScreen(size: TerminalSize(columns: 80, lines: 24))
    // Typed before the loop starts: the points are taken on the present alone, then the undo
    // installs the history (the two points replayed on it) and takes the second back.
    screen.type("aau")
    let running = RunningApp(keeper.app(options: ViewOptions(), keyMap: .standard), on: screen)
    _ = try #require(await running.frame(showing: "Home 2 : 2 Away"))
    running.screen.type("h")
    _ = try #require(await running.frame(showing: "Home 3 : 2 Away"))
    // The start, h h a, a (a second a undone), h.
    let installed = try #require(await timeline.once(steps: 6))
    #expect(installed.undone.isEmpty, "the point after the undo took the place of the undone one")
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
    let journal = try GameLoader.loadReadOnly(directory: scratch.url).state.game
    #expect(installed == journal)
    #expect(journal.present.scoreboard.scoreLine == "Home 3 : 2 Away")
  }

  @Test("the history screen opened first thing after a start opens on the present of the whole history")
  func historyScreenFirst() async throws {
    let scratch = ScratchDirectory()
    try await play("hhah", until: "Home 3 : 1 Away", in: scratch)
    let saved = try Keeper.openGame(
      in: scratch.state, newGame: Game(), startNew: false, describesAGame: false)
    let keeper = try Keeper.start(saved, settings: KeeperSettings())
    let running = RunningApp(keeper.app(options: ViewOptions(), keyMap: .standard))
    _ = try #require(await running.frame(showing: "Home 3 : 1 Away"))
    running.screen.type("L")
    #expect(await running.frame(showing: "History: step 4 (now)") != nil)
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }
}
