import Scoreboard
import ScoreboardTUI
import Testing

@Suite("styles")
struct StyleTests {
  func cells(_ state: AppState, options: ViewOptions) -> [Cell] {
    AppView.frame(for: state, size: Fixtures.standard, options: options).cells
  }

  @Test("no cell ever gets a background colour")
  func defaultBackground() {
    for options in [ViewOptions(), ViewOptions(useColor: false)] {
      for state in LayoutPropertyTests.states {
        #expect(cells(state, options: options).allSatisfy { $0.style.background == .terminalDefault })
      }
    }
  }

  @Test("with colour, the home team is cyan and the away team yellow, both bold")
  func teamColours() {
    let frame = AppView.frame(for: Fixtures.midGame, size: Fixtures.standard, options: ViewOptions())
    let digits = frame.cells.filter { $0.text == "█" }
    #expect(
      Set(digits.map(\.style)) == [
        Style(foreground: .cyan, isBold: true), Style(foreground: .yellow, isBold: true),
      ])
    let line = frame.textLines.firstIndex { $0.contains("Home") } ?? 0
    let home = frame.textLines[line].firstIndex(of: "H").map {
      frame.textLines[line].distance(from: frame.textLines[line].startIndex, to: $0)
    }
    #expect(home.map { frame[line: line, column: $0].style.foreground } == .cyan)
  }

  @Test("after a swap the colours go with the teams: away (yellow) on the left")
  func coloursFollowTeams() {
    let state = Fixtures.state([.scoreboard(.swapEnds)], from: Fixtures.midGame)
    let frame = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions())
    let firstDigitCell = frame.cells.first { $0.text == "█" }
    #expect(firstDigitCell?.style.foreground == .yellow)
  }

  @Test("without colour everything is in the terminal's own colours, the digits still bold")
  func noColour() {
    let all = cells(Fixtures.midGame, options: ViewOptions(useColor: false))
    #expect(all.allSatisfy { $0.style.foreground == .terminalDefault })
    #expect(all.filter { $0.text == "█" }.allSatisfy { $0.style.isBold })
  }

  @Test("the selected counter is drawn in reverse video and marked with >")
  func selectedCounter() {
    let state = Fixtures.state([.ui(.show(.counters)), .counters(.add(name: "Laps", allowsNegative: false))])
    let frame = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions())
    #expect(frame.textLines[1].hasPrefix("> Laps"))
    #expect(frame[line: 1, column: 0].style.isReverse)
    #expect(!frame[line: 0, column: 0].style.isReverse)
  }
}
