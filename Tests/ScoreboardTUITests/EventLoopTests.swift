import Dispatch
import Foundation
import Scoreboard
import StateStore
import Synchronization
import Testing

@testable import ScoreboardTUI

/// The value `probe` finds, asked every millisecond for up to ten seconds, sleeping in between
/// (so the pool's threads stay free); `nil` if it finds none.
func eventually<Value>(_ probe: () -> Value?) async -> Value? {
  let deadline = ContinuousClock.now + .seconds(10)
  while true {
    // Probe, then look at the time: a probe is made after every wait, however late it ends.
    if let value = probe() { return value }
    guard ContinuousClock.now < deadline else { return nil }
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// The real event loop (``TerminalApp/run(on:)``) driven through an in-memory screen: keys,
/// resizes, signals, jobs from other threads and wake-ups in, frames out; no terminal, no tmux.
@Suite("event loop on an in-memory screen")
struct EventLoopTests {
  /// An app on a fresh program, its loop running on a thread of its own until it ends.
  final class Running: @unchecked Sendable {
    let screen = MemoryScreen(size: TerminalSize(columns: 80, lines: 24))
    let program: Program<AppState, AppAction>
    let app: TerminalApp
    /// The program's store, read by the tests (never dispatched to: that is `program.send`).
    var store: Store<AppState, AppAction> { program.store }
    private let ended = Mutex<TerminalApp.Ending?>(nil)
    private(set) var loopThread: pthread_t?

    init(
      _ state: AppState = AppState(), isReadOnly: Bool = false, launchNoticeLifetime: Duration = .seconds(10),
      pendingCountLifetime: Duration = .seconds(3600), hooks: TerminalApp.Hooks = TerminalApp.Hooks()
    ) throws {
      program = try Program(initialState: state, reducer: AppState.reducer)
      app = TerminalApp(
        program: program, options: ViewOptions(), now: { .zero }, isReadOnly: isReadOnly,
        launchNoticeLifetime: launchNoticeLifetime, pendingCountLifetime: pendingCountLifetime, hooks: hooks)
      let thread = Thread { [self] in
        loopThread = pthread_self()
        let ending = app.run(on: screen)
        ended.withLock { $0 = ending }
      }
      thread.start()
    }

    /// The latest frame whose text contains `text`, waiting for it; `nil` if none comes.
    func frame(showing text: String) async -> Frame? {
      await frame { $0.textLines.joined(separator: "\n").contains(text) }
    }

    /// The latest frame once it satisfies `condition`, waiting for it without holding a thread
    /// of Swift's pool (effects need them); `nil` if none comes within ten seconds.
    func frame(where condition: (Frame) -> Bool) async -> Frame? {
      await eventually { screen.frames.last.flatMap { condition($0) ? $0 : nil } }
    }

    /// How the loop ended, waiting for it.
    func ending() async -> TerminalApp.Ending? {
      await eventually { ended.withLock { $0 } }
    }

    /// Ends a loop a test left running.
    func stop() async {
      program.deliver(signal: SIGTERM)
      _ = await ending()
    }
  }

  @Test("the first frame shows the new game at the screen's size")
  func firstFrame() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    let frame = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    #expect(frame.size == TerminalSize(columns: 80, lines: 24))
  }

  @Test("keys score, and a batch of keys read in one wake is painted once")
  func keysScoreAndPaintOncePerBatch() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let before = running.screen.frames.count
    running.screen.type("hhha")
    _ = try #require(await running.frame(showing: "Home 3 : 1 Away"))
    #expect(running.screen.frames.count == before + 1)
    #expect(running.store.state.scoreboard.scoreLine == "Home 3 : 1 Away")
  }

  @Test("q ends the loop with .quit")
  func quitKey() async throws {
    let running = try Running()
    running.screen.type("q")
    #expect(await running.ending() == .quit)
  }

  @Test("a signal delivered through the inbox ends the loop with that signal")
  func signalEnds() async throws {
    let running = try Running()
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }

  @Test("a terminal that hangs up ends the loop as SIGHUP does, after the keys it sent last")
  func hangUpEnds() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.type("hh")
    running.screen.hangUp()
    #expect(await running.ending() == .signal(SIGHUP), "a hung-up terminal reads as readable for ever")
    #expect(running.store.state.scoreboard.scores[.home] == 2)
  }

  @Test(
    "a child process started while the terminal is open does not keep it open once it hangs up (posix_spawn passes on every descriptor not marked close-on-exec)"
  )
  func hangUpWithAChildAlive() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    var child: pid_t = 0
    let argv: [String] = ["/bin/sleep", "30"]
    var arguments = argv.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    #expect(posix_spawn(&child, "/bin/sleep", nil, nil, &arguments, environ) == 0)
    defer {
      kill(child, SIGKILL)
      var status: Int32 = 0
      waitpid(child, &status, 0)
    }
    running.screen.hangUp()
    #expect(await running.ending() == .signal(SIGHUP), "the child must not hold the terminal's other end")
  }

  @Test("a resize repaints at the new size")
  func resizeRepaints() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.resize(to: TerminalSize(columns: 40, lines: 12))
    let frame = await running.frame { $0.size == TerminalSize(columns: 40, lines: 12) }
    #expect(frame != nil)
  }

  @Test("a job sent from another thread runs on the loop's thread, and its change is painted")
  func jobFromAnotherThread() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let ranOn = Mutex<pthread_t?>(nil)
    DispatchQueue.global().async {
      running.program.send { loop in
        ranOn.withLock { $0 = pthread_self() }
        loop.dispatch(.scoreboard(.add(.away, points: 7)))
      }
    }
    _ = try #require(await running.frame(showing: "Home 0 : 7 Away"))
    let loop = try #require(running.loopThread)
    let job = try #require(ranOn.withLock { $0 })
    #expect(pthread_equal(loop, job) != 0)
  }

  @Test("actions sent run in the order they were sent")
  func jobsInOrder() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    for points in 1...20 {
      running.program.send(.scoreboard(.add(.home, points: points)))
    }
    running.program.send { loop in loop.dispatch(.scoreboard(.rename(.home, to: "Done"))) }
    _ = try #require(await running.frame(showing: "Done 210 : 0 Away"))
  }

  @Test("an effect's action is handed to the store's executor, not reduced on the effect's thread")
  func effectsGoThroughTheInbox() async throws {
    let inbox = try LoopInbox()
    let reducer = Reducer<Int, Int> { count, step in
      count += step
      return step == 1 ? .run { send in send(10) } : .none
    }
    let ranOnExecutor = Mutex(false)
    let store = Store(
      initialState: 0, reducer: reducer,
      executor: StoreExecutor { job in
        ranOnExecutor.withLock { $0 = true }
        inbox.post(job)
      })
    store.dispatch(1)
    // Nothing drains the inbox here: the effect's action waits there instead of being reduced on
    // the effect's thread.
    #expect(await eventually { ranOnExecutor.withLock { $0 } ? true : nil } == true)
    #expect(store.state == 1)
  }

  @Test("the after-batch hook runs before the frame, and the notice it dispatches is on that frame")
  func afterBatchNotice() async throws {
    let hooks = TerminalApp.Hooks(afterBatch: { loop in
      guard loop.state.scoreboard.home.score == 2, loop.state.ui.notices[.saving] == nil else { return }
      loop.dispatch(.ui(.noticeChanged(.saving, "saving failed: disk full")))
    })
    let running = try Running(hooks: hooks)
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.type("hh")
    let frame = try #require(await running.frame(showing: "Home 2 : 0 Away"))
    #expect(frame.textLines[23].contains("saving failed: disk full"))
  }

  @Test("read-only: a scoring key is refused with a notice on the status line; help still opens")
  func readOnly() async throws {
    let running = try Running(isReadOnly: true)
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.type("h")
    let refused = try #require(await running.frame(showing: "read-only"))
    #expect(refused.textLines.joined().contains("Home 0 : 0 Away"))
    running.screen.type("?")
    _ = try #require(await running.frame(showing: "this help"))
    #expect(running.store.state.ui.isHelpShown)
  }

  @Test("issue 11 item 14: while the too-small message shows, keys do nothing but quit")
  func tooSmallIgnoresKeys() async throws {
    let running = try Running()
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.resize(to: TerminalSize(columns: 19, lines: 6))
    _ = try #require(await running.frame { $0.size == TerminalSize(columns: 19, lines: 6) })
    running.screen.type("3hau+\tq")
    #expect(await running.ending() == .quit)
    #expect(running.store.state.game.present == Game())
    #expect(running.store.state.ui == UIState())
  }

  @Test("issue 11 item 11: Esc and h typed in one burst: Esc, then h scores")
  func escapeThenScore() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.type("\u{1B}h")
    _ = try #require(await running.frame(showing: "Home 1 : 0 Away"))
  }

  /// A new game launched with a one-off notice.
  static var launchedWithNotice: AppState {
    var state = AppState()
    state.ui.notices[.launch] = "the previous game is archived in /tmp/old"
    return state
  }

  @Test("issue 11 item 16: the launch notice clears on the next key")
  func launchNoticeClearsOnAKey() async throws {
    let running = try Running(Self.launchedWithNotice, launchNoticeLifetime: .seconds(3600))
    defer { Task { await running.stop() } }
    let first = try #require(await eventually { running.screen.frames.first })
    #expect(first.textLines[23].hasPrefix(" the previous game is archived in /tmp/old"))
    running.screen.type("h")
    let after = try #require(await running.frame(showing: "Home 1 : 0 Away"))
    #expect(!after.textLines.joined().contains("archived"))
    #expect(running.store.state.ui.notices.isEmpty)
  }

  @Test("issue 11 item 16: without a key, the launch notice clears after its lifetime")
  func launchNoticeExpires() async throws {
    let running = try Running(Self.launchedWithNotice, launchNoticeLifetime: .milliseconds(50))
    defer { Task { await running.stop() } }
    // The loop paints before it looks at its inbox, so the first frame has the notice.
    let first = try #require(await eventually { running.screen.frames.first })
    #expect(first.textLines[23].hasPrefix(" the previous game is archived in /tmp/old"))
    _ = try #require(await running.frame { !$0.textLines.joined().contains("archived") })
    #expect(running.store.state.ui.notices.isEmpty)
    #expect(running.store.state.game.present == Game())
  }

  @Test("Tab shows the counters screen, where + counts")
  func countersScreen() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.type("\t")
    _ = try #require(await running.frame { _ in running.store.state.ui.screen == .counters })
    running.screen.type("+++")
    _ = try #require(await running.frame { _ in running.store.state.counters.selected.value == 3 })
  }

  @Test("an escape sequence typed at once is one key: Esc [ A is the Up arrow, not Esc and two letters")
  func escapeSequence() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.type("\u{1B}[Ah")
    _ = try #require(await running.frame(showing: "Home 1 : 0 Away"))
    #expect(running.store.state.scoreboard.away.score == 0)
  }

  @Test(
    "issue 11 item 12: u on the scoreboard says what it undid on the counters: undid: counter Count 3 -> 2")
  func undoSaysWhatItUndid() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    running.screen.type("\t+++\t")
    _ = try #require(await running.frame { _ in running.store.state.ui.screen == .scoreboard })
    running.screen.type("u")
    let frame = try #require(await running.frame(showing: "undid: counter Count 3 -> 2"))
    #expect(frame.textLines[23].hasPrefix(" undid: counter Count 3 -> 2"))
    running.screen.type("h")
    let next = try #require(await running.frame(showing: "Home 1 : 0 Away"))
    #expect(!next.textLines[23].contains("undid"))
  }

  @Test("issue 11 item 12: 2u says how many steps, and u with nothing left says so")
  func undoCountAndNothing() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    running.screen.type("hhh2u")
    _ = try #require(await running.frame(showing: "undid 2 steps: Home 3 -> 1"))
    running.screen.type("9u")
    _ = try #require(await running.frame(showing: "undid: Home 1 -> 0"))
    running.screen.type("u")
    _ = try #require(await running.frame(showing: "nothing to undo"))
  }

  @Test("issue 11 item 15: a pending count is forgotten after its lifetime with no key")
  func pendingCountExpires() async throws {
    let running = try Running(pendingCountLifetime: .milliseconds(50))
    defer { Task { await running.stop() } }
    let counts = Mutex<[Int?]>([])
    let pendingCount: @Sendable (AppState) -> Int? = { $0.ui.pendingCount }
    let watching = running.store.subscribe(select: pendingCount, skipRepeats: ==) { count in
      counts.withLock { $0.append(count) }
    }
    defer { watching.cancel() }
    running.screen.type("3")
    let seen = await eventually { counts.withLock { $0 == [nil, 3, nil] ? $0 : nil } }
    #expect(seen == [nil, 3, nil])
    running.screen.type("h")
    _ = try #require(await running.frame(showing: "Home 1 : 0 Away"))
  }

  @Test("issue 11 item 15: a pending count shows beside the score line until its key uses it")
  func pendingCountLivesWhileTyping() async throws {
    let running = try Running(pendingCountLifetime: .seconds(3600))
    defer { Task { await running.stop() } }
    running.screen.type("12")
    let counted = try #require(await running.frame(showing: "count: 12"))
    #expect(counted.textLines[22].contains("Home 0 : 0 Away  count: 12"))
    running.screen.type("h")
    _ = try #require(await running.frame(showing: "Home 12 : 0 Away"))
    #expect(running.store.state.ui.pendingCount == nil)
  }

  @Test("issue 11 item 13: q mid-match asks on the status line; a second q quits")
  func quitAsksFirst() async throws {
    let running = try Running(Fixtures.midGame)
    running.screen.type("q")
    _ = try #require(await running.frame(showing: "Quit with the match in progress?"))
    running.screen.type("q")
    #expect(await running.ending() == .quit)
  }

  @Test("issue 11 items 13 and 14: on a screen too small for the board, q quits a match in progress at once")
  func quitWhenTooSmallMidMatch() async throws {
    let running = try Running(Fixtures.midGame)
    _ = try #require(await running.frame(showing: "Home 3 : 12 Away"))
    running.screen.resize(to: TerminalSize(columns: 15, lines: 5))
    _ = try #require(await running.frame { $0.size == TerminalSize(columns: 15, lines: 5) })
    running.screen.type("hq")
    #expect(await running.ending() == .quit)
    #expect(running.store.state.scoreboard.home.score == 3)
  }
}
