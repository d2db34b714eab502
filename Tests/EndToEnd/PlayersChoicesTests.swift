import Foundation
import Testing

extension EndToEnd {
  /// The choices the rules leave to the players (issue 25 items 32-34), asked on the status line in
  /// the real terminal, answered with `o` or Enter, and undone.
  @Suite("players' choices")
  struct PlayersChoicesTests {
    @Test(
      "issue 25 item 32: the toss winner chooses who kicks first (IFAB Law 10): the first kick says; undo asks again"
    )
    func shootoutFirstKicker() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "soccer", "--shootout"])
      try await tmux.waitFor(text: "Home 0 : 0 Away")
      try await tmux.typeAndExpect([("h", "Home 1 : 0 Away"), ("a", "Home 1 : 1 Away")])
      try tmux.type("epe")
      try await tmux.waitFor(text: "Who kicks first? The first kick says")
      try await tmux.typeAndExpect([("a", "Home 1 : 1 Away, penalties 0 : 1")])
      try await tmux.waitFor(text: "Shoot-out, to kick: Home")
      try tmux.type("uu")
      try await tmux.waitFor(text: "undid: asked again: the first kicker")
      try await tmux.typeAndExpect([("h", "Home 1 : 1 Away, penalties 1 : 0")])
      try await tmux.waitFor(text: "Shoot-out, to kick: Away")
      _ = try await tmux.quit()
    }

    @Test("issue 25 item 33: on gaining the serve the squash server chooses the box (World Squash rule 5.5)")
    func squashBox() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "squash"])
      try await tmux.waitFor(text: "Home serves first?  Enter yes  o Away")
      try tmux.press("Enter")
      try await tmux.waitFor(text: "Home serves from the right?  Enter yes  o left")
      try tmux.type("o")
      try await tmux.waitFor(text: "left box")
      try await tmux.typeAndExpect([("h", "Home 1 : 0 Away")])
      try await tmux.waitFor(text: "right box")
      try await tmux.typeAndExpect([("a", "Home 1 : 1 Away")])
      try await tmux.waitFor(text: "Away serves from the right?  Enter yes  o left")
      _ = try await tmux.quit()
    }

    @Test(
      "issue 25 item 34: at a no-ad deciding point the receiver chooses the court; pending_choice in the JSON"
    )
    func noAdReceivingCourt() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "tennis", "--no-ad"])
      try await tmux.waitFor(text: "Home 0 : 0 Away")
      try tmux.type("hhhaaa")
      try await tmux.waitFor(text: "Away receives on the right?  Enter yes  o left")
      let status = try AppCommand.run(
        ["status", "--json"] + [
          "--state-dir",
          tmux.workDirectory.url.appendingPathComponent("home/.local/state/scoreboard-tui").path,
        ])
      #expect(status.standardOutput.contains("\"kind\" : \"receiving_court\""), "\(status)")
      try tmux.type("o")
      try await tmux.waitFor(text: "left court")
      _ = try await tmux.quit()
    }
  }
}
