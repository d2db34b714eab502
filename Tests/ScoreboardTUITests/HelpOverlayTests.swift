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
    "help lists every binding of the screen and sport at 80x24, in columns when one does not fit",
    arguments: SportFixtures.bySport.map(\.name))
  func listsEveryBindingOfEachSport(name: String) throws {
    let match = try #require(SportFixtures.bySport.first { $0.name == name }?.state)
    let state = Fixtures.state([.ui(.showHelp)], from: match)
    let text = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    for binding in KeyMap.standard.bindings(for: state) {
      #expect(Self.lists(binding, in: text), "\(name): \(binding.keyLabel) \(binding.help)")
    }
    #expect(text.contains { $0.contains("press any key to close") })
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

  @Test("help too big for the terminal even in columns is cut, and its box stays inside the frame")
  func cutWhenNothingFits() {
    let state = Fixtures.state([.ui(.showHelp)], from: SportFixtures.basketball)
    let size = TerminalSize(columns: 40, lines: 12)
    let text = AppView.frame(for: state, size: size, options: ViewOptions()).textLines
    #expect(text.count == 12 && text.allSatisfy { $0.terminalWidth == 40 })
    #expect(text.contains { $0.contains("any key") })
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
