import Foundation
import Testing

extension EndToEnd {
  /// `serve --inspect` and `play --serve --inspect`: the inspector page in headless Chromium beside
  /// a real keeper in tmux (issue 30).
  @Suite("the inspector")
  struct InspectorEndToEndTests {
    @Test(
      "headless Chromium, serve --inspect: a key's action listed within 100 ms (median), jump previews on the keeper's board, rewind here changes it and redo takes it back, export and import",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func serveInspect() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-inspect")
      let keeper = try await TmuxSession.startScoreboard(arguments: ["--state-dir", state.url.path])
      try keeper.type("hha")
      try await keeper.waitForScore("Home 2 : 1 Away")
      let serve = try await ServeSession.start(state: state.url.path, options: ["--inspect"])
      #expect(try serve.tmux.screen().contains("inspector: \(serve.base)/inspector"))
      let result = try Self.drive(base: serve.base, keeper: keeper, state: state.url.path, sessions: true)
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test(
      "headless Chromium, play --serve --inspect: the keeper's own server lists, previews and rewinds",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func playServeInspect() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-inspect")
      let port = try ServeSession.freePort()
      let keeper = try await TmuxSession.startScoreboard(arguments: [
        "--state-dir", state.url.path, "--serve", "--listen", "127.0.0.1:\(port)", "--inspect",
      ])
      try await keeper.waitFor(text: "serving http://127.0.0.1:\(port)/")
      try keeper.type("hha")
      try await keeper.waitForScore("Home 2 : 1 Away")
      let result = try Self.drive(
        base: "http://127.0.0.1:\(port)", keeper: keeper, state: state.url.path, sessions: false)
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test("play --inspect without --serve is refused in one line, exit 64")
    func inspectWithoutServe() throws {
      let result = try CommandRunner.run(
        AppBinary.path, ["play", "--inspect"], environment: AppBinary.environment)
      #expect(result.status == 64, "\(result)")
      #expect(result.standardError.contains("--inspect goes with --serve"), "\(result.standardError)")
    }

    /// Runs `Browser/inspector_pages.py` against the inspector at `base`, typing in `keeper`.
    private static func drive(
      base: String, keeper: TmuxSession, state: String, sessions: Bool
    ) throws -> CommandResult {
      let token = try CommandRunner.run(
        AppBinary.path, ["serve", "--show-token", "--state-dir", state], environment: AppBinary.environment
      ).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      let tmux = CommandRunner.which("tmux") ?? "tmux"
      let keys = [tmux, "-L", keeper.socketName, "send-keys", "-t", TmuxSession.sessionName, "-l"]
      let capture = [tmux, "-L", keeper.socketName, "capture-pane", "-p", "-t", TmuxSession.sessionName]
      let log = [AppBinary.path, "log", "--state-dir", state]
      let script = AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Browser/inspector_pages.py")
        .path
      return try CommandRunner.run(
        BrowserDriver.python ?? "python3",
        [
          script, "--base", base, "--token", token, "--keys", try BrowserDriver.json(keys), "--capture",
          try BrowserDriver.json(capture), "--log", try BrowserDriver.json(log), "--screenshots",
          BrowserDriver.screenshots,
        ] + (sessions ? ["--sessions"] : []),
        environment: AppBinary.environment)
    }
  }
}
