import Scoreboard
import ScoreboardTUI
import Testing

@Suite("layout at every size")
struct LayoutPropertyTests {
  /// States that stress the layout: wide numbers, long and wide names, help, a pending count.
  static let states: [AppState] = [
    AppState(),
    Fixtures.midGame,
    Fixtures.state([.scoreboard(.add(.home, points: 9_999)), .scoreboard(.add(.away, points: 9_999))]),
    Fixtures.state([.scoreboard(.swapEnds), .ui(.typeCountDigit(9)), .ui(.typeCountDigit(9))]),
    Fixtures.state([.ui(.showHelp)]),
    Fixtures.state([
      .ui(.show(.counters)), .counters(.add(name: "Ｗｉｄｅ ｎａｍｅ ｏｆ ａ ｃｏｕｎｔｅｒ", allowsNegative: true)),
      .counters(.decrement(by: 999_999)),
    ]),
    Fixtures.state([.ui(.show(.counters)), .ui(.showHelp)]),
  ]

  /// Every sport mid-match and a won match, with help over the sports with the most bindings.
  static let sportStates: [AppState] =
    SportFixtures.bySport.dropFirst().map(\.state) + [SportFixtures.won]
    + [SportFixtures.basketball, SportFixtures.tennis].map { Fixtures.state([.ui(.showHelp)], from: $0) }

  /// Every size from 20x6 to 200x60, stepping to keep the run short while covering odd and even sizes.
  static let sizes: [TerminalSize] =
    stride(from: 20, through: 200, by: 9).flatMap { columns in
      stride(from: 6, through: 60, by: 6).map { TerminalSize(columns: columns, lines: $0) }
    } + [
      Fixtures.smallest, Fixtures.small, Fixtures.standard, Fixtures.large,
      TerminalSize(columns: 200, lines: 60),
    ]

  @Test("the frame has exactly the terminal's size, at every size and for every state")
  func frameMatchesSize() {
    for options in [ViewOptions(), ViewOptions(useASCII: true, useColor: false)] {
      for state in Self.states + Self.sportStates {
        for size in Self.sizes {
          let frame = AppView.frame(for: state, size: size, options: options)
          #expect(frame.textLines.count == size.lines, "\(size)")
          #expect(frame.textLines.allSatisfy { $0.terminalWidth == size.columns }, "\(size)")
        }
      }
    }
  }

  @Test("the score line is on the scoreboard at every size from 20x6 to 200x60")
  func scoreLineAlwaysPresent() {
    for state in Self.states.prefix(4) where state.scoreboard.scoreLine.count <= 20 {
      for size in Self.sizes {
        let text = AppView.frame(for: state, size: size, options: ViewOptions()).textLines
        #expect(text.contains { $0.contains(state.scoreboard.scoreLine) }, "\(size)")
      }
    }
  }

  @Test("every sport: the score line is on the scoreboard at every size it fits in")
  func scoreLineOfEverySport() {
    for state in SportFixtures.bySport.map(\.state) + [SportFixtures.won] {
      for size in Self.sizes where state.scoreboard.scoreLine.terminalWidth <= size.columns {
        let text = AppView.frame(for: state, size: size, options: ViewOptions()).textLines
        #expect(
          text[size.lines - 2].contains(state.scoreboard.scoreLine), "\(state.scoreboard.scoreLine) \(size)")
      }
    }
  }

  @Test("every sport: both team names and the status line's help key are drawn at every size")
  func namesOfEverySport() {
    for state in SportFixtures.bySport.map(\.state) {
      for size in Self.sizes {
        let text = AppView.frame(for: state, size: size, options: ViewOptions()).textLines
        let body = text.dropLast(2)
        #expect(body.contains { $0.contains("Home") } && body.contains { $0.contains("Away") }, "\(size)")
        #expect(text.last?.contains("? help") == true, "\(size)")
      }
    }
  }

  @Test("a score line too long for the terminal keeps both scores whole and cuts the names")
  func scoreLineCutsNames() {
    let state = Self.states[2]
    let lines = AppView.frame(for: state, size: Fixtures.smallest, options: ViewOptions()).textLines
    #expect(lines[4] == "Hom 9999 : 9999 Awa ")
  }

  @Test("the status line offers help on every screen at every size")
  func helpKeyAlwaysShown() {
    for state in [AppState(), Fixtures.state([.ui(.show(.counters))])] {
      for size in Self.sizes {
        let lines = AppView.frame(for: state, size: size, options: ViewOptions()).textLines
        #expect(lines.last?.contains("? help") == true, "\(size)")
      }
    }
  }

  @Test("no size from 0x0 up crashes, and below 20x6 only the too-small message is drawn")
  func tinySizes() {
    for columns in 0...25 {
      for lines in 0...8 {
        let size = TerminalSize(columns: columns, lines: lines)
        let frame = AppView.frame(for: Fixtures.midGame, size: size, options: ViewOptions())
        #expect(frame.size == size)
        let isTooSmall = columns < 20 || lines < 6
        let text = frame.textLines.joined(separator: "\n")
        #expect(isTooSmall == !text.contains("Home"), "\(size)")
      }
    }
  }

  @Test("very large terminals are laid out too")
  func veryLarge() {
    let size = TerminalSize(columns: 500, lines: 150)
    let lines = AppView.frame(for: Fixtures.midGame, size: size, options: ViewOptions()).textLines
    #expect(lines.contains { $0.contains("Home 3 : 12 Away") })
    #expect(lines.contains { $0.contains("█") })
  }
}
