import Scoreboard
import ScoreboardTUI
import Testing

/// Issue 11 item 18: two big scores side by side never read as one number.
@Suite("big scores kept apart")
struct ScoreSeparationTests {
  /// The runs of drawn cells on `line`: the columns each starts and ends at (inclusive).
  private static func runs(in line: String) -> [(start: Int, end: Int)] {
    var runs: [(start: Int, end: Int)] = []
    for (column, character) in line.enumerated() where character != " " {
      if let last = runs.last, last.end == column - 1 {
        runs[runs.count - 1].end = column
      } else {
        runs.append((column, column))
      }
    }
    return runs
  }

  /// The first line of the big digits of 88 : 88: four runs of block cells, two per score. Their
  /// gaps are the gap inside a number and the gap between the two numbers.
  private static func topOfDigits(in lines: [String]) -> (inside: Int, between: Int)? {
    let blocks: Set<Character> = ["█", "▀", "▄", "#", " "]
    for line in lines where line.contains(where: { $0 != " " }) && line.allSatisfy(blocks.contains) {
      let found = runs(in: line)
      guard found.count == 4 else { continue }
      return (found[1].start - found[0].end - 1, found[2].start - found[1].end - 1)
    }
    return nil
  }

  @Test(
    "issue 11 item 18: at every size the gap between 88 and 88 is at least 3 times the gap between digits",
    arguments: [false, true])
  func separatedAtEverySize(useASCII: Bool) {
    let state = Fixtures.state([.scoreboard(.add(.home, points: 88)), .scoreboard(.add(.away, points: 88))])
    var checked = 0
    for columns in stride(from: 20, through: 200, by: 3) {
      for lines in stride(from: 6, through: 60, by: 3) {
        let size = TerminalSize(columns: columns, lines: lines)
        let frame = AppView.frame(for: state, size: size, options: ViewOptions(useASCII: useASCII))
        guard let gaps = Self.topOfDigits(in: frame.textLines) else { continue }
        checked += 1
        #expect(gaps.between >= 3 * gaps.inside, "\(size): \(gaps)")
      }
    }
    #expect(checked > 100)
  }

  @Test("issue 11 item 18: at 80x24, 88 : 88 keeps the sides at least three digit gaps apart")
  func standardSize() throws {
    let state = Fixtures.state([.scoreboard(.add(.home, points: 88)), .scoreboard(.add(.away, points: 88))])
    let frame = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions())
    let gaps = try #require(Self.topOfDigits(in: frame.textLines))
    #expect(gaps.inside > 0)
    #expect(gaps.between >= 3 * gaps.inside)
  }

  /// The first line of the big digits of 8 : 8: two runs of block cells, each as wide as a glyph
  /// (three font pixels, while digits of one number are a pixel apart). Their width and the gap
  /// between them.
  private static func topOfSingleDigits(in lines: [String]) -> (glyph: Int, between: Int)? {
    let blocks: Set<Character> = ["█", "▀", "▄", "#", " "]
    for line in lines where line.contains(where: { $0 != " " }) && line.allSatisfy(blocks.contains) {
      let found = runs(in: line)
      guard found.count == 2 else { continue }
      return (found[0].end - found[0].start + 1, found[1].start - found[0].end - 1)
    }
    return nil
  }

  @Test(
    "issue 11 item 18: single-digit scores too stay three digit gaps apart at every size, so 8 : 7 never reads as 87",
    arguments: [false, true])
  func singleDigitsSeparated(useASCII: Bool) {
    let state = Fixtures.state([.scoreboard(.add(.home, points: 8)), .scoreboard(.add(.away, points: 8))])
    var checked = 0
    for columns in stride(from: 20, through: 200, by: 3) {
      for lines in stride(from: 6, through: 60, by: 3) {
        let size = TerminalSize(columns: columns, lines: lines)
        let frame = AppView.frame(for: state, size: size, options: ViewOptions(useASCII: useASCII))
        guard let top = Self.topOfSingleDigits(in: frame.textLines) else { continue }
        checked += 1
        let digitGap = top.glyph / 3
        #expect(top.between >= 3 * digitGap, "\(size): \(top)")
      }
    }
    #expect(checked > 100)
  }
}
