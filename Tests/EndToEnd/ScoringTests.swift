import Testing

extension EndToEnd {
  /// Scoring keys on the scoreboard screen, checked through the plain score line.
  @Suite("scoring")
  struct ScoringTests {
    @Test("launch: the scoreboard shows the plain score line Home 0 : 0 Away")
    func launchShowsScoreLine() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      let state = try tmux.paneState()
      #expect(state.alternateScreen, "the app should draw on the alternate screen: \(state)")
    }

    @Test("scoring: h then a a gives Home 1 : 2 Away")
    func homeAndAwayScore() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try await tmux.typeAndExpect([
        ("h", "Home 1 : 0 Away"),
        ("a", "Home 1 : 1 Away"),
        ("a", "Home 1 : 2 Away"),
      ])
    }

    @Test("scoring: a count prefix repeats the key, 3h adds three and 2a adds two")
    func countPrefix() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try await tmux.typeAndExpect([
        ("3h", "Home 3 : 0 Away"),
        ("2a", "Home 3 : 2 Away"),
      ])
    }

    @Test("count: Escape forgets a pending count, so the next h adds one")
    func escapeForgetsCount() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      let base = try tmux.screen()
      try tmux.type("5")
      try await tmux.waitUntil("the pending count shows") { $0 != base && $0.contains("5") }
      try tmux.press("Escape")
      try await tmux.waitUntil("the pending count is gone") { $0 == base }
      try await tmux.typeAndExpect([("h", "Home 1 : 0 Away")])
    }

    @Test("scoring: H and A take a point away")
    func subtract() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try await tmux.typeAndExpect([
        ("3h", "Home 3 : 0 Away"),
        ("2a", "Home 3 : 2 Away"),
        ("H", "Home 2 : 2 Away"),
        ("A", "Home 2 : 1 Away"),
      ])
    }

    @Test("names: --home Lions --away Tigers appear in the score line and score like the defaults")
    func teamNames() async throws {
      let tmux = try await TmuxSession.startScoreboard(
        arguments: ["--home", "Lions", "--away", "Tigers"], home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([("h", "Lions 1 : 0 Tigers"), ("a", "Lions 1 : 1 Tigers")])
    }

    @Test("undo and redo: u takes back the last point, U puts it back")
    func undoRedo() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try await tmux.typeAndExpect([
        ("h", "Home 1 : 0 Away"),
        ("a", "Home 1 : 1 Away"),
        ("u", "Home 1 : 0 Away"),
        ("u", "Home 0 : 0 Away"),
        ("U", "Home 1 : 0 Away"),
        ("U", "Home 1 : 1 Away"),
      ])
    }

    @Test("reset: r mid-match asks first (issue 11 item 13); y sets the scores to 0 : 0 and keeps the names")
    func reset() async throws {
      let tmux = try await TmuxSession.startScoreboard(
        arguments: ["--home", "Lions", "--away", "Tigers"], home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([
        ("2h", "Lions 2 : 0 Tigers"),
        ("a", "Lions 2 : 1 Tigers"),
      ])
      try tmux.type("r")
      try await tmux.waitUntil("the status line asks to confirm the reset") {
        $0.contains("Reset the whole match?") && $0.showsScore("Lions 2 : 1 Tigers")
      }
      try await tmux.typeAndExpect([("y", "Lions 0 : 0 Tigers")])
    }

    @Test("reset with --no-confirm: r sets the scores to 0 : 0 at once (issue 11 item 13)")
    func resetWithoutConfirm() async throws {
      let tmux = try await TmuxSession.startScoreboard(arguments: ["--no-confirm"])
      try await tmux.typeAndExpect([("2h", "Home 2 : 0 Away"), ("r", "Home 0 : 0 Away")])
      try tmux.type("q")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test("swap: after s, h scores for the team drawn on the left (Away); the score line stays home-first")
    func swapEnds() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.type("s")
      try await tmux.waitUntil("a heading row shows Away to the left of Home") { $0.leftTeam() == "Away" }
      try await tmux.typeAndExpect([("h", "Home 0 : 1 Away"), ("a", "Home 1 : 1 Away")])
    }
  }
}
