import Foundation
import Testing

extension EndToEnd {
  /// `scoreboard-tui serve --venue`: every court of a venue database over HTTP, in a real browser.
  @Suite("serve --venue in a browser")
  struct VenueServeEndToEndTests {
    /// The load simulation's program (built beside the app), which here keeps two courts scoring.
    static var venueLoad: String {
      URL(fileURLWithPath: AppBinary.path).deletingLastPathComponent().appendingPathComponent("VenueLoad")
        .path
    }

    @Test(
      "headless Chromium: /venue and /court/NAME/overlay follow a court scoring into the venue database",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"),
      .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/lib/postgresql"), "PostgreSQL is not installed"))
    func venuePagesInABrowser() async throws {
      let script = AppBinary.packageRoot.appendingPathComponent("scripts/venue-load").path
      let courts = try TmuxSession(
        executable: script,
        arguments: [
          Self.venueLoad, "--courts", "2", "--followers", "1", "--seconds", "120", "--burst-seconds", "1",
        ],
        width: 400)
      let started = try await courts.waitFor(text: "a point a second each", timeout: .seconds(60))
      let line = started.replacingOccurrences(of: "\n", with: "")
      guard
        let range = line.range(
          of: #"postgres://venue@/venue\?host=[^ ]+&port=[0-9]+"#, options: .regularExpression)
      else {
        throw HarnessError(message: "the venue's URL is not shown", screen: started)
      }
      let port = try ServeSession.freePort()
      let serve = try TmuxSession(
        arguments: ["serve", "--venue", String(line[range]), "--listen", "127.0.0.1:\(port)"], width: 400)
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
