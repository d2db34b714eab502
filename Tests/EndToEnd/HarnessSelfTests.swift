import Testing

extension EndToEnd {
  /// The harness itself, checked against `cat` so a broken harness is told apart from a broken app.
  @Suite("harness")
  struct HarnessSelfTests {
    @Test("harness: typed text reaches the program and its output is read back from the screen")
    func typedTextRoundTrips() async throws {
      let tmux = try TmuxSession(executable: "/bin/cat")
      try tmux.type("hello tmux")
      try tmux.press("Enter")
      try await tmux.waitUntil("cat echoes the line back") { screen in
        screen.components(separatedBy: "hello tmux").count == 3
      }
      try tmux.press("C-d")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 0, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test("harness: a signal to the program is reported as rc=128+n")
    func signalStatusIsReported() async throws {
      let tmux = try TmuxSession(executable: "/bin/cat")
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: .seconds(10))
      while try tmux.appProcessID() == nil, clock.now < deadline {
        try await Task.sleep(for: .milliseconds(40))
      }
      try tmux.sendSignal(15)
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 143, "\(exit)")
    }

    @Test("harness: the score line parser wants exact numbers and names")
    func scoreLineParsing() {
      let screen = "  Lions 12 : 3 Tigers  \n Home 1 : 2 Away"
      #expect(ScoreLine.find(in: screen, home: "Lions", away: "Tigers")?.homeScore == 12)
      #expect(ScoreLine.find(in: screen)?.description == "Home 1 : 2 Away")
      #expect(screen.showsScore("Home 1 : 2 Away"))
      #expect(!screen.showsScore("Lions 2 : 3 Tigers"))
      #expect(TmuxSession.exitStatus(in: "x\nrc=130\n") == 130)
    }
  }
}
