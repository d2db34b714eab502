import Scoreboard
import Testing

@testable import ScoreboardTUI

/// Issue 29 item 1: the digits fill the room. Measured on the rendered frame: the lines of the
/// big digits against the lines between the team names and the plain score line.
@Suite("digits that fill the room (issue 29 item 1)")
struct DigitHeightTests {
  /// The digits' lines, and the lines between the names' line and the score line, in `frame`.
  static func digitShare(of frame: Frame) -> (digits: Int, room: Int)? {
    let lines = GoldenFile.text(of: frame).split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let names = lines.firstIndex(where: { $0.contains("Home") && $0.contains("Away") && !$0.contains(":") }
      ),
      let score = lines.lastIndex(where: { $0.contains("Home 3 : 12 Away") })
    else { return nil }
    let digits = lines[(names + 1)..<score].filter { $0.contains { "█▀▄#".contains($0) } }.count
    return (digits, score - names - 1)
  }

  @Test(
    "at every size from 20x6 to 400x120 (10 columns to 3 lines), 3 : 12 takes at least 80% of the lines between the names and the score line"
  )
  func fillsTheRoom() throws {
    for lines in 6...120 {
      let size = TerminalSize(columns: (lines * 10 + 2) / 3, lines: lines)
      let frame = AppView.frame(for: Fixtures.midGame, size: size, options: ViewOptions())
      let share = try #require(Self.digitShare(of: frame), "\(size)")
      #expect(share.digits * 5 >= share.room * 4, "\(size): \(share.digits) of \(share.room) lines")
    }
  }

  @Test("wider than that, the digits are as tall as at 10 columns to 3 lines")
  func widerIsNoShorter() throws {
    for lines in stride(from: 6, through: 120, by: 6) {
      let standard = TerminalSize(columns: (lines * 10 + 2) / 3, lines: lines)
      let wide = TerminalSize(columns: min(400, standard.columns * 2), lines: lines)
      let shares = [standard, wide].map {
        Self.digitShare(of: AppView.frame(for: Fixtures.midGame, size: $0, options: ViewOptions()))?.digits
      }
      #expect(shares[1] ?? 0 >= shares[0] ?? 1, "\(lines) lines")
    }
  }

  @Test("the two scores stay three digit gaps apart however big they are drawn")
  func separationKept() {
    for lines in [6, 12, 24, 60, 120] {
      let columns = (lines * 10 + 2) / 3
      let half = columns / 2
      let sides = (left: 1..<(half - 1), right: (half + 1)..<(columns - 1))
      let layout = HeadedNumberLayout(
        numbers: ["3", "12"], lines: 0..<(lines - 4), columns: half - 2, options: ViewOptions(),
        sideBySide: sides)
      let separation = HeadedNumberLayout.separation(of: ["3", "12"], at: layout.size, in: sides)
      #expect(separation >= 3 * layout.size.gap, "\(lines) lines: \(separation) cells apart")
    }
  }
}
