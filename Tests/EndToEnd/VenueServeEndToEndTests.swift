import Foundation
import PostgresTestServer
import Testing

extension EndToEnd {
  /// `scoreboard-tui serve --venue`: every court of a venue database over HTTP, in a real browser.
  @Suite("serve --venue in a browser")
  struct VenueServeEndToEndTests {
    @Test(
      "headless Chromium: /venue and /court/NAME/overlay follow a keeper scoring into the venue database",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"),
      .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/lib/postgresql"), "PostgreSQL is not installed"))
    func venuePagesInABrowser() async throws {
      let server = try PrivatePostgres.start()
      defer { server.destroy() }
      let made = try CommandRunner.run(AppBinary.path, ["venue", "init", "--venue", server.url])
      #expect(made.status == 0, "\(made.standardError)")
      let state = try TemporaryDirectory(prefix: "e2e-venue-serve")
      let keeper = try TmuxSession(arguments: [
        "--state-dir", state.url.path, "--home", "Lions", "--away", "Bears", "--no-confirm",
        "--venue", server.url, "--court", "C1",
      ])
      try await keeper.waitForScore("Lions 0 : 0 Bears")
      try keeper.type("h")
      try await keeper.waitForScore("Lions 1 : 0 Bears")
      nonisolated(unsafe) let scorer = keeper
      let scoring = Task.detached {
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(700))
          try? scorer.type("h")
        }
      }
      defer { scoring.cancel() }
      let port = try ServeSession.freePort()
      let serve = try TmuxSession(
        arguments: ["serve", "--venue", server.url, "--listen", "127.0.0.1:\(port)"], width: 400)
      _ = try await serve.waitFor(text: "serving the venue")
      let result = try CommandRunner.run(
        BrowserDriver.python ?? "python3",
        [
          AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Browser/venue_pages.py").path,
          "--base", "http://127.0.0.1:\(port)", "--court", "C1", "--screenshots", BrowserDriver.screenshots,
        ],
        environment: AppBinary.environment)
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("ok no console errors"), "\(result.standardOutput)")
    }
  }
}
