import Scoreboard
import ScoreboardTUI
import Testing

@Suite("key map: help, unknown keys, bindings as data")
struct KeyMapGeneralTests {
  static let everyKindOfKey: [KeyEvent] = [
    .character("h"), .character("q"), .character("?"), .character("0"), .character("x"), .tab, .backTab,
    .enter, .escape, .backspace, .up, .down, .left, .right, .function(1), .control(3), .unknown,
  ]

  @Test("while help is shown, any key only closes it", arguments: everyKindOfKey)
  func anyKeyClosesHelp(key: KeyEvent) {
    for screen in Screen.allCases {
      let state = AppState(ui: UIState(screen: screen, isHelpShown: true))
      #expect(KeyMap.standard.outcome(for: key, in: state) == .dispatch([.ui(.hideHelp)]))
    }
  }

  @Test(
    "unknown, function and control keys and unbound characters are ignored",
    arguments: [
      KeyEvent.unknown, .function(1), .function(12), .control(1), .control(3), .character("x"),
      .character("é"), .character("٣"), .enter, .backspace, .left, .right, .backTab,
    ]
  )
  func unboundKeysAreIgnored(key: KeyEvent) {
    for screen in Screen.allCases {
      let state = AppState(ui: UIState(screen: screen))
      #expect(KeyMap.standard.outcome(for: key, in: state) == .ignored)
    }
  }

  @Test("every binding has keys, at least one screen and a help text")
  func bindingsAreComplete() {
    for binding in KeyMap.standard.bindings {
      #expect(!binding.keys.isEmpty)
      #expect(!binding.screens.isEmpty)
      #expect(!binding.help.isEmpty)
      #expect(!binding.keyLabel.isEmpty)
    }
  }

  @Test(
    "no key is bound twice on one screen of one sport, except 0 which counts or resets, and Enter, which answers before a game and signs off after the match"
  )
  func keysAreUniquePerScreen() {
    for screen in Screen.allCases {
      for sport in Sport.allCases {
        let bindings = KeyMap.standard.bindings(on: screen).filter { $0.applies(on: screen, in: sport) }
        let keys = bindings.flatMap(\.keys).filter { $0 != .character("0") && $0 != .enter }
        #expect(Set(keys).count == keys.count, "\(screen) \(sport)")
        let enter = bindings.filter { $0.keys.contains(.enter) }.map(\.command)
        #expect(
          enter == [.answerChoice(takesDefault: true), .signOff] || enter == [.signOff] || enter.isEmpty,
          "\(screen) \(sport): \(enter)")
      }
    }
  }

  @Test("a key map made of other bindings uses them")
  func customBindings() {
    let map = KeyMap(bindings: [KeyBinding([.character("x")], on: [.scoreboard], .quit, help: "leave")])
    #expect(map.outcome(for: .character("x"), in: AppState()) == .quit)
    #expect(map.outcome(for: .character("q"), in: AppState()) == .ignored)
  }
}
