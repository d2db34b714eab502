import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EndToEnd {
  /// The saved game: what survives a quit, a crash and `--new`, and one writer per state directory.
  @Suite("persistence")
  struct PersistenceTests {
    /// One scoring command typed on the scoreboard: keys, and the points it adds to each team.
    struct ScoringCommand: CustomStringConvertible {
      var keys: String
      var home: Int
      var away: Int

      var description: String { keys }

      /// A random `h`, `a`, `2h`... `3a`.
      static func random(using generator: inout SeededGenerator) -> ScoringCommand {
        let count = Int.random(in: 1...3, using: &generator)
        let home = Bool.random(using: &generator)
        let keys = (count == 1 ? "" : "\(count)") + (home ? "h" : "a")
        return ScoringCommand(keys: keys, home: home ? count : 0, away: home ? 0 : count)
      }
    }

    /// The score line of `home : away` with the default names.
    static func line(_ home: Int, _ away: Int) -> String {
      "Home \(home) : \(away) Away"
    }

    /// Starts the app on a saved game and waits until the score line has been read the same on two
    /// screens in a row (a first frame caught half-painted never counts); throws if the app exits.
    static func startRestored(
      arguments: [String], home: String = "Home", away: String = "Away"
    ) async throws -> (session: TmuxSession, score: ScoreLine, screen: String) {
      let tmux = try TmuxSession(arguments: arguments)
      var previous: ScoreLine?
      var restored: ScoreLine?
      let screen = try await tmux.waitUntil("the restored game's score line is painted") { screen in
        if let status = TmuxSession.exitStatus(in: screen) {
          throw HarnessError(message: "the app exited with rc=\(status) before drawing", screen: screen)
        }
        let current = ScoreLine.find(in: screen, home: home, away: away)
        defer { previous = current }
        if let current, current == previous {
          restored = current
          return true
        }
        return false
      }
      guard let restored else { throw HarnessError(message: "no score line") }
      return (tmux, restored, screen)
    }

    @Test(
      "crash safety: SIGKILL at 20 random moments of a scripted game; after each restart every painted point is there"
    )
    func sigkillKeepsEveryPaintedPoint() async throws {
      // E2E_SEED replays another game; the failure message names the seed it used.
      let replay = ProcessInfo.processInfo.environment["E2E_SEED"].flatMap { UInt64($0) }
      let seed = replay ?? 0x5C0E_B0A2_D000_0020
      var generator = SeededGenerator(seed: seed)
      let state = try SharedStateDirectory()
      var tmux = try await TmuxSession.startScoreboard(arguments: state.arguments)
      var score = (home: 0, away: 0)
      for round in 1...20 {
        // Keys whose result is waited for: painted, so journaled, before the kill.
        let confirmed = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
          ScoringCommand.random(using: &generator)
        }
        for command in confirmed {
          score.home += command.home
          score.away += command.away
        }
        try tmux.type(confirmed.map(\.keys).joined())
        try await tmux.waitForScore(Self.line(score.home, score.away))

        // Keys typed just before the kill: each may or may not have been taken.
        let unconfirmed = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          ScoringCommand.random(using: &generator)
        }
        var allowed = [Self.line(score.home, score.away)]
        var latest = score
        for command in unconfirmed {
          latest.home += command.home
          latest.away += command.away
          allowed.append(Self.line(latest.home, latest.away))
        }
        // The pid is looked up before the keys go out, so the kill follows them within a few
        // milliseconds: sometimes before the app has read them, sometimes in the middle of a batch.
        let app = try #require(try tmux.appProcessID(), "round \(round): the app is not running")
        if !unconfirmed.isEmpty {
          try tmux.type(unconfirmed.map(\.keys).joined())
        }
        let pause = Int.random(in: -8...8, using: &generator)
        if pause > 0 {
          try await Task.sleep(for: .milliseconds(pause))
        }
        #expect(kill(app, SIGKILL) == 0, "round \(round): kill(\(app), SIGKILL) failed")
        let killed = try await tmux.waitForExit()
        #expect(killed.status == 128 + Int(SIGKILL), "round \(round): \(killed)")

        let restart = try await Self.startRestored(arguments: state.arguments)
        tmux = restart.session
        let restored = restart.score.description
        #expect(
          allowed.contains(restored),
          """
          round \(round) (seed \(seed)): painted \(allowed[0]) then typed \(unconfirmed) without waiting; \
          after SIGKILL and restart the app shows \(restored), expected one of \(allowed)
          --- screen ---
          \(restart.screen)
          --------------
          """)
        guard let index = allowed.firstIndex(of: restored) else { return }
        for command in unconfirmed.prefix(index) {
          score.home += command.home
          score.away += command.away
        }
      }
      let exit = try await tmux.quit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test("restore: the score survives q and a restart; undo and redo go on across restarts")
    func restoreAfterQuit() async throws {
      let state = try SharedStateDirectory()
      let first = try await TmuxSession.startScoreboard(arguments: state.arguments)
      try await first.typeAndExpect([
        ("h", Self.line(1, 0)),
        ("a", Self.line(1, 1)),
        ("h", Self.line(2, 1)),
      ])
      let firstExit = try await first.quit()
      #expect(firstExit.status == 0, "\(firstExit)")

      let second = try await Self.startRestored(arguments: state.arguments)
      #expect(second.score.description == Self.line(2, 1), "\(second.screen)")
      try await second.session.typeAndExpect([
        ("u", Self.line(1, 1)),
        ("u", Self.line(1, 0)),
      ])
      let secondExit = try await second.session.quit()
      #expect(secondExit.status == 0, "\(secondExit)")

      let third = try await Self.startRestored(arguments: state.arguments)
      #expect(third.score.description == Self.line(1, 0), "\(third.screen)")
      try await third.session.typeAndExpect([
        ("U", Self.line(1, 1)),
        ("U", Self.line(2, 1)),
        ("u", Self.line(1, 1)),
        ("u", Self.line(1, 0)),
        ("u", Self.line(0, 0)),
      ])
      let thirdExit = try await third.session.quit()
      #expect(thirdExit.status == 0, "\(thirdExit)")
    }

    @Test("--new: the saved game goes to DIR/archive and the new game starts at 0 : 0 with the new names")
    func newArchivesTheSavedGame() async throws {
      let state = try SharedStateDirectory()
      let first = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--home", "Lions", "--away", "Tigers"], home: "Lions", away: "Tigers")
      try await first.typeAndExpect([("3h", "Lions 3 : 0 Tigers"), ("a", "Lions 3 : 1 Tigers")])
      _ = try await first.quit()
      #expect(SharedStateDirectory.files(under: state.archive).isEmpty, "an archive before any --new")

      let second = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--new", "--home", "Eagles", "--away", "Hawks"],
        home: "Eagles", away: "Hawks")
      let screen = try second.screen()
      #expect(!screen.contains("Lions"), "the old game is still on the screen:\n\(screen)")

      let archived = (try? FileManager.default.contentsOfDirectory(atPath: state.archive.path)) ?? []
      #expect(archived.count == 1, "archive folder holds \(archived)")
      #expect(
        !SharedStateDirectory.files(under: state.archive).isEmpty,
        "the archive holds no files: \(SharedStateDirectory.files(under: state.archive))")
      if let folder = archived.first {
        let archivedStatus = try AppCommand.run(
          ["status", "--state-dir", state.archive.appendingPathComponent(folder).path])
        #expect(
          archivedStatus.status == 0 && archivedStatus.standardOutput.hasPrefix("Lions 3 : 1 Tigers"),
          "status of the archived game: \(archivedStatus)")
      }
      let live = try AppCommand.run(["status"] + state.arguments)
      #expect(live.standardOutput.hasPrefix("Eagles 0 : 0 Hawks"), "status of the new game: \(live)")
      _ = try await second.quit()
    }

    @Test("issue 25 item 18: the identical command run again after a quit resumes the saved match")
    func identicalCommandResumes() async throws {
      let state = try SharedStateDirectory()
      let arguments = state.arguments + ["--sport", "badminton", "--home", "Lions", "--away", "Tigers"]
      let first = try await TmuxSession.startScoreboard(arguments: arguments, home: "Lions", away: "Tigers")
      try await first.typeAndExpect([("hha", "Lions 2 : 1 Tigers")])
      _ = try await first.quit()

      let again = try TmuxSession(arguments: arguments)
      try await again.waitForScore("Lions 2 : 1 Tigers")
      try await again.typeAndExpect([("u", "Lions 2 : 0 Tigers")])
      _ = try await again.quit()
      #expect(SharedStateDirectory.files(under: state.archive).isEmpty, "nothing was archived")
    }

    @Test("new game over a saved one without --new: exit 2, one line naming --new, the saved game kept")
    func newGameWithoutNewIsRefused() async throws {
      let state = try SharedStateDirectory()
      let first = try await TmuxSession.startScoreboard(arguments: state.arguments)
      try await first.typeAndExpect([("2h", Self.line(2, 0))])
      _ = try await first.quit()

      let refused = try TmuxSession(arguments: state.arguments + ["--home", "Lions"])
      let exit = try await refused.waitForExit()
      #expect(exit.status == 2, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      let printed = try refused.screen(joinWrapped: true).nonBlankLines.filter { !$0.hasPrefix("rc=") }
      #expect(printed.count == 1, "expected one line:\n\(exit)")
      #expect(printed.first?.contains("--new") == true, "\(exit)")
      #expect(printed.first?.contains("to resume it") == true, "\(exit)")

      let restored = try await Self.startRestored(arguments: state.arguments)
      #expect(restored.score.description == Self.line(2, 0), "\(restored.screen)")
      _ = try await restored.session.quit()
    }

    @Test(
      "a journal that cannot be read: the app exits 2 with one line, the terminal restored, nothing written")
    func unreadableJournalIsRefused() async throws {
      let state = try SharedStateDirectory()
      let journal = state.url.appendingPathComponent("journal")
      // A directory where the journal should be: unreadable as a file even to root.
      try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
      let refused = try TmuxSession(arguments: state.arguments)
      let exit = try await refused.waitForExit()
      #expect(exit.status == 2, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      let printed = try refused.screen(joinWrapped: true).nonBlankLines.filter { !$0.hasPrefix("rc=") }
      #expect(
        printed == [
          "scoreboard-tui: cannot read \(journal.path): it is not a regular file (a FIFO, a device or a folder); "
            + "nothing was changed. Fix it, or start with --state-dir elsewhere"
        ], "\(exit)")
      #expect(!FileManager.default.fileExists(atPath: state.url.appendingPathComponent("snapshot").path))
    }

    @Test("one instance: a second app on the same state dir exits 2 with \"already running (pid N) on DIR\"")
    func secondInstanceIsRefused() async throws {
      let state = try SharedStateDirectory()
      let first = try await TmuxSession.startScoreboard(arguments: state.arguments)
      try await first.typeAndExpect([("h", Self.line(1, 0))])
      let firstID = try first.appProcessID()

      let second = try TmuxSession(arguments: state.arguments)
      let exit = try await second.waitForExit()
      #expect(exit.status == 2, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      let screen = try second.screen(joinWrapped: true)
      #expect(screen.contains("already running (pid"), "\(exit)")
      if let firstID {
        #expect(
          screen.contains("already running (pid \(firstID))"), "first app is pid \(firstID):\n\(screen)")
      }
      #expect(screen.contains(state.path), "the message should name \(state.path):\n\(screen)")

      // The first one is unharmed and still scoring.
      try await first.typeAndExpect([("a", Self.line(1, 1))])
      let firstExit = try await first.quit()
      #expect(firstExit.status == 0, "\(firstExit)")
    }

    /// A basketball game whose clock was started and seen below 9:58, then SIGKILLed, and kept dead
    /// until over 3.2 s of real time had passed since that sight; returns the seconds seen.
    ///
    /// A clock that kept running has by then lost at least 2 s on the display, whether it shows whole
    /// seconds rounded up or down; one that resumed from the moment of the kill shows at most 1 s less.
    static func killRunningClock(_ state: SharedStateDirectory) async throws -> Int {
      let first = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--sport", "basketball"])
      try await first.waitFor(text: "10:00")
      try first.type(" ")
      let seen = try await first.waitUntil("the clock shows less than 9:58") { screen in
        Self.clockSeconds(in: screen).map { $0 < 598 } ?? false
      }
      let clock = ContinuousClock()
      let seenAt = clock.now
      let secondsBeforeKill = try #require(Self.clockSeconds(in: seen))
      try await first.killApp()
      try await Task.sleep(until: seenAt.advanced(by: .milliseconds(3200)), clock: clock)
      return secondsBeforeKill
    }

    @Test(
      "clock: a running basketball clock keeps counting in real time through SIGKILL and a restart; space stops it"
    )
    func runningClockSurvivesRestart() async throws {
      let state = try SharedStateDirectory()
      let secondsBeforeKill = try await Self.killRunningClock(state)
      let second = try TmuxSession(arguments: state.arguments)
      let target = secondsBeforeKill - 2
      try await second.waitUntil("the restored clock shows \(Self.clockText(target)) or less") { screen in
        if let status = TmuxSession.exitStatus(in: screen) {
          throw HarnessError(message: "the app exited with rc=\(status)", screen: screen)
        }
        return screen.contains("Home 0 : 0 Away")
          && Self.clockSeconds(in: screen).map { $0 <= target } ?? false
      }
      let runningStatus = try AppCommand.statusJSON(state.arguments)
      let runningClock = runningStatus["clock"] as? [String: Any]
      #expect(runningClock?["running"] as? Bool == true, "status --json after the restart: \(runningStatus)")

      try second.type(" ")
      // Stopped: status says so, and a second and more later the screen still shows the time status gave.
      let stoppedDisplay = try await Self.waitForStatus(state, "the clock stopped") { document in
        let clock = document["clock"] as? [String: Any]
        return clock?["running"] as? Bool == false ? clock?["display"] as? String : nil
      }
      try await Task.sleep(for: .milliseconds(1300))
      let later = try second.screen()
      #expect(
        Self.clockSeconds(in: later) != nil
          && Self.clockSeconds(in: later) == Self.clockSeconds(in: stoppedDisplay),
        "status says the clock stopped at \(stoppedDisplay); 1.3 s later the screen shows:\n\(later)")
      _ = try await second.quit()
    }

    @Test(
      "clock: the first frame after a restart shows the running clock where real time has it, not the saved time"
    )
    func firstFrameShowsRealTimeClock() async throws {
      let state = try SharedStateDirectory()
      let secondsBeforeKill = try await Self.killRunningClock(state)
      let second = try TmuxSession(arguments: state.arguments)
      let first = try await second.waitUntil("the restored clock is painted") { screen in
        if let status = TmuxSession.exitStatus(in: screen) {
          throw HarnessError(message: "the app exited with rc=\(status)", screen: screen)
        }
        return screen.contains("Home 0 : 0 Away") && Self.clockSeconds(in: screen) != nil
      }
      let shown = try #require(Self.clockSeconds(in: first))
      #expect(
        shown <= secondsBeforeKill - 2,
        """
        the clock showed \(Self.clockText(secondsBeforeKill)) before SIGKILL, over 3.2 s before this first \
        frame after the restart, which shows \(Self.clockText(shown)):
        \(first)
        """)
      _ = try await second.quit()
    }

    /// Polls `status --json` until `value` gives a value, and returns it; throws at the deadline with
    /// the last document.
    static func waitForStatus<Value>(
      _ state: SharedStateDirectory,
      _ description: String,
      timeout: Duration = .seconds(10),
      _ value: ([String: Any]) -> Value?
    ) async throws -> Value {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: timeout)
      while true {
        let document = try AppCommand.statusJSON(state.arguments)
        if let found = value(document) { return found }
        if clock.now >= deadline {
          throw HarnessError(message: "timed out waiting until \(description): status --json \(document)")
        }
        try await Task.sleep(for: .milliseconds(50))
      }
    }

    /// The game clock on `screen` (the first `M:SS` on it), in seconds.
    static func clockSeconds(in screen: String) -> Int? {
      for row in screen.split(whereSeparator: \.isNewline) {
        let characters = Array(row)
        for index in characters.indices where characters[index] == ":" {
          guard index >= 1, index + 2 < characters.count else { continue }
          var start = index
          while start > 0, characters[start - 1].isNumber, index - start < 2 { start -= 1 }
          let minutes = String(characters[start..<index])
          let seconds = String(characters[(index + 1)...(index + 2)])
          let before = start > 0 ? characters[start - 1] : " "
          let after = index + 3 < characters.count ? characters[index + 3] : " "
          guard !minutes.isEmpty, seconds.allSatisfy(\.isNumber), !before.isNumber, !after.isNumber,
            let m = Int(minutes), let s = Int(seconds)
          else { continue }
          return m * 60 + s
        }
      }
      return nil
    }

    /// `seconds` as `M:SS`.
    static func clockText(_ seconds: Int) -> String {
      "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
  }
}
