import Scoreboard
import ScoreboardTUI
import Testing

@Suite("help overlay")
struct HelpOverlayTests {
  @Test("help lists every binding of the screen, generated from the key map", arguments: Screen.allCases)
  func listsEveryBinding(screen: Screen) {
    let state = AppState(ui: UIState(screen: screen, isHelpShown: true))
    let text = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    for binding in KeyMap.standard.bindings(on: screen) {
      let row = text.contains { $0.contains(binding.keyLabel) && $0.contains(binding.help) }
      #expect(row, "\(binding.keyLabel) \(binding.help)")
    }
    #expect(text.contains { $0.contains("press any key to close") })
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
