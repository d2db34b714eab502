import Foundation
import Testing

extension EndToEnd {
  /// Starting the app wrongly: a one-line error, exit status, and a terminal never touched.
  @Suite("command line")
  struct CommandLineTests {
    /// Escape sequences that switch to the alternate screen (smcup in xterm-like terminfo entries).
    static let alternateScreenSequences = ["\u{1B}[?1049h", "\u{1B}[?1047h", "\u{1B}[?47h"]

    @Test("cli: --bogus prints one line naming the flag, exits non-zero, never enters the alternate screen")
    func unknownFlag() throws {
      let result = try CommandRunner.run(AppBinary.path, ["--bogus"], environment: AppBinary.environment)
      let printed = result.standardOutput + result.standardError
      #expect(!result.endedBySignal, "\(result)")
      #expect(result.status != 0, "\(result)")
      #expect(result.standardError.contains("--bogus"), "stderr: \(result.standardError)")
      #expect(printed.nonBlankLines.count == 1, "expected one line, got:\n\(printed)")
      let output = String(decoding: result.rawOutput, as: UTF8.self)
      for sequence in Self.alternateScreenSequences {
        #expect(!output.contains(sequence), "the output switches to the alternate screen:\n\(output)")
      }
    }

    @Test(
      "cli: issue 25 item 12: a court name with U+202E or DEL is refused in one line, before any venue is reached"
    )
    func courtNameWithControls() throws {
      for (court, code) in [("Court\u{202E}1", "U+202E"), ("Court\u{7F}1", "U+007F")] {
        let result = try CommandRunner.run(
          AppBinary.path, ["--venue", "postgresql://keeper@127.0.0.1:1/venue", "--court", court],
          environment: AppBinary.environment)
        let printed = result.standardOutput + result.standardError
        #expect(!result.endedBySignal && result.status != 0, "\(result)")
        #expect(printed.nonBlankLines.count == 1, "expected one line, got:\n\(printed)")
        #expect(result.standardError.contains("--court") && result.standardError.contains(code), "\(printed)")
      }
    }

    @Test("cli: --bogus in a real terminal names the flag and leaves the terminal as it was")
    func unknownFlagInTerminal() async throws {
      let tmux = try TmuxSession(arguments: ["--bogus"])
      let exit = try await tmux.waitForExit()
      #expect(exit.status != 0, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      #expect(exit.screen.contains("--bogus"), "\(exit)")
    }

    @Test("cli: with stdout not a terminal (scoreboard-tui > file) it exits 2 with a one-line error")
    func stdoutNotATerminal() async throws {
      let tmux = try TmuxSession(redirection: "> out.txt")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 2, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      try expectOneLineError(tmux)
      let written = try Data(contentsOf: tmux.workDirectory.url.appendingPathComponent("out.txt"))
      #expect(!written.contains(0x1B), "escape sequences went to the file: \(written.count) bytes")
    }

    @Test("cli: with TERM unset it exits 2 with a one-line error")
    func termUnset() async throws {
      let tmux = try TmuxSession(commandPrefix: "env -u TERM")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 2, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      try expectOneLineError(tmux)
    }

    @Test("cli: with TERM=nonexistent-term it exits 2 with a one-line error")
    func termUnknown() async throws {
      let tmux = try TmuxSession(commandPrefix: "env TERM=nonexistent-term")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 2, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      try expectOneLineError(tmux)
    }

    @Test("issue 11 item 20: TERM=dumb, which cannot move the cursor, exits 2 with a one-line error")
    func termDumb() async throws {
      let tmux = try TmuxSession(commandPrefix: "env TERM=dumb")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 2, "\(exit)")
      #expect(exit.screen.contains("cannot move the cursor"), "\(exit)")
      try expectOneLineError(tmux)
    }

    @Test(
      "issue 11 item 20: on a terminal without an alternate screen, quitting clears the board away",
      arguments: ["vt100", "linux"])
    func noAlternateScreen(terminalType: String) async throws {
      let tmux = try TmuxSession(commandPrefix: "env TERM=\(terminalType)")
      try await tmux.waitForScore("Home 0 : 0 Away")
      let exit = try await tmux.quit()
      #expect(exit.status == 0, "\(exit)")
      #expect(!exit.screen.contains("Home 0 : 0 Away"), "\(exit)")
      #expect(!exit.screen.contains("q quit"), "\(exit)")
    }

    @Test(
      "issue 11 item 20: on a terminal without an alternate screen, a crash too clears the board, leaving its one line"
    )
    func noAlternateScreenCrash() async throws {
      let tmux = try TmuxSession(commandPrefix: "env TERM=vt100")
      try await tmux.waitForScore("Home 0 : 0 Away")
      try tmux.sendSignal(SIGSEGV)
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 128 + Int(SIGSEGV), "\(exit)")
      #expect(exit.screen.contains("scoreboard-tui: crashed (SIGSEGV)"), "\(exit)")
      #expect(!exit.screen.contains("Home 0 : 0 Away"), "\(exit)")
      #expect(!exit.screen.contains("q quit"), "\(exit)")
    }

    /// The pane shows exactly one line (wrapped lines joined) before the shell's `rc=` line.
    private func expectOneLineError(_ tmux: TmuxSession) throws {
      let lines = try tmux.screen(joinWrapped: true).nonBlankLines.filter { !$0.hasPrefix("rc=") }
      #expect(lines.count == 1, "expected a one-line error, got:\n\(lines.joined(separator: "\n"))")
    }
  }
}
