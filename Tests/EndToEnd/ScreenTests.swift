import Testing

extension EndToEnd {
  /// The other screens: counters, the help overlay, and layouts at other terminal sizes.
  @Suite("screens")
  struct ScreenTests {
    @Test(
      "counters: Tab shows Count; + and - step it, 3+ adds three, 0 resets, n adds Count 2, Tab goes back"
    )
    func counterScreen() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.type("h")
      try await tmux.waitForScore("Home 1 : 0 Away")
      try tmux.press("Tab")
      try await tmux.waitUntil("the counter screen shows Count: 0") { $0.counterValue(named: "Count") == 0 }
      for (keys, value) in [("+", 1), ("+", 2), ("-", 1), ("3+", 4), ("0", 0)] {
        try tmux.type(keys)
        try await tmux.waitUntil("after \(keys) the counter reads Count: \(value)") {
          $0.counterValue(named: "Count") == value
        }
      }
      try tmux.type("n")
      try await tmux.waitFor(text: "Counter name: [Count 2]")
      try tmux.press("Enter")
      try tmux.press("Tab")
      try await tmux.waitForScore("Home 1 : 0 Away")
    }

    @Test(
      "issue 25 item 27: counters are named as they are made, renamed with e, deleted with x; --allow-negative counts below 0"
    )
    func namedCounters() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(arguments: state.arguments + ["--allow-negative"])
      try tmux.press("Tab")
      try await tmux.waitUntil("the counter screen shows Count: 0") { $0.counterValue(named: "Count") == 0 }
      try tmux.type("-")
      try await tmux.waitUntil("Count goes below 0") { $0.counterValue(named: "Count") == -1 }
      try tmux.type("-")
      try await tmux.waitUntil("Count goes on down") { $0.counterValue(named: "Count") == -2 }
      try tmux.type("nLaps")
      try await tmux.waitFor(text: "Counter name: Laps_")
      try tmux.press("Enter")
      try tmux.type("3+")
      try await tmux.waitUntil("Laps reads 3") { $0.counterValue(named: "Laps") == 3 }
      try tmux.type("e")
      try await tmux.waitFor(text: "Counter name: [Laps]")
      try tmux.type("Sprints")
      try tmux.press("Enter")
      try await tmux.waitUntil("the counter is renamed") { $0.counterValue(named: "Sprints") == 3 }
      try tmux.type("k")
      try await tmux.waitUntil("Count is selected") { $0.counterValue(named: "Count") == -2 }
      try tmux.type("x")
      try await tmux.waitUntil("Count is deleted") { $0.counterValue(named: "Sprints") == 3 }
      _ = try await tmux.quit()
      let log = try AppCommand.run(["log"] + state.arguments)
      #expect(log.standardOutput.contains("counter Laps renamed Sprints"), "\(log)")
      #expect(log.standardOutput.contains("counter Count removed"), "\(log)")
      let again = try TmuxSession(arguments: state.arguments + ["--allow-negative"])
      try again.press("Tab")
      try await again.waitUntil("the identical command resumes the counters") {
        $0.counterValue(named: "Sprints") == 3
      }
      _ = try await again.quit()
    }

    /// Names with emoji that are more than one scalar, and the score line they make, as wide as
    /// tmux draws them: a flag 2 cells, a ZWJ family 2, an emoji with a skin tone 4 (the tone has
    /// cells of its own).
    private static let emojiNames = [
      (home: "🇧🇷 Brasil", away: "👨‍👩‍👧 Fam", lineWidth: 22),
      (home: "👍🏽 Thumb", away: "👩🏽‍💻 Dev", lineWidth: 25),
    ]

    @Test(
      "issue 11 item 22: flags, ZWJ families and skin tones in names show whole, the rest of the name right after them"
    )
    func emojiInNames() async throws {
      for names in Self.emojiNames {
        let tmux = try TmuxSession(arguments: ["--home", names.home, "--away", names.away])
        let indent = String(repeating: " ", count: (80 - names.lineWidth) / 2)
        let screen = try await tmux.waitUntil("the score line shows both names whole") {
          $0.split(whereSeparator: \.isNewline).contains {
            $0 == "\(indent)\(names.home) 0 : 0 \(names.away)"
          }
        }
        let heading = screen.split(whereSeparator: \.isNewline).first {
          $0.contains(names.home) && !$0.contains(":")
        }
        #expect(heading?.contains(names.away) == true, "\(screen)")
        try tmux.type("h")
        try await tmux.waitUntil("the home score changes in its column") {
          $0.split(whereSeparator: \.isNewline).contains {
            $0 == "\(indent)\(names.home) 1 : 0 \(names.away)"
          }
        }
        try tmux.type("a")
        try await tmux.waitUntil("the away score changes in its column") {
          $0.split(whereSeparator: \.isNewline).contains {
            $0 == "\(indent)\(names.home) 1 : 1 \(names.away)"
          }
        }
      }
    }

    @Test(
      "issue 11 item 19: LANG=C and --ascii transliterate names (Müller is Muller), show ? for the rest, never drop a name"
    )
    func asciiNames() async throws {
      for (prefix, arguments) in [("env LANG=C", [String]()), ("", ["--ascii"])] {
        let tmux = try TmuxSession(
          arguments: arguments + ["--home", "Müller", "--away", "马龙🏓"], commandPrefix: prefix)
        let screen = try await tmux.waitUntil("the score line shows the names in ASCII") {
          $0.contains("Muller 0 : 0 ???")
        }
        let isASCII = screen.allSatisfy { $0.isASCII }
        #expect(isASCII, "\(prefix) \(arguments): \(screen)")
        #expect(!screen.contains("Mller"), "\(screen)")
        try tmux.type("hu")
        try await tmux.waitFor(text: "undid: Muller 1 -> 0")
      }
    }

    @Test("help: ? opens an overlay with the key list, and any key closes it without acting")
    func helpOverlay() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      let base = try tmux.screen()
      try tmux.type("?")
      // The footer already names some keys, so the overlay must add more of them.
      let help = try await tmux.waitUntil("the help overlay adds \"help\" and \"undo\" to the screen") {
        $0.lowercased().occurrences(of: "help") > base.lowercased().occurrences(of: "help")
          && $0.occurrences(of: "undo") > base.occurrences(of: "undo")
      }
      #expect(help.contains("redo") || help.contains(" U "), "the key list should name redo:\n\(help)")
      try tmux.type("x")
      try await tmux.waitUntil("the overlay closes and the scoreboard is back as before") { $0 == base }
      try tmux.type("h")
      try await tmux.waitForScore("Home 1 : 0 Away")
    }

    @Test("help: h pressed while help is open closes it and does not score")
    func helpSwallowsKey() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      let base = try tmux.screen()
      try tmux.type("?")
      try await tmux.waitUntil("the help overlay opens") { $0 != base }
      try tmux.type("h")
      try await tmux.waitUntil("the overlay closes with the score unchanged") { $0 == base }
    }

    @Test("resize: 40x12 and back to 80x24 keep the score line; 15x5 says too small; 80x24 restores it")
    func resize() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try tmux.type("h")
      try await tmux.waitForScore("Home 1 : 0 Away")
      try tmux.resize(width: 40, height: 12)
      try await tmux.waitUntil("the 40x12 screen shows the score line within 12 rows") {
        $0.showsScore("Home 1 : 0 Away")
          && $0.split(separator: "\n", omittingEmptySubsequences: false).count <= 13
      }
      try tmux.resize(width: 80, height: 24)
      try await tmux.waitForScore("Home 1 : 0 Away")
      try tmux.resize(width: 15, height: 5)
      try await tmux.waitFor(text: "too small")
      try tmux.resize(width: 80, height: 24)
      let back = try await tmux.waitUntil("the scoreboard returns at 80x24") {
        $0.showsScore("Home 1 : 0 Away") && !$0.contains("too small")
      }
      #expect(back.contains("Home") && back.contains("Away"))
      try tmux.type("a")
      try await tmux.waitForScore("Home 1 : 1 Away")
    }
  }
}
