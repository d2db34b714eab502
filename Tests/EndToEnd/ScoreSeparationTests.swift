import Testing

extension EndToEnd {
  /// Issue 11 item 18: without colour, the two big scores read as two numbers.
  @Suite("big scores kept apart")
  struct ScoreSeparationTests {
    /// The gaps on the first line of big digits that shows `runs` runs of blocks: the gap inside
    /// a number and the gap between the numbers. Two two-digit scores show the gap inside; for two
    /// one-digit scores it is a font pixel, a third of a glyph's width.
    private static func gaps(in screen: String, runs count: Int) -> (inside: Int, between: Int)? {
      let blocks: Set<Character> = ["█", "▀", "▄", "#", " "]
      for line in screen.split(whereSeparator: \.isNewline) where line.allSatisfy(blocks.contains) {
        var runs: [(start: Int, end: Int)] = []
        for (column, character) in line.enumerated() where character != " " {
          if let last = runs.last, last.end == column - 1 {
            runs[runs.count - 1].end = column
          } else {
            runs.append((column, column))
          }
        }
        guard runs.count == count else { continue }
        if count == 2 {
          return ((runs[0].end - runs[0].start + 1) / 3, runs[1].start - runs[0].end - 1)
        }
        let inside = max(runs[1].start - runs[0].end, runs[3].start - runs[2].end) - 1
        return (inside, runs[2].start - runs[1].end - 1)
      }
      return nil
    }

    @Test(
      "issue 11 item 18: with NO_COLOR, 0 : 0 and 88 : 76 show the sides at least three digit gaps apart, at 80x24 and after resizes"
    )
    func separatedWithoutColour() async throws {
      let tmux = try TmuxSession(commandPrefix: "env NO_COLOR=1")
      let start = try await tmux.waitForScore("Home 0 : 0 Away")
      let single = try #require(Self.gaps(in: start, runs: 2))
      #expect(single.between >= 3 * single.inside, "0 : 0: \(single)\n\(start)")
      try tmux.type("88h76a")
      try await tmux.waitForScore("Home 88 : 76 Away")
      for (width, height) in [(80, 24), (50, 16), (120, 40), (80, 24)] {
        try tmux.resize(width: width, height: height)
        try await tmux.waitUntil("the big digits of 88 and 76 show at \(width)x\(height)") {
          Self.gaps(in: $0, runs: 4) != nil && $0.contains("Home 88 : 76 Away")
        }
        let screen = try await tmux.waitForStableScreen()
        let gaps = try #require(Self.gaps(in: screen, runs: 4))
        #expect(gaps.inside > 0, "\(width)x\(height): \(screen)")
        #expect(gaps.between >= 3 * gaps.inside, "\(width)x\(height): \(gaps)\n\(screen)")
      }
    }
  }
}
