import Dispatch
import Foundation
import Scoreboard
import ScoreboardKeeper
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI
import StateStore
import Synchronization
import Testing

/// A state directory of its own under the temporary folder, removed when released.
final class ScratchDirectory: Sendable {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scoreboard-keeper-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var state: StateDirectory { StateDirectory(url: url) }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The value `probe` finds, asked every millisecond for up to ten seconds; `nil` if none.
func eventually<Value>(_ probe: () -> Value?) async -> Value? {
  let deadline = ContinuousClock.now + .seconds(10)
  while true {
    if let value = probe() { return value }
    guard ContinuousClock.now < deadline else { return nil }
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// `work` run on a thread of Dispatch's pool (it blocks), its result awaited.
func offTheLoop<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    DispatchQueue.global().async { continuation.resume(returning: work()) }
  }
}

/// An app on the in-memory screen, its loop on a thread of its own.
final class RunningApp: @unchecked Sendable {
  let screen: MemoryScreen
  let app: TerminalApp
  private let ended = Mutex<TerminalApp.Ending?>(nil)

  /// Runs `app` on `screen` to its end (its `atEnd` hook included, as on the terminal).
  init(_ app: TerminalApp, on screen: MemoryScreen = MemoryScreen(size: TerminalSize(columns: 80, lines: 24)))
  {
    self.app = app
    self.screen = screen
    Thread { [self] in
      let ending = self.app.runToTheEnd(on: screen)
      ended.withLock { $0 = ending }
    }.start()
  }

  func frame(showing text: String) async -> Frame? {
    await eventually { screen.frames.last.flatMap { $0.textLines.joined().contains(text) ? $0 : nil } }
  }

  func ending() async -> TerminalApp.Ending? {
    await eventually { ended.withLock { $0 } }
  }
}

@Suite("the keeper: one program, actions from outside answered once durable")
struct KeeperTests {
  @Test("a control answer goes out only after the batch's save hook (the fdatasync) has finished")
  func controlAnswerAfterSave() async throws {
    let scratch = ScratchDirectory()
    let program = try Program(initialState: AppState(), reducer: AppState.reducer)
    let savedScore = Mutex(-1)
    let hooks = TerminalApp.Hooks(afterBatch: { loop in
      // A slow fdatasync: a reply written while it runs would promise what is not yet on disk.
      Thread.sleep(forTimeInterval: 0.3)
      savedScore.withLock { $0 = loop.state.scoreboard.home.score }
    })
    let running = RunningApp(
      TerminalApp(program: program, options: ViewOptions(), now: { .zero }, hooks: hooks))
    defer { program.deliver(signal: SIGTERM) }
    let control = KeeperControl.listen(directory: scratch.state, program: program, now: { .zero })
    let listener = try #require(control.listener)
    defer { listener.stop() }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let reply = await offTheLoop { () -> (ControlReply?, Int) in
      let sent = try? ControlSocket.send("home +2", to: scratch.state).get()
      return (sent, savedScore.withLock { $0 })
    }
    #expect(reply.0 == .done("Home 2 : 0 Away"))
    #expect(reply.1 == 2, "the save hook had seen the change when the answer came")
  }

  @Test("play --serve hands an action to its own program, with no socket between them")
  func deliveryToTheProgram() async throws {
    let scratch = ScratchDirectory()
    let program = try Program(initialState: AppState(), reducer: AppState.reducer)
    let running = RunningApp(TerminalApp(program: program, options: ViewOptions(), now: { .zero }))
    defer { program.deliver(signal: SIGTERM) }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let delivery = KeeperControl.delivery(to: program, now: { .zero })
    let awayScores = try #require(GameCommand(actionName: "away +1"))
    #expect(await delivery.deliver(awayScores) == .success(.done("Home 0 : 1 Away")))
    #expect(
      await delivery.deliver(.quit)
        == .success(.refused("\"quit\" works only at the scoreboard's own keyboard")))
    _ = try #require(await running.frame(showing: "from serve: away +1"))
    #expect(!FileManager.default.fileExists(atPath: ControlSocket.path(in: scratch.state)))
  }

  @Test("an action that changes nothing is refused at once, and says why (issue 25 item 24)")
  func changesNothing() async throws {
    let program = try Program(initialState: AppState(), reducer: AppState.reducer)
    let running = RunningApp(TerminalApp(program: program, options: ViewOptions(), now: { .zero }))
    defer { program.deliver(signal: SIGTERM) }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let reply = await offTheLoop { KeeperControl.answer(.subtractPoints(.left), in: program, now: { .zero }) }
    #expect(reply == .refused("\"left -1\" changes nothing now: Home has no points to take off"))
  }

  @Test("with no loop running, the caller is told the scoreboard is busy")
  func busyWithoutLoop() async throws {
    let program = try Program(initialState: AppState(), reducer: AppState.reducer)
    let reply = await offTheLoop {
      KeeperControl.answer(.addPoints(.left), in: program, now: { .zero }, timeout: .milliseconds(50))
    }
    #expect(reply == KeeperControl.busy)
  }

  @Test("the keeper journals what the control socket sends, and keeps it after quitting")
  func keeperEndToEnd() async throws {
    let scratch = ScratchDirectory()
    let saved = try Keeper.openGame(
      in: scratch.state, newGame: Game(), startNew: false, describesAGame: false)
    let keeper = try Keeper.start(saved, settings: KeeperSettings(notices: ["hello from the test"]))
    let launchNotices = Mutex<[String]>([])
    let launchNotice: @Sendable (AppState) -> String? = { $0.ui.notices[.launch] }
    let observing = keeper.program.observe(launchNotice) { notice in
      if let notice { launchNotices.withLock { $0.append(notice) } }
    }
    defer { observing.cancel() }
    let running = RunningApp(keeper.app(options: ViewOptions(), keyMap: .standard))
    let said = await eventually { launchNotices.withLock { $0.first } }
    #expect(said?.contains("hello from the test") == true)
    let reply = await offTheLoop { ControlSocket.send("home +3", to: scratch.state) }
    #expect(reply == .success(.done("Home 3 : 0 Away")))
    running.screen.type("a")
    _ = try #require(await running.frame(showing: "Home 3 : 1 Away"))
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
    #expect(!FileManager.default.fileExists(atPath: ControlSocket.path(in: scratch.state)))
    let loaded = try GameLoader.loadReadOnly(directory: scratch.url)
    #expect(loaded.state.scoreboard.scoreLine == "Home 3 : 1 Away")
  }
}
