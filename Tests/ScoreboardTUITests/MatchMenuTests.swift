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
      KeyEvent.escape, .character("x"), .character("n"), .tab, .unknown,
    ])
  func otherKeysClose(key: KeyEvent) {
    #expect(keys.outcome(for: key, in: withMenu()) == .dispatch([.ui(.hideMatchMenu)]))
  }

  @Test("typing the start of a name picks the one sport it names; several are narrowed, the first selected")
  func typedName() {
    #expect(
      keys.outcome(
        for: .character("o"), in: Fixtures.pressing([.character("N"), .character("h")], in: AppState()))
        == .dispatch([.scoreboard(.newMatch(.defaults(for: .hockey))), .ui(.hideMatchMenu)]))
    let tennises = Sport.allCases.firstIndex(of: .tableTennis)!
    #expect(
      keys.outcome(for: .character("T"), in: withMenu())
        == .dispatch([.ui(.matchMenuChanged(MatchMenuState(selected: tennises, typed: "T")))]))
    let typedT = Fixtures.pressing([.character("N"), .character("t")], in: AppState())
    #expect(
      typedT.ui.isMatchMenuShown && typedT.ui.matchMenu == MatchMenuState(selected: tennises, typed: "t"))
    let tennis = Fixtures.pressing([.character("e")], in: typedT)
    #expect(tennis.scoreboard.rules.sport == .tennis && !tennis.ui.isMatchMenuShown)
    let back = Fixtures.pressing([.backspace], in: typedT)
    #expect(back.ui.matchMenu.typed.isEmpty && back.ui.isMatchMenuShown)
  }

  @Test("every sport is reached by typing its name, however many sports there are", arguments: Sport.allCases)
  func everySportByName(sport: Sport) {
    var state = Fixtures.pressing([.character("N")], in: AppState())
    for character in sport.displayName where state.ui.isMatchMenuShown {
      state = Fixtures.pressing([.character(character)], in: state)
    }
    #expect(state.scoreboard.rules.sport == sport)
    #expect(!state.ui.isMatchMenuShown)
  }

  @Test("the arrows move the selection within the list and Enter starts the sport selected")
  func arrowsAndEnter() {
    let last = Sport.allCases.count - 1
    let moved = Fixtures.pressing([.character("N"), .down, .down, .up, .down], in: AppState())
    #expect(moved.ui.matchMenu.selected == 2)
    let started = Fixtures.pressing([.enter], in: moved)
    #expect(started.scoreboard.rules.sport == Sport.allCases[2] && !started.ui.isMatchMenuShown)
    let bottom = Fixtures.pressing(
      [.character("N")] + Array(repeating: .down, count: last + 3), in: AppState())
    #expect(bottom.ui.matchMenu.selected == last)
    let top = Fixtures.pressing([.up], in: Fixtures.pressing([.character("N")], in: AppState()))
    #expect(top.ui.matchMenu.selected == 0)
  }

  @Test("opening the menu again selects the first sport with nothing typed")
  func opensAfresh() {
    let changed = Fixtures.state([
      .ui(.showMatchMenu), .ui(.matchMenuChanged(MatchMenuState(selected: 3, typed: "x"))),
    ])
    #expect(changed.ui.matchMenu == MatchMenuState(selected: 3, typed: "x"))
    let reopened = Fixtures.state([.ui(.hideMatchMenu), .ui(.showMatchMenu)], from: changed)
    #expect(reopened.ui.matchMenu == MatchMenuState())
  }

  @Test("a menu taller than the terminal scrolls to the sport selected")
  func scrolls() {
    let last = Sport.allCases.count - 1
    let state = Fixtures.state([.ui(.showMatchMenu), .ui(.matchMenuChanged(MatchMenuState(selected: last)))])
    let size = TerminalSize(columns: 80, lines: 10)
    let text = AppView.frame(for: state, size: size, options: ViewOptions()).textLines.joined(separator: "\n")
    #expect(text.contains(Sport.allCases[last].displayName))
    #expect(!text.contains("1  \(Sport.allCases[0].displayName)"))
    let top = Fixtures.state([.ui(.showMatchMenu)])
    let topText = AppView.frame(for: top, size: size, options: ViewOptions()).textLines.joined(
      separator: "\n")
    #expect(topText.contains("1  \(Sport.allCases[0].displayName)"))
    #expect(!topText.contains(Sport.allCases[last].displayName))
  }

  @Test("issue 25 item 26: at 20x6 the menu shows three sports and the arrows scroll it to every one")
  func smallestScreenScrolls() {
    let size = TerminalSize(columns: 20, lines: 6)
    var state = Fixtures.state([.ui(.showMatchMenu)])
    func shown() -> [String] {
      let text = AppView.frame(for: state, size: size, options: ViewOptions()).textLines.joined(
        separator: "\n")
      // A long name (Beach volleyball) is cut to the 20 columns: its first 12 letters name it.
      return Sport.allCases.map(\.displayName).filter { text.contains($0.prefix(12)) }
    }
    #expect(shown().count == 3, "\(shown())")
    for sport in Sport.allCases.dropFirst() {
      state = Fixtures.pressing([.down], in: state)
      #expect(shown().contains(sport.displayName), "\(sport) selected and shown")
    }
    for sport in Sport.allCases.reversed().dropFirst() {
      state = Fixtures.pressing([.up], in: state)
      #expect(shown().contains(sport.displayName), "\(sport) selected and shown")
    }
  }

  @Test("the menu lists every sport with its number and marks the one being played")
  func drawsEverySport() {
    let state = withMenu()
    let text = AppView.frame(for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
      .textLines.joined(separator: "\n")
    for (index, sport) in Sport.allCases.enumerated() {
      let key = index < 10 ? "\((index + 1) % 10)" : " "
      #expect(text.contains("\(key)  \(sport.displayName)"), "\(sport): \(text)")
    }
    #expect(text.contains("Generic  (playing)"))
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
