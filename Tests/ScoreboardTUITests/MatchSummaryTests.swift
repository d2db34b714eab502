import Scoreboard
import Testing

@testable import ScoreboardTUI

@Suite("the match summary and the momentum chart (issue 13)")
struct MatchSummaryTests {
  /// A badminton match won 21-0 21-0 by home after a 1-0 start for away in game 1 (so 21-1).
  static func won() -> AppState {
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: "Lions", awayName: "Tigers", rules: .defaults(for: .badminton)))
    )
    for action in [ScoreboardAction.add(.away, points: 1), .add(.home, points: 42)] {
      _ = AppState.reducer.reduce(&state, .scoreboard(action))
    }
    return state
  }

  @Test("the momentum chart: home's lead above the middle, away's below, in braille or in *")
  func chart() {
    #expect(MomentumChart.lines(margins: [1, -1], columns: 1, lines: 1) == ["\u{28A3}"])
    #expect(
      MomentumChart.lines(margins: [2, -2], columns: 2, lines: 4, useASCII: true) == ["* ", "* ", " *", " *"])
    #expect(MomentumChart.lines(margins: [], columns: 2, lines: 2, useASCII: true) == ["  ", "**"])
  }

  @Test("the summary covers the board at the end: result, sets, figures, chart; any key closes it")
  func summary() throws {
    let state = Self.won()
    #expect(state.ui.isMatchSummaryShown)
    try GoldenFile.check(
      AppView.frame(for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions()),
      named: "summary-badminton-80x24")
    try GoldenFile.check(
      AppView.frame(for: state, size: TerminalSize(columns: 40, lines: 12), options: ViewOptions()),
      named: "summary-badminton-40x12")
    #expect(KeyMap.standard.outcome(for: .character("h"), in: state) == .dispatch([.ui(.hideMatchSummary)]))
  }

  @Test("issue 25 item 22: the summary counts goals in soccer and hockey, rallies won in side-out pickleball")
  func scoreNouns() {
    func labels(_ sport: Sport) -> [String] {
      let state = Fixtures.state([
        .scoreboard(.newMatch(.defaults(for: sport))), .scoreboard(.add(.home, points: 1)),
        .scoreboard(.add(.away, points: 1)),
      ])
      return MatchSummaryOverlay.lines(for: state).map { String($0.prefix(12)) }
    }
    #expect(labels(.soccer).contains("Goals       ") && !labels(.soccer).contains("Points won  "))
    #expect(labels(.hockey).contains("Goals       "))
    #expect(labels(.pickleball).contains("Rallies won "))
    #expect(labels(.tennis).contains("Points won  "))
  }

  @Test("the summary's result line and figures")
  func lines() {
    let lines = MatchSummaryOverlay.lines(for: Self.won())
    #expect(lines.first == "Lions wins, games 2-0")
    #expect(lines.contains("21-1 21-0"))
    #expect(lines.contains { $0.hasPrefix("Points won") && $0.hasSuffix("42       1") })
    #expect(lines.contains { $0.hasPrefix("Longest run") && $0.hasSuffix("42       1") })
    #expect(lines.contains { $0.hasPrefix("Lead changes") && $0.hasSuffix("1") })
  }

  @Test("issue 25 item 16: the summary of a one-game pickleball match won 11-5 says so, not 0-0")
  func oneGameMatch() {
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: "Ann", awayName: "Bob", rules: .defaults(for: .pickleball))))
    // Away wins the serve back and scores 5; its second server loses the serve; home serves out 11.
    let rallies: [Side] = Array(repeating: .away, count: 6) + Array(repeating: .home, count: 13)
    for side in rallies { _ = AppState.reducer.reduce(&state, .scoreboard(.add(side, points: 1))) }
    #expect(state.scoreboard.winner == .home)
    #expect(MatchSummaryOverlay.lines(for: state).prefix(2) == ["Ann wins 11-5", "11-5"])
  }
}
