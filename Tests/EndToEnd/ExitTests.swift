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
