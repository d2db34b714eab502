import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EndToEnd {
  /// Every way out: the app must give the terminal back as it found it and say how it ended.
  @Suite("exit")
  struct ExitTests {
    @Test("quit: q exits 0, leaves the alternate screen, shows the cursor and restores stty")
    func quitRestoresTerminal() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.type("h")
      try await tmux.waitForScore("Home 1 : 0 Away")
      let exit = try await tmux.quit()
      #expect(exit.status == 0, "\(exit)")
      #expect(!exit.pane.alternateScreen, "\(exit)")
      #expect(exit.pane.cursorVisible, "\(exit)")
      #expect(exit.settingsBefore == exit.settingsAfter, "\(exit)")
    }

    @Test("issue 11 item 5: q while saving fails warns and asks again; quitting then exits 4 and says so")
    func quitWhileSavingFails() async throws {
      // Files may not grow past 1 KiB (and the signal that would kill the writer is ignored), so
      // the journal stops taking records after a few points: saving fails.
      let tmux = try TmuxSession(commandPrefix: "trap '' XFSZ; ulimit -f 2;")
      try await tmux.waitForScore("Home 0 : 0 Away")
      try tmux.type(String(repeating: "h", count: 30))
      try await tmux.waitUntil("the status line says saving failed") {
        $0.contains("saving failed") && $0.showsScore("Home 30 : 0 Away")
      }
      try tmux.type("q")
      try await tmux.waitUntil("quitting asks first, saying what would be lost") {
        $0.contains("NOT SAVED: quit and lose the unsaved actions?")
      }
      try tmux.type("a")
      try await tmux.waitForScore("Home 30 : 0 Away")
      try await tmux.waitUntil("the question is gone, the app still runs") { !$0.contains("NOT SAVED") }
      try tmux.type("q")
      try await tmux.waitUntil("quitting asks again") { $0.contains("NOT SAVED") }
      try tmux.type("y")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 4, "\(exit)")
      #expect(exit.screen.contains("quit with actions not saved"), "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test("issue 11 item 13: q mid-match asks; any other key keeps the app, q twice quits with 0")
    func quitMidMatchAsks() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try await tmux.typeAndExpect([("h", "Home 1 : 0 Away")])
      try tmux.type("q")
      try await tmux.waitUntil("quitting asks first") { $0.contains(TmuxSession.quitQuestion) }
      try tmux.type("x")
      try await tmux.waitUntil("the question is gone") { !$0.contains(TmuxSession.quitQuestion) }
      try tmux.type("qq")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test("issue 11 item 24: Ctrl-C ends the app by SIGINT, so the shell script that ran it stops too")
    func controlCStopsTheScript() async throws {
      // bash goes on after a child that exits 130, and stops itself only after one that SIGINT ended.
      let tmux = try TmuxSession(commandPrefix: "bash -c '\"$0\" \"$@\"; echo SCRIPT-WENT-ON'")
      try await tmux.waitForScore("Home 0 : 0 Away")
      try tmux.press("C-c")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 130, "\(exit)")
      #expect(!exit.screen.contains("SCRIPT-WENT-ON"), "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test(
      "issue 11 item 24: SIGTERM and SIGHUP end the app by the signal (the shell reports it), terminal restored",
      arguments: [(SIGTERM, "Terminated"), (SIGHUP, "Hangup")])
    func terminatingSignalsReRaise(signal: Int32, shellReport: String) async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.sendSignal(signal)
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 128 + Int(signal), "\(exit)")
      #expect(exit.screen.contains(shellReport), "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test(
      "issue 11 item 21: a crash restores the terminal, writes a report in the state directory, says so in one line, ends by the signal"
    )
    func crashReport() async throws {
      // Swift's backtracer is left on, as a user has it: it must not take the terminal over.
      let tmux = try TmuxSession(
        arguments: ["--state-dir", "state"], commandPrefix: "env -u SWIFT_BACKTRACE")
      try await tmux.waitForScore("Home 0 : 0 Away")
      try await tmux.typeAndExpect([("hh", "Home 2 : 0 Away")])
      try tmux.sendSignal(SIGSEGV)
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 128 + Int(SIGSEGV), "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      #expect(
        exit.screen.contains("scoreboard-tui: crashed (SIGSEGV); the game is saved; report: "), "\(exit)")
      #expect(!exit.screen.contains("Backtrace"), "\(exit)")
      let state = tmux.workDirectory.url.appendingPathComponent("state")
      let reports = try FileManager.default.contentsOfDirectory(atPath: state.path).filter {
        $0.hasPrefix("crash-") && $0.hasSuffix(".txt")
      }
      #expect(reports.count == 1)
      let report = try String(contentsOf: state.appendingPathComponent(reports.first ?? ""), encoding: .utf8)
      #expect(report.contains("signal: SIGSEGV"))
      #expect(report.contains("backtrace:"))
      let restarted = try TmuxSession(arguments: ["--state-dir", state.path])
      try await restarted.waitForScore("Home 2 : 0 Away")
    }

    @Test("signals: SIGTERM exits 143 and restores the terminal")
    func sigterm() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.sendSignal(SIGTERM)
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 143, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test("signals: Ctrl-C exits 130 and restores the terminal")
    func controlC() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.press("C-c")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 130, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test("signals: SIGHUP exits 129 and restores the terminal")
    func sighup() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.sendSignal(SIGHUP)
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 129, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test("signals: SIGTERM in the middle of a key burst still exits 143 and restores the terminal")
    func sigtermDuringKeys() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.type(String(repeating: "ha", count: 200))
      try tmux.sendSignal(SIGTERM)
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 143, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }
  }
}
