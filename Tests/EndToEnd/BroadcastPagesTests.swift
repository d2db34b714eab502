import Foundation
import Testing

extension EndToEnd {
  /// Issue 28 items 5 and 7 in headless Chromium: the score bug as a broadcast graphic.
  @Suite("broadcast pages", .serialized)
  struct BroadcastPagesTests {
    /// A 1x1 PNG, for a theme's logo.
    private static let png = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    @Test(
      "tennis doubles: the finished set and the set's games as columns, the serving player marked, the theme's colour, within 1280 px",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func tennisDoubles() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-broadcast")
      let keeper = try await TmuxSession.startScoreboard(
        arguments: [
          "--state-dir", state.url.path, "--sport", "tennis", "--doubles", "--home", "Ann/Bob", "--away",
          "Cy/Di",
        ], home: "Ann/Bob", away: "Cy/Di")
      try keeper.press("Enter")
      try await keeper.waitFor(text: "Ann serves for Ann/Bob?")
      try keeper.press("Enter")
      try keeper.type("hhhh")
      try await keeper.waitFor(text: "Cy serves for Cy/Di?")
      try keeper.press("Enter")
      try keeper.type(String(repeating: "h", count: 20))
      try await keeper.waitFor(text: "sets 1 : 0")
      try keeper.press("Enter")
      try keeper.type("hhhha")
      try await keeper.waitFor(text: "Ann/Bob 0 : 15 Cy/Di, sets 1 : 0, games 1 : 0, Cy serves")
      let theme = try TemporaryDirectory(prefix: "e2e-theme")
      try Data(":root { --home: #008000; }".utf8).write(to: theme.url.appendingPathComponent("theme.css"))
      let serve = try await ServeSession.start(state: state.url.path, options: ["--theme", theme.url.path])
      let result = try Self.run([
        "--base", serve.base, "--name", "tennis-doubles", "--parts",
        "6:part won,1:part current;0:part,0:part current",
        "--server", "right:Cy", "--left-background", "rgb(0, 128, 0)", "--url-colours",
      ])
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      _ = try await keeper.quit()
    }

    @Test(
      "a theme's logo shows beside the team it names; long names stay within a 1280 px source",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func logoAndLongNames() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-broadcast")
      let (home, away) = ("Wolverhampton Wanderers", "Brighton and Hove Albion")
      let keeper = try await TmuxSession.startScoreboard(
        arguments: ["--state-dir", state.url.path, "--sport", "basketball", "--home", home, "--away", away],
        home: home, away: away)
      let theme = try TemporaryDirectory(prefix: "e2e-theme")
      let logos = theme.url.appendingPathComponent("logos")
      try FileManager.default.createDirectory(at: logos, withIntermediateDirectories: true)
      try Self.png.write(to: logos.appendingPathComponent("\(home).png"))
      let serve = try await ServeSession.start(state: state.url.path, options: ["--theme", theme.url.path])
      let result = try Self.run(["--base", serve.base, "--name", "logo-long-names", "--logo", "left"])
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      _ = try await keeper.quit()
    }

    @Test(
      "layers: a lower third through POST /api/actions, the sponsor slot in turn and at a point, the winner card at match_won and off at its undo, ?layers=, animations within 400 ms",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func layers() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-layers")
      let keeper = try await TmuxSession.startScoreboard(
        arguments: [
          "--state-dir", state.url.path, "--sport", "generic", "--points-to-win", "3", "--home", "Lions",
          "--away",
          "Tigers",
        ], home: "Lions", away: "Tigers")
      try keeper.type("hh")
      try await keeper.waitForScore("Lions 2 : 0 Tigers")
      let theme = try TemporaryDirectory(prefix: "e2e-theme")
      let sponsors = theme.url.appendingPathComponent("sponsors")
      try FileManager.default.createDirectory(at: sponsors, withIntermediateDirectories: true)
      try Self.png.write(to: sponsors.appendingPathComponent("1-bank.png"))
      try Self.png.write(to: sponsors.appendingPathComponent("2-bakery.png"))
      let serve = try await ServeSession.start(state: state.url.path, options: ["--theme", theme.url.path])
      let token = try CommandRunner.run(
        AppBinary.path, ["serve", "--show-token", "--state-dir", state.url.path])
      let press = ["tmux", "-L", keeper.socketName, "send-keys", "-t", TmuxSession.sessionName, "-l", "h"]
      let point = ["tmux", "-L", keeper.socketName, "send-keys", "-t", TmuxSession.sessionName, "-l", "a"]
      let undo = ["tmux", "-L", keeper.socketName, "send-keys", "-t", TmuxSession.sessionName, "-l", "u"]
      let script = AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Browser/layers_pages.py").path
      let result = try CommandRunner.run(
        BrowserDriver.python ?? "python3",
        [
          script, "--base", serve.base, "--token",
          token.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines),
          "--screenshots", BrowserDriver.screenshots, "--point", try BrowserDriver.json(point), "--win",
          try BrowserDriver.json(press), "--undo", try BrowserDriver.json(undo), "--winner", "Lions",
        ], environment: AppBinary.environment)
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      _ = try await keeper.quit()
    }

    @Test("serve --theme with a folder that is not there is one line and exit 2")
    func badThemeFolder() throws {
      let state = try TemporaryDirectory(prefix: "e2e-broadcast")
      let run = try CommandRunner.run(
        AppBinary.path, ["serve", "--state-dir", state.url.path, "--theme", "/nonexistent/theme"])
      #expect(run.status == 2)
      #expect(run.standardError == "scoreboard-tui: --theme /nonexistent/theme: no such folder\n")
    }

    private static func run(_ arguments: [String]) throws -> CommandResult {
      let script = AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Browser/broadcast_pages.py")
        .path
      return try CommandRunner.run(
        BrowserDriver.python ?? "python3", [script, "--screenshots", BrowserDriver.screenshots] + arguments,
        environment: AppBinary.environment)
    }
  }
}
