import Scoreboard
import ScoreboardTUI
import Testing

@Suite("help overlay")
struct HelpOverlayTests {
  /// Whether a line shows the binding's keys, then blanks, then its whole help text.
  static func lists(_ binding: KeyBinding, in lines: [String]) -> Bool {
    lines.contains { line in
      guard let help = line.range(of: "  " + binding.help) else { return false }
      let before = line[..<help.lowerBound].reversed().drop { $0 == " " }
      return String(before.reversed()).hasSuffix(binding.keyLabel)
    }
  }

  @Test(
    "help lists every binding of the screen and sport at 80x24, in columns, scrolling when even they do not fit",
    arguments: SportFixtures.bySport.map(\.name))
  func listsEveryBindingOfEachSport(name: String) throws {
    let match = try #require(SportFixtures.bySport.first { $0.name == name }?.state)
    var state = Fixtures.state([.ui(.showHelp)], from: match)
    var text = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    let fits = text.contains { $0.contains("press any key to close") }
    while !fits, case .dispatch(let actions) = KeyMap.standard.outcome(for: .down, in: state),
      state.ui.isHelpShown
    {
      state = Fixtures.state(actions, from: state)
      text += AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    }
    for binding in KeyMap.standard.bindings(for: state) {
      #expect(Self.lists(binding, in: text), "\(name): \(binding.keyLabel) \(binding.help)")
    }
    #expect(fits || text.contains { $0.contains("j/k") }, "\(name): \(text)")
  }

  @Test("help on the counters lists every binding of the counters screen")
  func listsEveryCounterBinding() {
    let state = AppState(ui: UIState(screen: .counters, isHelpShown: true))
    let text = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    for binding in KeyMap.standard.bindings(for: state) {
      #expect(Self.lists(binding, in: text), "\(binding.keyLabel) \(binding.help)")
    }
  }

  @Test("help leaves out the bindings of other sports")
  func onlyThisSport() {
    let state = Fixtures.state([.ui(.showHelp)], from: SportFixtures.tennis)
    let text = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    #expect(!text.contains { $0.contains("start / stop the clock") })
    #expect(text.contains { $0.contains("the other team serves first") })
  }

  @Test("issue 11 item 17: help too big for the terminal scrolls; the last line says which rows show")
  func scrollsWhenNothingFits() throws {
    let state = Fixtures.state([.ui(.showHelp)], from: SportFixtures.basketball)
    let size = TerminalSize(columns: 40, lines: 12)
    let text = AppView.frame(for: state, size: size, options: ViewOptions()).textLines
    #expect(text.count == 12 && text.allSatisfy { $0.terminalWidth == 40 })
    #expect(text.contains { $0.contains("1-9 of ") })
    let bindings = KeyMap.standard.bindings(for: state)
    let lastBinding = try #require(bindings.last)
    #expect(!Self.lists(lastBinding, in: text))
  }

  @Test("issue 11 item 17: at 60x15 G scrolls to the end, which lists the last binding; g back to the top")
  func scrollsToEveryBinding() throws {
    let size = TerminalSize(columns: 60, lines: 15)
    var state = Fixtures.state([.ui(.showHelp)], from: SportFixtures.basketball)
    let bindings = KeyMap.standard.bindings(for: state)
    let first = try #require(bindings.first)
    let last = try #require(bindings.last)
    let top = AppView.frame(for: state, size: size, options: ViewOptions()).textLines
    #expect(Self.lists(first, in: top) && !Self.lists(last, in: top))
    state = Self.pressing(.character("G"), in: state, size: size)
    let end = AppView.frame(for: state, size: size, options: ViewOptions()).textLines
    #expect(Self.lists(last, in: end) && !Self.lists(first, in: end))
    #expect(state.ui.isHelpShown)
    state = Self.pressing(.character("g"), in: state, size: size)
    #expect(state.ui.helpScroll == 0)
  }

  @Test("issue 11 item 17: j and Down scroll a line, k and Up back, space a page; other keys close")
  func scrollKeys() {
    let size = TerminalSize(columns: 40, lines: 12)
    let help = Fixtures.state([.ui(.showHelp)], from: SportFixtures.basketball)
    let down = Self.pressing(.character("j"), in: help, size: size)
    #expect(down.ui.helpScroll == 1)
    #expect(Self.pressing(.down, in: down, size: size).ui.helpScroll == 2)
    #expect(Self.pressing(.up, in: down, size: size).ui.helpScroll == 0)
    #expect(Self.pressing(.character("k"), in: help, size: size) == help)
    let page = Self.pressing(.character(" "), in: help, size: size)
    #expect(page.ui.helpScroll == 8)
    #expect(Self.pressing(.character("b"), in: page, size: size).ui.helpScroll == 0)
    #expect(!Self.pressing(.character("x"), in: page, size: size).ui.isHelpShown)
  }

  @Test("issue 11 item 17: a custom key file's longer help at 80x24 scrolls to its last binding")
  func customKeyFileScrolls() throws {
    let keys = (1...12).map { "F\($0)" } + "BCDEGIKLMOQRSVWXZ".map { String($0) }
    let lines = keys.enumerated().map { "\($1) = \"home +\($0 + 1)\"" }.joined(separator: "\n")
    let keyMap = try KeyFile.parse("[scoreboard]\n" + lines + "\n")
    var state = Fixtures.state([.ui(.showHelp)], from: Fixtures.midGame)
    let last = try #require(keyMap.bindings(for: state).last)
    state = Self.pressing(.character("G"), in: state, size: Fixtures.standard, keyMap: keyMap)
    let text = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions(), keyMap: keyMap)
      .textLines
    #expect(Self.lists(last, in: text))
  }

  @Test("help that fits closes on any key, j and space included")
  func fittingHelpCloses() {
    let help = Fixtures.state([.ui(.showHelp)], from: Fixtures.midGame)
    #expect(!Self.pressing(.character("j"), in: help, size: Fixtures.large).ui.isHelpShown)
    #expect(!Self.pressing(.character(" "), in: help, size: Fixtures.large).ui.isHelpShown)
  }

  /// The state after pressing `key` in `state` on a screen of `size`.
  static func pressing(
    _ key: KeyEvent, in state: AppState, size: TerminalSize, keyMap: KeyMap = .standard
  ) -> AppState {
    guard case .dispatch(let actions) = keyMap.outcome(for: key, in: state, size: size) else { return state }
    return Fixtures.state(actions, from: state)
  }

  @Test("help leaves out the bindings of the other screen")
  func onlyThisScreen() {
    let state = AppState(ui: UIState(screen: .scoreboard, isHelpShown: true))
    let text = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    #expect(!text.contains { $0.contains("new counter") })
  }

  @Test("the help box is drawn with line characters, or +-| in ASCII")
  func boxCharacters() {
    let state = AppState(ui: UIState(isHelpShown: true))
    let unicode = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    #expect(unicode.contains { $0.contains("┌") && $0.contains("┐") })
    let ascii = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions(useASCII: true))
    #expect(ascii.textLines.joined().allSatisfy { $0.isASCII })
  }

  @Test("a custom key map's bindings appear in help and in the status line")
  func customKeyMapHelp() {
    let custom = KeyMap(bindings: [
      KeyBinding([.character("z")], on: [.scoreboard], .swapEnds, help: "zap ends", hint: "zap"),
      KeyBinding([.character("?")], on: [.scoreboard], .showHelp, help: "help", hint: "help"),
    ])
    let closed = AppView.frame(
      for: AppState(), size: Fixtures.standard, options: ViewOptions(), keyMap: custom)
    #expect(closed.textLines.last?.hasPrefix(" z zap") == true)
    let state = AppState(ui: UIState(isHelpShown: true))
    let help = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions(), keyMap: custom)
    #expect(help.textLines.contains { $0.contains("z  zap ends") })
    #expect(!help.textLines.contains { $0.contains("left team +1") })
  }

  @Test("key labels are written the way people name keys")
  func keyLabels() {
    #expect(KeyBinding([.tab, .up], on: [.counters], .nextScreen, help: "x").keyLabel == "Tab Up")
    #expect(KeyEvent.escape.label == "Esc")
    #expect(KeyEvent.control(1).label == "Ctrl-A")
    #expect(KeyEvent.function(5).label == "F5")
  }
}
