import Foundation
import PostgresTestServer
import Testing

extension EndToEnd {
  /// Issue 27, item 5: `serve --venue`'s `/schedule`, `/draws` and a court's on deck follow the
  /// desk in a real browser, while a keeper with no names plays the match the desk calls.
  @Suite("tournament pages in a browser")
  struct TournamentPagesTests {
    @Test(
      "headless Chromium: /schedule shows the call on C1 and /draws the result, live, as a keeper with no names plays",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"),
      .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/lib/postgresql"), "PostgreSQL is not installed"))
    func pagesFollowTheDesk() async throws {
      let server = try TournamentVenue.start()
      defer { server.destroy() }
      let folder = try TemporaryDirectory(prefix: "e2e-desk-pages")
      let imported = try TournamentVenue.importDraw(into: server, folder: folder).result
      #expect(imported.status == 0, "\(imported.standardError)")

      let port = try ServeSession.freePort()
      let serve = try TmuxSession(
        arguments: ["serve", "--venue", server.url, "--listen", "127.0.0.1:\(port)"], width: 400)
      _ = try await serve.waitFor(text: "serving the venue")
      // The keeper waits for the browser: it starts once the script has the pages open.
      let gate = folder.url.appendingPathComponent("start").path
      let state = folder.url.appendingPathComponent("state").path
      let keeper = try TmuxSession(
        arguments: ["--state-dir", state, "--no-confirm", "--venue", server.url, "--court", "C1"],
        width: 100, height: 30,
        commandPrefix: "while [ ! -e \(TmuxSession.shellQuote(gate)) ]; do sleep 0.1; done;")
      let keys = ["tmux", "-L", keeper.socketName, "send-keys", "-t", TmuxSession.sessionName]
      let result = try CommandRunner.run(
        BrowserDriver.python ?? "python3",
        [
          AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Browser/desk_pages.py").path,
          "--base", "http://127.0.0.1:\(port)", "--court", "C1",
          "--start", try BrowserDriver.json(["touch", gate]),
          "--score", try BrowserDriver.json(keys + ["-l", "hhh"]),
          "--sign-off", try BrowserDriver.json(keys + ["Enter"]),
          "--screenshots", BrowserDriver.screenshots,
        ],
        environment: AppBinary.environment)
      let screen = (try? keeper.screen()) ?? ""
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)\nthe keeper:\n\(screen)")
      #expect(result.standardOutput.contains("ok no console errors"), "\(result.standardOutput)")
    }
  }
}
