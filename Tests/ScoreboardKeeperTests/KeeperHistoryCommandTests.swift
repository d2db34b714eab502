import Foundation
import Scoreboard
import ScoreboardKeeper
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI
import StateStore
import Testing

@Suite("the keeper: rewind and preview a step of the history from outside (issue 30)")
struct KeeperHistoryCommandTests {
  /// A keeper of a new game in `scratch` that has played `keys` (waiting for `score`), on the
  /// in-memory screen.
  private func keeper(
    playing keys: String, until score: String, in scratch: ScratchDirectory
  ) async throws -> (Keeper, RunningApp) {
    let saved = try Keeper.openGame(
      in: scratch.state, newGame: Game(), startNew: false, describesAGame: false)
    let keeper = try Keeper.start(saved, settings: KeeperSettings())
    let running = RunningApp(keeper.app(options: ViewOptions(), keyMap: .standard))
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    running.screen.type(keys)
    _ = try #require(await running.frame(showing: score))
    return (keeper, running)
  }

  /// Plays `keys` in a keeper of a new game in `scratch` until `score`, and quits: its lock is let
  /// go when it is released, on return.
  private func playAndQuit(_ keys: String, until score: String, in scratch: ScratchDirectory) async throws {
    let (keeper, running) = try await keeper(playing: keys, until: score, in: scratch)
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }

  private func send(_ action: String, to scratch: ScratchDirectory) async -> ControlReply? {
    await offTheLoop { try? ControlSocket.send(action, to: scratch.state).get() }
  }

  @Test("rewind N through the control socket goes back to step N, journaled; one redo takes it back")
  func rewind() async throws {
    let scratch = ScratchDirectory()
    let (keeper, running) = try await keeper(playing: "hhha", until: "Home 3 : 1 Away", in: scratch)
    #expect(await send("rewind 2", to: scratch) == .done("Home 2 : 0 Away"))
    _ = try #require(await running.frame(showing: "from serve: rewind 2"))
    #expect(GameLoader.loadReadOnly(scratch.url)?.scoreboard.scoreLine == "Home 2 : 0 Away", "journaled")
    #expect(await send("redo", to: scratch) == .done("Home 3 : 1 Away"))
    #expect(await send("undo", to: scratch) == .done("Home 3 : 0 Away"))
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }

  @Test("rewind to a step out of range, or to the present, is refused in one line and changes nothing")
  func rewindRefused() async throws {
    let scratch = ScratchDirectory()
    let (keeper, running) = try await keeper(playing: "hh", until: "Home 2 : 0 Away", in: scratch)
    #expect(
      await send("rewind 7", to: scratch)
        == .refused(
          "\"rewind 7\" changes nothing now: no step 7: the match's history has steps 0 (the start) to 2 (now)"
        ))
    #expect(
      await send("rewind 2", to: scratch)
        == .refused("\"rewind 2\" changes nothing now: step 2 is the present: nothing to rewind"))
    #expect(GameLoader.loadReadOnly(scratch.url)?.scoreboard.scoreLine == "Home 2 : 0 Away")
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }

  @Test("preview N shows the history screen's preview of step N on the board; nothing in the match changes")
  func preview() async throws {
    let scratch = ScratchDirectory()
    let (keeper, running) = try await keeper(playing: "hha", until: "Home 2 : 1 Away", in: scratch)
    let journal = try Data(contentsOf: scratch.url.appendingPathComponent("journal"))
    #expect(await send("preview 1", to: scratch) == .done("the board previews step 1 of 3: Home 1 : 0 Away"))
    let frame = try #require(await running.frame(showing: "preview of step 1 of 3"))
    #expect(frame.textLines.joined().contains("PREVIEW"))
    #expect(await send("preview 0", to: scratch) == .done("the board previews step 0 of 3: Home 0 : 0 Away"))
    _ = try #require(await running.frame(showing: "preview of step 0 of 3"))
    #expect(
      await send("preview 4", to: scratch)
        == .refused(
          "\"preview 4\" does not apply now: no step 4: the match's history has steps 0 (the start) to 3 (now)"
        ))
    #expect(await send("preview end", to: scratch) == .done("the board shows the present: Home 2 : 1 Away"))
    let present = await eventually {
      running.screen.frames.last.flatMap { $0.textLines.joined().contains("History") ? nil : $0 }
    }
    #expect(present?.textLines.joined().contains("Home 2 : 1 Away") == true)
    #expect(
      try Data(contentsOf: scratch.url.appendingPathComponent("journal")) == journal,
      "a preview writes nothing")
    #expect(await send("preview end", to: scratch) == .done("the board shows the present: Home 2 : 1 Away"))
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }

  @Test("a keeper whose history is not loaded yet loads it before a preview or a rewind reads it")
  func deferredHistory() async throws {
    let scratch = ScratchDirectory()
    try await playAndQuit("hhha", until: "Home 3 : 1 Away", in: scratch)
    let saved = try Keeper.openGame(
      in: scratch.state, newGame: Game(), startNew: false, describesAGame: false)
    #expect(saved.initialState.historyCount == 1, "the history is deferred")
    let keeper = try Keeper.start(saved, settings: KeeperSettings())
    let running = RunningApp(keeper.app(options: ViewOptions(), keyMap: .standard))
    _ = try #require(await running.frame(showing: "Home 3 : 1 Away"))
    #expect(await send("preview 0", to: scratch) == .done("the board previews step 0 of 4: Home 0 : 0 Away"))
    #expect(await send("rewind 1", to: scratch) == .done("Home 1 : 0 Away"))
    keeper.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }
}

extension GameLoader {
  /// The game saved in `directory` as a reader sees it, or `nil` when it cannot be read.
  fileprivate static func loadReadOnly(_ directory: URL) -> Game? {
    try? loadReadOnly(directory: directory).state.game.present
  }
}
