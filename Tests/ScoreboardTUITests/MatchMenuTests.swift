import Scoreboard
import ScoreboardTUI
import Testing

@Suite("new-match menu")
struct MatchMenuTests {
  private let keys = KeyMap.standard

  private func withMenu(_ state: AppState = AppState()) -> AppState {
    var state = state
    state.ui.isMatchMenuShown = true
    return state
  }

  @Test("N on the scoreboard opens the new-match menu")
  func opens() {
    #expect(keys.outcome(for: .character("N"), in: AppState()) == .dispatch([.ui(.showMatchMenu)]))
  }

  @Test("a sport's number starts a match of it by its usual rules and closes the menu")
  func choosesSport() {
    let tennis = Sport.allCases.firstIndex(of: .tennis)! + 1
    let outcome = keys.outcome(for: .character(Character("\(tennis)")), in: withMenu())
    #expect(outcome == .dispatch([.scoreboard(.newMatch(.defaults(for: .tennis))), .ui(.hideMatchMenu)]))
  }

  @Test("choosing the sport being played keeps its variant rules")
  func keepsVariant() throws {
    var rules = SportRules.defaults(for: .tableTennis)
    rules.bestOf = 7
    let state = withMenu(AppState(game: Game(scoreboard: ScoreboardState(rules: rules))))
    let number = Sport.allCases.firstIndex(of: .tableTennis)! + 1
    let outcome = keys.outcome(for: .character(Character("\(number)")), in: state)
    #expect(outcome == .dispatch([.scoreboard(.newMatch(rules)), .ui(.hideMatchMenu)]))
  }

  @Test(
    "any other key closes the menu and changes nothing else",
    arguments: [
      KeyEvent.character("h"), .escape, .character("x"), .tab, .unknown,
    ])
  func otherKeysClose(key: KeyEvent) {
    #expect(keys.outcome(for: key, in: withMenu()) == .dispatch([.ui(.hideMatchMenu)]))
  }

  @Test("the menu lists every sport with its number and marks the one being played")
  func drawsEverySport() {
    let state = withMenu()
    let text = AppView.frame(for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
      .textLines.joined(separator: "\n")
    for (index, sport) in Sport.allCases.enumerated() {
      #expect(text.contains("\((index + 1) % 10)  \(sport.displayName)"))
    }
    #expect(text.contains("Scoreboard  (playing)"))
  }

  @Test("issue 13: R in the menu opens the results screen; any key closes it")
  func results() {
    let menu = Fixtures.state([.ui(.showMatchMenu)])
    #expect(
      KeyMap.standard.outcome(for: .character("R"), in: menu)
        == .dispatch([.ui(.hideMatchMenu), .ui(.showResults([]))]))
    let shown = Fixtures.state([.ui(.showResults(["generic  Lions v Tigers  Lions won 3-1  0:00:12"]))])
    let lines = AppView.frame(for: shown, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
      .textLines
    #expect(lines.contains { $0.contains("generic  Lions v Tigers  Lions won 3-1  0:00:12") })
    #expect(lines.contains { $0.contains(" Results ") })
    #expect(KeyMap.standard.outcome(for: .character("h"), in: shown) == .dispatch([.ui(.hideResults)]))
  }
}
