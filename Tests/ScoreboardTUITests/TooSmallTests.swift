import ScoreboardTUI
import Testing

@Suite("terminal too small")
struct TooSmallTests {
  func text(_ columns: Int, _ lines: Int) -> [String] {
    let size = TerminalSize(columns: columns, lines: lines)
    return AppView.frame(for: Fixtures.midGame, size: size, options: ViewOptions()).textLines
  }

  @Test("below 20 columns or 6 lines the frame says the terminal is too small, centred")
  func message() {
    let lines = text(19, 6)
    #expect(lines[2] == "terminal too small ")
    #expect(text(80, 5).contains { $0.trimmingBlanks == "terminal too small" })
  }

  @Test("the message is shortened to fit narrow terminals")
  func shortened() {
    #expect(text(12, 3)[1].trimmingBlanks == "too small")
    #expect(text(6, 1)[0].trimmingBlanks == "small")
    #expect(text(3, 1)[0].trimmingBlanks == "sma")
  }

  @Test("a 0x0 terminal gets an empty frame")
  func empty() {
    #expect(text(0, 0).isEmpty)
    #expect(text(0, 5) == Array(repeating: "", count: 5))
  }

  @Test("20x6 is big enough for the scoreboard")
  func minimumIsEnough() {
    #expect(AppView.minimumSize == TerminalSize(columns: 20, lines: 6))
    #expect(text(20, 6).contains { $0.contains("Home 3 : 12 Away") })
  }
}

extension String {
  /// The string without blanks at either end.
  var trimmingBlanks: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
