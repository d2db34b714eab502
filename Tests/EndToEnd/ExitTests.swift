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
