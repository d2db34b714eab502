import Foundation
import Testing

extension EndToEnd {
  /// `scoreboard-tui serve`: the game over HTTP beside a keeper in tmux, and pages in a real browser.
  @Suite("serve")
  struct ServeTests {
    @Test(
      "/state.json is status --json byte for byte; /events sends the document, then one event per key, resumable"
    )
    func followsTheKeeper() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve")
      let keeper = try await TmuxSession.startScoreboard(arguments: ["--state-dir", state.url.path])
      try keeper.type("h")
      try await keeper.waitForScore("Home 1 : 0 Away")
      let serve = try await ServeSession.start(state: state.url.path)

      let document = try serve.request("/state.json")
      let status = try CommandRunner.run(AppBinary.path, ["status", "--json", "--state-dir", state.url.path])
      #expect(document.status == 200)
      #expect(document.body + "\n" == status.standardOutput)

      let base = serve.base
      let scratch = try TemporaryDirectory(prefix: "e2e-serve-events")
      let file = scratch.url.appendingPathComponent("events.txt").path
      let stream = Task.detached { try ServeSession.events(base: base, for: 4, file: file) }
      let deadline = ContinuousClock.now + .seconds(3)
      while ContinuousClock.now < deadline,
        (try? String(contentsOfFile: file, encoding: .utf8))?.contains("event: state") != true
      {
        try await Task.sleep(for: .milliseconds(20))
      }
      try keeper.type("a")
      try await keeper.waitForScore("Home 1 : 1 Away")
      try keeper.type("h")
      try await keeper.waitForScore("Home 2 : 1 Away")
      let events = StreamEvent.all(in: try await stream.value)
      #expect(events.map(\.scoreLine) == ["Home 1 : 0 Away", "Home 1 : 1 Away", "Home 2 : 1 Away"])
      let ids = events.compactMap { $0.id.flatMap(Int.init) }
      #expect(ids.count == 3 && ids == ids.sorted() && Set(ids).count == 3, "ids \(ids)")

      let resumed = StreamEvent.all(in: try serve.events(for: 1, lastEventID: events.first?.id))
      #expect(resumed.map(\.scoreLine) == ["Home 1 : 1 Away", "Home 2 : 1 Away"])
      let fresh = StreamEvent.all(in: try serve.events(for: 1))
      #expect(fresh.map(\.scoreLine) == ["Home 2 : 1 Away"])

      #expect(try serve.request("/nope").status == 404)
      #expect(try serve.request("/overlay").body.contains("EventSource"))
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test(
      "POST /api/actions: 401 without the token and nothing changes; with it the keeper scores and journals it"
    )
    func actions() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve")
      let arguments = ["--state-dir", state.url.path]
      let keeper = try await TmuxSession.startScoreboard(arguments: arguments)
      let serve = try await ServeSession.start(state: state.url.path)
      let token = try CommandRunner.run(AppBinary.path, ["serve", "--show-token"] + arguments)
      #expect(token.status == 0)
      let bearer =
        "Authorization: Bearer " + token.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      let mode = try FileManager.default.attributesOfItem(atPath: state.url.path + "/serve-token")[
        .posixPermissions]
      #expect(mode as? Int == 0o600)
      let body = #"{"action": "home +1"}"#

      let missing = try serve.request("/api/actions", method: "POST", body: body)
      let wrong = try serve.request(
        "/api/actions", method: "POST", headers: ["Authorization: Bearer x"], body: body)
      #expect(missing.status == 401 && wrong.status == 401)
      #expect(try serve.request("/state.json").body.contains(#""score_line" : "Home 0 : 0 Away""#))

      let malformed = try serve.request("/api/actions", method: "POST", headers: [bearer], body: "{home")
      let unknown = try serve.request(
        "/api/actions", method: "POST", headers: [bearer], body: #"{"action": "fly away"}"#)
      #expect(malformed.status == 400 && unknown.status == 400)
      #expect(unknown.body.contains("unknown action") && unknown.body.split(separator: "\n").count == 1)

      let scored = try serve.request("/api/actions", method: "POST", headers: [bearer], body: body)
      #expect(scored.status == 200, "\(scored.body)")
      #expect(scored.body.contains("Home 1 : 0 Away"))
      try await keeper.waitForScore("Home 1 : 0 Away")
      let undone = try serve.request(
        "/api/actions", method: "POST", headers: [bearer], body: #"{"action": "undo"}"#)
      #expect(undone.status == 200)
      try await keeper.waitForScore("Home 0 : 0 Away")
      let vocabulary = try serve.request("/api/actions")
      #expect(vocabulary.status == 200 && vocabulary.body.contains("clock start-stop"))

      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
      let log = try CommandRunner.run(AppBinary.path, ["log"] + arguments)
      #expect(
        log.standardOutput.contains("home +1") && log.standardOutput.contains("undo"), "\(log.standardOutput)"
      )
      let noKeeper = try serve.request("/api/actions", method: "POST", headers: [bearer], body: body)
      #expect(noKeeper.status == 409 && noKeeper.body.contains("no scoreboard is keeping the game"))
    }

    @Test("with no keeper, the last saved game; a bad --listen is one line and exit 64")
    func lastSavedGameAndBadInput() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve")
      let keeper = try await TmuxSession.startScoreboard(arguments: ["--state-dir", state.url.path])
      try keeper.type("aa")
      try await keeper.waitForScore("Home 0 : 2 Away")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
      let serve = try await ServeSession.start(state: state.url.path)
      #expect(try serve.request("/state.json").body.contains(#""score_line" : "Home 0 : 2 Away""#))
      let events = try serve.events(for: 1)
      #expect(events.contains(#""keeper_running": false"#))

      let bad = try CommandRunner.run(AppBinary.path, ["serve", "--listen", "127.0.0.1:http"])
      #expect(bad.status == 64)
      #expect(bad.standardError.split(separator: "\n").count == 1, "\(bad.standardError)")
    }

    @Test("play --serve: the server runs beside the keeper, says where on the status line, and takes actions")
    func playServe() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve")
      let port = try ServeSession.freePort()
      let keeper = try await TmuxSession.startScoreboard(
        arguments: ["--state-dir", state.url.path, "--serve", "--listen", "127.0.0.1:\(port)"])
      try await keeper.waitFor(text: "serving http://127.0.0.1:\(port)/")
      let serve = ServeSession(tmux: keeper, base: "http://127.0.0.1:\(port)")
      try keeper.type("h")
      try await keeper.waitForScore("Home 1 : 0 Away")
      #expect(try serve.request("/state.json").body.contains(#""score_line" : "Home 1 : 0 Away""#))
      let token = try CommandRunner.run(
        AppBinary.path, ["serve", "--show-token", "--state-dir", state.url.path])
      let bearer =
        "Authorization: Bearer " + token.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      let scored = try serve.request(
        "/api/actions", method: "POST", headers: [bearer], body: #"{"action": "away +2"}"#)
      #expect(scored.status == 200, "\(scored.body)")
      try await keeper.waitForScore("Home 1 : 2 Away")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test("follow --url: the same screens from another machine's serve, live, picking up a restarted keeper")
    func followURL() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve")
      let port = try ServeSession.freePort()
      let arguments = ["--state-dir", state.url.path, "--serve", "--listen", "127.0.0.1:\(port)"]
      var keeper = try await TmuxSession.startScoreboard(arguments: arguments)
      try await keeper.waitFor(text: "serving http://127.0.0.1:\(port)/")
      let follower = try TmuxSession(arguments: ["follow", "--url", "http://127.0.0.1:\(port)"])
      try await follower.waitForScore("Home 0 : 0 Away")
      try await follower.waitFor(text: "following the scoreboard live")
      try keeper.type("h")
      try await follower.waitForScore("Home 1 : 0 Away", timeout: .seconds(2))

      _ = try await keeper.quit()
      try await follower.waitFor(text: "reconnecting", timeout: .seconds(5))
      keeper = try TmuxSession(arguments: arguments)
      try await keeper.waitForScore("Home 1 : 0 Away")
      try keeper.type("a")
      try await follower.waitForScore("Home 1 : 1 Away", timeout: .seconds(8))
      // The keeper's whole history, carried across the keeper's restart: not only the present
      // called "start" (issue 24).
      try follower.type("L")
      try await follower.waitFor(text: "History: step 2 (now)")
      try follower.type("j")
      try await follower.waitFor(text: "History: preview of step 1 of 2")
      try follower.press("Escape")
      try await follower.waitForScore("Home 1 : 1 Away")
      try follower.type("h")
      try await follower.waitFor(text: "read-only")
      let exit = try await follower.quit()
      #expect(exit.status == 0 && exit.terminalRestored, "\(exit)")
      _ = try await keeper.quit()

      let unreachable = try TmuxSession(arguments: ["follow", "--url", "http://127.0.0.1:\(port)"])
      let gone = try await unreachable.waitForExit()
      #expect(gone.status == 2, "\(gone)")
      #expect(gone.screen.contains("cannot follow http://127.0.0.1:\(port)"), "\(gone.screen)")
    }

    @Test(
      "headless Chromium: /overlay and /board follow keys pressed in the keeper, without console errors, and reconnect after serve restarts",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func pagesInABrowser() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve")
      let keeper = try await TmuxSession.startScoreboard(arguments: ["--state-dir", state.url.path])
      let port = try ServeSession.freePort()
      let serve = try await ServeSession.start(state: state.url.path, port: port, restartsWhenEnded: true)
      let press = ["tmux", "-L", keeper.socketName, "send-keys", "-t", TmuxSession.sessionName, "-l", "h"]
      guard let loop = try serve.tmux.appProcessID() else {
        throw HarnessError(message: "serve is not running", screen: try serve.tmux.screen())
      }
      let restart = ["pkill", "-TERM", "-P", String(loop)]
      let result = try BrowserDriver.run([
        "--base", serve.base, "--home-score", "0", "--press", try BrowserDriver.json(press),
        "--restart", try BrowserDriver.json(restart), "--screenshots", BrowserDriver.screenshots,
      ])
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      try await keeper.waitForScore("Home 4 : 0 Away")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test(
      "issue 25 item 19 headless Chromium: a won tennis match's /board and /overlay show 2 : 0 and Home wins 6-4 6-0",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func wonMatchInABrowser() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve")
      let keeper = try await TmuxSession.startScoreboard(arguments: [
        "--state-dir", state.url.path, "--sport", "tennis",
      ])
      try keeper.type(String(repeating: "h", count: 16) + String(repeating: "a", count: 16))
      try await keeper.waitFor(text: "games 4 : 4")
      try keeper.type(String(repeating: "h", count: 32))
      try await keeper.waitFor(text: "Home wins")
      let serve = try await ServeSession.start(state: state.url.path)
      let result = try BrowserDriver.run([
        "--base", serve.base, "--final", "2:0", "--result", "Home wins  6-4 6-0",
        "--screenshots", BrowserDriver.screenshots,
      ])
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test(
      "headless Chromium: the board runs a running basketball clock on by itself, with no event per tick",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func runningClockInABrowser() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve")
      let keeper = try await TmuxSession.startScoreboard(arguments: [
        "--state-dir", state.url.path, "--sport", "basketball",
      ])
      try keeper.type(" ")
      try await keeper.waitFor(text: "9:5")
      let serve = try await ServeSession.start(state: state.url.path)
      let before = StreamEvent.all(in: try serve.events(for: 2.5))
      #expect(before.count == 1, "a running clock sends no event per tick: \(before.count) events in 2.5 s")
      let result = try BrowserDriver.run([
        "--base", serve.base, "--clock", "--screenshots", BrowserDriver.screenshots,
      ])
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
    }
  }
}

/// The selenium driver of the pages (`Tests/EndToEnd/Browser/drive_pages.py`), run by the Python
/// that `make browser` set up.
enum BrowserDriver {
  /// The Python with selenium, from `SCOREBOARD_BROWSER_PYTHON`.
  static var python: String? {
    guard let path = ProcessInfo.processInfo.environment["SCOREBOARD_BROWSER_PYTHON"], !path.isEmpty,
      FileManager.default.isExecutableFile(atPath: path)
    else { return nil }
    return path
  }

  /// Where the screenshots go: `.build/serve-screenshots` (not committed).
  static var screenshots: String {
    AppBinary.packageRoot.appendingPathComponent(".build/serve-screenshots").path
  }

  static func run(_ arguments: [String]) throws -> CommandResult {
    let script = AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Browser/drive_pages.py").path
    return try CommandRunner.run(
      python ?? "python3", [script] + arguments, environment: AppBinary.environment)
  }

  static func json(_ words: [String]) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: words), as: UTF8.self)
  }
}
