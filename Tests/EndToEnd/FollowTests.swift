import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EndToEnd {
  /// `scoreboard-tui follow`: a second terminal showing the game another one keeps, live and read-only.
  @Suite("follow")
  struct FollowTests {
    /// How soon a change in the keeper must show in the follower, as seen through tmux (whose own
    /// polling and capture add tens of milliseconds to the app's wake-up).
    static let deadline = Duration.seconds(1)

    @Test(
      "a score in the keeper shows in the follower; h there says read-only; SIGKILL and restart are followed")
    func followsTheKeeper() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-follow")
      let arguments = ["--state-dir", state.url.path]
      var keeper = try await TmuxSession.startScoreboard(arguments: arguments)
      let follower = try TmuxSession(arguments: ["follow"] + arguments)
      try await follower.waitForScore("Home 0 : 0 Away")
      try await follower.waitFor(text: "following the scoreboard live")

      try keeper.type("h")
      try await keeper.waitForScore("Home 1 : 0 Away")
      try await follower.waitForScore("Home 1 : 0 Away", timeout: Self.deadline)

      try follower.type("h")
      try await follower.waitFor(text: "read-only")
      try follower.press("Tab")
      try follower.press("Tab")
      try await follower.waitForScore("Home 1 : 0 Away")

      try keeper.sendSignal(SIGKILL)
      _ = try await keeper.waitForExit()
      try await follower.waitFor(text: "not running", timeout: Self.deadline)
      try await follower.waitForScore("Home 1 : 0 Away")

      keeper = try TmuxSession(arguments: arguments)
      try await keeper.waitForScore("Home 1 : 0 Away")
      try await follower.waitFor(text: "following the scoreboard live", timeout: Self.deadline)
      try keeper.type("aa")
      try await keeper.waitForScore("Home 1 : 2 Away")
      try await follower.waitForScore("Home 1 : 2 Away", timeout: Self.deadline)

      let keeperExit = try await keeper.quit()
      #expect(keeperExit.status == 0, "\(keeperExit)")
      try await follower.waitFor(text: "not running", timeout: Self.deadline)
      let exit = try await follower.quit()
      #expect(exit.status == 0, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test("issue 13: L in the follower opens the history read-only: it previews, but Enter rewinds nothing")
    func historyReadOnly() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-follow")
      let arguments = ["--state-dir", state.url.path]
      let keeper = try await TmuxSession.startScoreboard(arguments: arguments)
      try await keeper.typeAndExpect([("h", "Home 1 : 0 Away"), ("a", "Home 1 : 1 Away")])
      let follower = try TmuxSession(arguments: ["follow"] + arguments)
      try await follower.waitForScore("Home 1 : 1 Away")
      try follower.type("L")
      try await follower.waitFor(text: "History: step 2 (now)")
      try follower.type("j")
      try await follower.waitFor(text: "History: preview of step 1 of 2")
      try follower.press("Enter")
      try await follower.waitFor(text: "read-only")
      #expect(try keeper.screen().contains("Home 1 : 1 Away"))
      try follower.press("Escape")
      try await follower.waitForScore("Home 1 : 1 Away")
      _ = try await follower.quit()
      _ = try await keeper.quit()
    }

    @Test("started before any game: waits, then shows the game once a scoreboard starts keeping it")
    func waitsForAGame() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-follow")
      let directory = state.url.appendingPathComponent("not/yet").path
      let follower = try TmuxSession(arguments: ["follow", "--state-dir", directory])
      try await follower.waitFor(text: "waiting for the scoreboard")
      let keeper = try await TmuxSession.startScoreboard(
        arguments: ["--state-dir", directory, "--home", "Lions"], home: "Lions")
      try await follower.waitFor(text: "Lions 0 : 0 Away", timeout: Self.deadline)
      try keeper.type("h")
      try await follower.waitFor(text: "Lions 1 : 0 Away", timeout: Self.deadline)
      _ = try await keeper.quit()
      _ = try await follower.quit()
    }

    @Test("a running game clock advances in the follower between the keeper's saves")
    func clockAdvances() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-follow")
      let arguments = ["--state-dir", state.url.path]
      let keeper = try TmuxSession(arguments: arguments + ["--sport", "basketball"])
      try await keeper.waitFor(text: "10:00")
      let follower = try TmuxSession(arguments: ["follow"] + arguments)
      try await follower.waitFor(text: "10:00")
      try keeper.type(" ")
      try await follower.waitFor(text: "9:58", timeout: .seconds(5))
      let stopped = try await keeper.quit()
      #expect(stopped.status == 0, "\(stopped)")
      _ = try await follower.quit()
    }

    @Test(
      "issue 11 item 23: follow --present shows no key hints and no status line; s flips the ends here only")
    func presentation() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-present")
      let arguments = ["--state-dir", state.url.path]
      let keeper = try await TmuxSession.startScoreboard(arguments: arguments)
      try await keeper.typeAndExpect([("hh", "Home 2 : 0 Away")])
      let follower = try TmuxSession(arguments: ["follow", "--present"] + arguments)
      let shown = try await follower.waitForScore("Home 2 : 0 Away")
      #expect(!shown.contains("quit"), "\(shown)")
      #expect(!shown.contains("following the scoreboard live"), "\(shown)")
      #expect(shown.leftTeam() == "Home")
      try follower.type("s")
      try await follower.waitUntil("the follower draws Away on the left") { $0.leftTeam() == "Away" }
      #expect(!(try follower.screen()).contains("read-only"))
      try await keeper.waitUntil("the keeper still draws Home on the left") { $0.leftTeam() == "Home" }
      try await keeper.typeAndExpect([("a", "Home 2 : 1 Away")])
      try await follower.waitForScore("Home 2 : 1 Away", timeout: Self.deadline)
      #expect(try follower.screen().leftTeam() == "Away")
      _ = try await follower.quit()
      _ = try await keeper.quit()
    }
  }
}
