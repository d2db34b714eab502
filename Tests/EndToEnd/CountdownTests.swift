import Foundation
import Testing

extension EndToEnd {
  /// Countdowns in the real terminal: started by the rules and by a key, warning in their last 10
  /// seconds, the bell at zero.
  @Suite("countdowns")
  struct CountdownTests {
    @Test(
      "badminton: a 2-second warm-up is marked and rings the bell at zero; the point reaching 11 starts the interval"
    )
    func badmintonIntervalAndBell() async throws {
      let tmux = try await TmuxSession.startScoreboard(arguments: ["--sport", "badminton", "--warm-up", "2"])
      #expect(try tmux.bellFlag() == "0")
      try tmux.type("w")
      try await tmux.waitFor(text: "!warm-up 0:0")
      try await tmux.waitUntil("the warm-up ends and the bell rings") { screen in
        try !screen.contains("warm-up") && tmux.bellFlag() == "1"
      }
      try tmux.type("10h")
      try await tmux.waitFor(text: "Home 10 : 0 Away")
      #expect(!(try tmux.screen()).contains("interval"))
      try tmux.type("h")
      let screen = try await tmux.waitUntil("the interval's countdown shows") { screen in
        screen.contains("interval 1:00") || screen.contains("interval 0:5")
      }
      #expect(screen.contains("Interval"), "\(screen)")
      _ = try await tmux.quit()
    }

    @Test(
      "SIGKILL during a warm-up, then a restart: the warm-up goes on with the time it had left, not from the start"
    )
    func survivesKill() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-countdown")
      let first = try await TmuxSession.startScoreboard(
        arguments: ["--state-dir", state.url.path, "--sport", "badminton", "--warm-up", "60"])
      try first.type("w")
      let before = try await first.waitUntil("the warm-up under a minute") { $0.contains("warm-up 0:5") }
      let secondsBefore = try #require(Self.secondsLeft(before))
      let app = try #require(try first.appProcessID())
      #expect(kill(app, SIGKILL) == 0)
      _ = try await first.waitForExit()
      let again = try await TmuxSession.startScoreboard(arguments: ["--state-dir", state.url.path])
      let after = try await again.waitUntil("the warm-up shows again") { $0.contains("warm-up ") }
      let secondsAfter = try #require(Self.secondsLeft(after), "\(after)")
      #expect(
        secondsAfter <= secondsBefore, "\(secondsBefore) s left before the kill, \(secondsAfter) s after")
      _ = try await again.quit()
    }

    /// The seconds a screen's `warm-up M:SS` shows.
    static func secondsLeft(_ screen: String) -> Int? {
      guard let range = screen.range(of: #"warm-up \d+:\d\d"#, options: .regularExpression) else {
        return nil
      }
      let parts = screen[range].dropFirst("warm-up ".count).split(separator: ":").compactMap { Int($0) }
      return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
    }

    @Test(
      "/board in Chromium: the countdown marked in its last 10 seconds, and one beep when it reaches zero",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func boardBeeps() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-countdown")
      let keeper = try await TmuxSession.startScoreboard(
        arguments: ["--state-dir", state.url.path, "--sport", "badminton", "--warm-up", "6"])
      let serve = try await ServeSession.start(state: state.url.path)
      let press = ["tmux", "-L", keeper.socketName, "send-keys", "-t", TmuxSession.sessionName, "-l", "w"]
      let script = AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Browser/board_countdown.py")
        .path
      let result = try CommandRunner.run(
        BrowserDriver.python ?? "python3",
        [
          script, "--base", serve.base, "--screenshots", BrowserDriver.screenshots, "--press",
          try BrowserDriver.json(press),
        ], environment: AppBinary.environment)
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("PASS"), "\(result.standardOutput)")
      _ = try await keeper.quit()
    }
  }
}

extension TmuxSession {
  /// Whether the terminal bell has rung in the app's window since it started: tmux's
  /// `window_bell_flag`, `1` or `0`.
  func bellFlag() throws -> String {
    try tmux("display-message", "-p", "-t", Self.sessionName, "#{window_bell_flag}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
