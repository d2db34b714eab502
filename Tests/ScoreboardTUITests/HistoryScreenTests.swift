import Scoreboard
import Testing

@testable import ScoreboardTUI

@Suite("the history screen: keys, preview, rewind (issue 13)")
struct HistoryScreenTests {
  /// Lions and Tigers after 5 points: Lions 3, Tigers 2.
  static func played() -> AppState {
    var state = AppState(game: Game(scoreboard: ScoreboardState(homeName: "Lions", awayName: "Tigers")))
    for side in [Side.home, .away, .home, .away, .home] {
      _ = AppState.reducer.reduce(&state, .scoreboard(.add(side, points: 1)))
    }
    return state
  }

  static func pressing(_ keys: [KeyEvent], in start: AppState) -> AppState {
    Fixtures.pressing(keys, in: start)
  }

  @Test("L opens the history on the present; k and j move; the board behind previews the step selected")
  func preview() throws {
    let opened = Self.pressing([.character("L")], in: Self.played())
    #expect(opened.ui.overlay == .history && opened.ui.history.selectedStep == 5)
    let back = Self.pressing([.character("j"), .character("j")], in: opened)
    #expect(back.ui.history.selectedStep == 3)
    #expect(back.scoreboard.scores == SidePair(home: 3, away: 2), "a preview changes nothing")
    let frame = AppView.frame(for: back, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
    #expect(frame.textLines.contains { $0.contains("Lions 2 : 1 Tigers") })
    try GoldenFile.check(frame, named: "history-80x24")
    let small = AppView.frame(for: back, size: TerminalSize(columns: 40, lines: 12), options: ViewOptions())
    try GoldenFile.check(small, named: "history-40x12")
  }

  @Test("Enter rewinds to the step selected in one step and closes; U brings the rest back")
  func rewind() {
    let rewound = Self.pressing(
      [.character("L"), .character("j"), .character("j"), .enter], in: Self.played())
    #expect(rewound.ui.overlay == nil)
    #expect(rewound.scoreboard.scores == SidePair(home: 2, away: 1))
    let redone = Self.pressing([.character("U")], in: rewound)
    #expect(redone.scoreboard.scores == SidePair(home: 3, away: 2))
  }

  @Test("G goes to the start, g back to now; f lists scoring steps only; Escape closes")
  func moves() {
    let opened = Self.pressing([.character("L")], in: Self.played())
    #expect(Self.pressing([.character("G")], in: opened).ui.history.selectedStep == 0)
    #expect(Self.pressing([.character("G"), .character("g")], in: opened).ui.history.selectedStep == 5)
    #expect(Self.pressing([.character("f")], in: opened).ui.history.scoringOnly)
    #expect(Self.pressing([.escape], in: opened).ui.overlay == nil)
  }

  @Test("/ searches: typing, Enter selects the next older step whose row holds the text")
  func search() {
    let opened = Self.pressing([.character("L")], in: Self.played())
    let found = Self.pressing([.character("/")] + "1 : 1".map { .character($0) } + [.enter], in: opened)
    #expect(found.ui.history.search == nil)
    #expect(found.ui.history.selectedStep == 2)
    let missing = Self.pressing([.character("/"), .character("z"), .enter], in: opened)
    #expect(missing.ui.notice == "not found in the history: z")
    #expect(missing.ui.history.selectedStep == 5)
  }

  @Test("with the journal's times, each row says when: the wall clock and the time into the game")
  func times() {
    let opened = Self.pressing([.character("L")], in: Self.played())
    var timed = opened
    _ = AppState.reducer.reduce(&timed, .ui(.historyTimesLoaded([nil, 1000, 1010, 1075, 1200, 4790])))
    let lines = AppView.frame(for: timed, size: TerminalSize(columns: 100, lines: 30), options: ViewOptions())
      .textLines
    #expect(lines.contains { $0.contains(" +1:15  Lions 1 -> 2") })
    #expect(lines.contains { $0.contains(" +1:03:10  Lions 2 -> 3") })
    #expect(lines.contains { $0.contains("     0  start") }, "the start has no time")
    #expect(HistoryTime.elapsed(59.9) == "0:59")
  }

  @Test("issue 25 item 26: at 100x30 a long row drops the wall clock, then the time, before the score")
  func narrowRowsKeepTheScore() {
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(
          homeName: "Los Angeles Lakers", awayName: "Golden State Warriors",
          rules: .defaults(for: .basketball))))
    for side in [Side.home, .away, .home] {
      _ = AppState.reducer.reduce(&state, .scoreboard(.add(side, points: 2)))
    }
    state = Self.pressing([.character("L")], in: state)
    _ = AppState.reducer.reduce(&state, .ui(.historyTimesLoaded([nil, 1000, 1010, 1075])))
    let lines = AppView.frame(for: state, size: TerminalSize(columns: 100, lines: 30), options: ViewOptions())
      .textLines
    let rows = lines.filter { $0.contains("  ·  ") }
    #expect(rows.count == 4, "\(lines.joined(separator: "\n"))")
    for row in rows {
      #expect(row.contains("Golden State Warriors, Q1 10:00 "), "\(row)")
    }
    #expect(rows.contains { $0.contains("Los Angeles Lakers 2 -> 4") }, "the change stays when it fits")
    let row = state.historyRow(step: 3)
    let score = "  ·  Los Angeles Lakers 4 : 2 Golden State Warriors, Q1 10:00"
    let times = ["19:14:02 +1:15", "+1:15"]
    let text = { (width: Int) in HistoryScreen.rowText(row, times: times, marked: false, width: width) }
    #expect(text(200) == "     3  19:14:02 +1:15  Q1 10:00  Los Angeles Lakers 2 -> 4" + score)
    #expect(text(115) == "     3  +1:15  Q1 10:00  Los Angeles Lakers 2 -> 4" + score)
    #expect(text(105) == "     3  Q1 10:00  Los Angeles Lakers 2 -> 4" + score)
    #expect(text(96) == "     3  Los Angeles Lakers 2 -> 4" + score)
    #expect(text(80) == "     3  Los Angeles" + score)
  }
}
