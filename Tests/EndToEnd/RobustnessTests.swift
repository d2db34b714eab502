import Testing

extension EndToEnd {
  /// Garbage in: the app must survive anything a keyboard or a paste can send.
  @Suite("robustness")
  struct RobustnessTests {
    /// Bytes left out of the random input: NUL, the quit key, and the keys the terminal turns into
    /// signals (Ctrl-C, Ctrl-Z, Ctrl-\\).
    static let excludedBytes: Set<UInt8> = [0x00, UInt8(ascii: "q"), 0x03, 0x1A, 0x1C]

    /// 10,000 bytes from a fixed seed, so a failure can be replayed.
    static func randomInput(seed: UInt64, count: Int) -> [UInt8] {
      var generator = SeededGenerator(seed: seed)
      var bytes: [UInt8] = []
      bytes.reserveCapacity(count)
      while bytes.count < count {
        let byte = UInt8.random(in: 0...255, using: &generator)
        if !excludedBytes.contains(byte) {
          bytes.append(byte)
        }
      }
      return bytes
    }

    @Test(
      "robustness: after 10,000 random bytes the app still answers keys, and q quits with 0",
      arguments: [0x5C0_4EB0A4D, 20_261_121] as [UInt64]
    )
    func randomBytes(seed: UInt64) async throws {
      let input = Self.randomInput(seed: seed, count: 10_000)
      let tmux = try await TmuxSession.startScoreboard()
      for chunk in stride(from: 0, to: input.count, by: 500) {
        try tmux.paste(bytes: Array(input[chunk..<min(chunk + 500, input.count)]))
        guard try tmux.appProcessID() != nil else {
          throw HarnessError(
            message: "the app ended during the random input (seed \(seed), before byte \(chunk + 500))",
            screen: try tmux.screen())
        }
      }
      try await tmux.waitForStableScreen()
      guard try tmux.appProcessID() != nil else {
        throw HarnessError(
          message: "the app ended after the random input (seed \(seed))", screen: try tmux.screen())
      }

      let recovered = try await Self.recover(tmux)
      // The random input may have swapped ends an odd number of times: h scores for whoever is on the left.
      let left = try #require(recovered.leftTeam(), "no heading row names both teams:\n\(recovered)")
      try tmux.type("h")
      try await tmux.waitForScore(left == "Home" ? "Home 1 : 0 Away" : "Home 0 : 1 Away")

      let exit = try await tmux.quit()
      #expect(exit.status == 0, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    /// Brings the app from wherever the random input left it to the scoreboard at 0 : 0, and returns
    /// that screen.
    ///
    /// Escape closes the help or forgets a pending count; Tab leaves the counter screen; `r` resets
    /// (confirmed with `y` when it asks).
    /// Each try checks the screen, because a key pressed while help is open only closes help.
    @discardableResult
    static func recover(_ tmux: TmuxSession) async throws -> String {
      for _ in 0..<6 {
        try tmux.press("Escape")
        var screen = try await tmux.waitForStableScreen()
        if ScoreLine.find(in: screen) == nil {
          try tmux.press("Tab")
          screen = try await tmux.waitForStableScreen()
          continue
        }
        try tmux.type("r")
        if try await tmux.waitForStableScreen().contains("Reset the whole match?") {
          try tmux.type("y")
        }
        if (try? await tmux.waitForScore("Home 0 : 0 Away", timeout: .seconds(2))) != nil {
          let settled = try await tmux.waitForStableScreen()
          if settled.showsScore("Home 0 : 0 Away") {
            return settled
          }
        }
      }
      throw HarnessError(
        message: "could not bring the app back to the scoreboard at 0 : 0 with Escape, Tab and r",
        screen: try tmux.screen())
    }
  }
}
