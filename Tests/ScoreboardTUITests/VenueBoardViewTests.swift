import Foundation
import Scoreboard
import ScoreboardTUI
import Testing

@Suite("the venue board")
struct VenueBoardViewTests {
  private static func court(_ name: String, home: Int, away: Int, isKept: Bool = true, clock: Bool = false)
    -> VenueBoardState.Court
  {
    var game = Game()
    game.scoreboard.home.name = "Home\(name)"
    game.scoreboard.away.name = "Away\(name)"
    var report = GameReport(game)
    report.home.score = home
    report.away.score = away
    if clock {
      let json = #"{"seconds": 600, "running": true, "direction": "down", "display": "10:00"}"#
      report.clock = try? JSONDecoder().decode(GameReport.Clock.self, from: Data(json.utf8))
    }
    return VenueBoardState.Court(
      name: name, report: report, isKept: isKept, madeAt: Date(timeIntervalSince1970: 1_000))
  }

  private static let now = Date(timeIntervalSince1970: 1_012)

  @Test("the courts are laid out in as many columns as the terminal holds, each with its teams and scores")
  func layout() {
    var state = VenueBoardState(title: "Venue test")
    state.update(courts: [
      Self.court("1", home: 3, away: 1), Self.court("2", home: 0, away: 2, isKept: false),
    ])
    let wide = VenueBoardView.frame(
      for: state, size: TerminalSize(columns: 80, lines: 24), now: Self.now, options: ViewOptions())
    let lines = wide.textLines
    #expect(
      lines[1].contains(" 1 ") && lines[1].contains(" 2 "),
      "two courts side by side:\n\(lines.joined(separator: "\n"))")
    #expect(lines[1].contains("live") && lines[1].contains("no keeper"))
    #expect(lines[2].contains("Home1") && lines[2].contains("3") && lines[2].contains("Home2"))
    #expect(lines[3].contains("Away1") && lines[3].contains("Away2"))

    let narrow = VenueBoardView.frame(
      for: state, size: TerminalSize(columns: 40, lines: 24), now: Self.now, options: ViewOptions())
    #expect(narrow.textLines[1].contains(" 1 ") && !narrow.textLines[1].contains(" 2 "))
    #expect(narrow.textLines[6].contains(" 2 "), "the second court below the first on a narrow terminal")
  }

  @Test("a running clock runs on from when its report was made: 10:00 counting down, 12 s later 9:48")
  func runningClock() {
    var state = VenueBoardState(title: "Venue test")
    state.update(courts: [Self.court("1", home: 0, away: 0, clock: true)])
    let frame = VenueBoardView.frame(
      for: state, size: TerminalSize(columns: 80, lines: 24), now: Self.now, options: ViewOptions())
    #expect(frame.textLines[4].contains("9:48"), "\(frame.textLines[4])")
  }

  @Test("taking in new courts keeps the same court picked, wherever it moved")
  func keepsSelection() {
    var state = VenueBoardState(title: "Venue test")
    state.update(courts: [Self.court("1", home: 0, away: 0), Self.court("3", home: 0, away: 0)])
    state.selected = 1
    state.update(courts: [
      Self.court("1", home: 0, away: 0), Self.court("2", home: 0, away: 0), Self.court("3", home: 1, away: 0),
    ])
    #expect(state.selectedName == "3")
  }

  @Test("the picked court stays in sight: the rows scroll to it")
  func scrollsToSelection() {
    var state = VenueBoardState(title: "Venue test")
    state.update(courts: (1...12).map { Self.court(String($0), home: 0, away: 0) })
    state.selected = 11
    let frame = VenueBoardView.frame(
      for: state, size: TerminalSize(columns: 60, lines: 12), now: Self.now, options: ViewOptions())
    #expect(frame.textLines.joined().contains("Home12"))
    #expect(!frame.textLines.joined().contains("Home1 "))
  }
}
