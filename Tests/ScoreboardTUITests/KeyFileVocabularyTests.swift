import Foundation
import Scoreboard
import ScoreboardTUI
import Testing

@Suite("key file: vocabulary, key names, default file, help, path")
struct KeyFileVocabularyTests {
  typealias F = KeyFileFixtures

  @Test("every command of the standard keys has an action name that reads back to it")
  func standardNamesRoundTrip() {
    for binding in KeyMap.standard.bindings {
      #expect(KeyCommand(actionName: binding.command.actionName) == binding.command, "\(binding.command)")
    }
  }

  @Test(
    "action names read as documented",
    arguments: [
      ("left +1", KeyCommand.addPoints(.left)), ("right -1", .subtractPoints(.right)),
      ("left +3", .changeScore(.left, by: 3)), ("home +2", .changeTeamScore(.home, by: 2)),
      ("away -1", .changeTeamScore(.away, by: -1)), ("undo", .undo), ("redo", .redo),
      ("reset", .resetScores), ("swap", .swapEnds), ("next screen", .nextScreen), ("help", .showHelp),
      ("quit", .quit), ("new match", .openMatchMenu), ("clock start-stop", .startStopClock),
      ("clock +1s", .adjustClock(seconds: 1)), ("clock -1min", .adjustClock(seconds: -60)),
      ("clock +90s", .adjustClock(seconds: 90)), ("period next", .nextPeriod),
      ("period previous", .previousPeriod), ("period end", .endPeriod), ("foul left", .foul(.left)),
      ("foul right -1", .removeFoul(.right)), ("timeout right", .timeout(.right)),
      ("timeout left -1", .removeTimeout(.left)), ("penalty left", .minorPenalty(.left)),
      ("counter +1", .incrementCounter), ("counter -1", .decrementCounter),
      ("counter +10", .changeCounter(by: 10)), ("counter reset", .resetCounter), ("counter new", .addCounter),
      ("counter next", .selectNextCounter), ("counter previous", .selectPreviousCounter),
      ("count digit", .typeCountDigit), ("cancel count", .cancelCount), ("first server", .switchFirstServer),
      ("  Home   +2 ", .changeTeamScore(.home, by: 2)),
    ])
  func names(name: String, command: KeyCommand) {
    #expect(KeyCommand(actionName: name) == command)
    #expect(KeyCommand(actionName: command.actionName) == command)
  }

  @Test(
    "names that are not actions are refused",
    arguments: [
      "", "home", "home +0", "home +100", "home 2", "left +x", "clock +1h", "foul home", "fly", "none",
    ])
  func notActions(name: String) {
    #expect(KeyCommand(actionName: name) == nil)
  }

  @Test("every key a file can name reads back to the same key")
  func keyNamesRoundTrip() {
    for key in F.keys {
      guard let name = key.keyName else { continue }
      #expect(KeyEvent(keyName: name) == key, "\(name)")
    }
  }

  @Test(
    "key names read as documented",
    arguments: [
      ("w", KeyEvent.character("w")), ("H", .character("H")), ("+", .character("+")), ("[", .character("[")),
      ("space", .character(" ")), ("tab", .tab), ("Tab", .tab), ("shift-tab", .backTab), ("enter", .enter),
      ("esc", .escape), ("backspace", .backspace), ("up", .up), ("down", .down), ("left", .left),
      ("right", .right), ("F1", .function(1)), ("f12", .function(12)), ("ctrl-a", .control(1)),
      ("ctrl-i", .tab),
    ])
  func keyNames(name: String, key: KeyEvent) {
    #expect(KeyEvent(keyName: name) == key)
  }

  @Test(
    "names that are not keys are refused", arguments: ["", "F13", "ctrl-1", "ctrl-c", "ctrl-z", "hme", " "])
  func notKeys(name: String) {
    #expect(KeyEvent(keyName: name) == nil)
  }

  @Test("the default file loads back to exactly the standard key map")
  func defaultTextIsStandard() throws {
    let map = try F.parse(KeyFile.defaultText)
    #expect(map.bindings == KeyMap.standard.bindings)
  }

  @Test(
    "the default file gives every key the standard outcome, on each screen, in each sport, with and without a count"
  )
  func defaultTextBehaves() throws {
    let map = try F.parse(KeyFile.defaultText)
    for sport in Sport.allCases {
      for screen in Screen.allCases {
        for count in [nil, 3] as [Int?] {
          var state = F.match(sport, screen: screen)
          state.ui.pendingCount = count
          for key in F.keys {
            #expect(
              map.outcome(for: key, in: state, at: .seconds(1))
                == KeyMap.standard.outcome(for: key, in: state, at: .seconds(1)), "\(sport) \(screen) \(key)")
          }
        }
      }
    }
  }

  @Test("the default file has comments listing the actions and the key names")
  func defaultTextDocuments() {
    let text = KeyFile.defaultText
    for line in KeyCommand.actionVocabulary { #expect(text.contains(line)) }
    #expect(text.contains("shift-tab") && text.contains("F1 ... F12") && text.contains("ctrl-a"))
    #expect(text.contains("[scoreboard]\nh = \"left +1\""))
  }

  @Test("help shows the loaded bindings: a new key with its action, and a standard key taken away")
  func helpShowsLoadedBindings() throws {
    let map = try F.parse("[scoreboard]\nw = \"home +2\"\nr = \"none\"\n")
    let state = AppState(ui: UIState(screen: .scoreboard, isHelpShown: true))
    let text = AppView.frame(for: state, size: Fixtures.large, options: ViewOptions(), keyMap: map).textLines
    let added = try #require(map.bindings.first { $0.command == .changeTeamScore(.home, by: 2) })
    #expect(added.keyLabel == "w" && added.help == "home team +2")
    #expect(HelpOverlayTests.lists(added, in: text))
    #expect(!text.contains { $0.contains("scores to 0 : 0") })
  }

  @Test("help lists a file key beside the standard key of the same action")
  func helpJoinsKeys() throws {
    let map = try F.parse("[scoreboard]\nw = \"left +1\"\n")
    let state = AppState(ui: UIState(screen: .scoreboard, isHelpShown: true))
    let text = AppView.frame(for: state, size: Fixtures.large, options: ViewOptions(), keyMap: map).textLines
    let joined = try #require(map.bindings.first { $0.command == .addPoints(.left) })
    #expect(HelpOverlayTests.lists(joined, in: text) && joined.keyLabel == "h w")
  }

  @Test("the status line shows a moved help key")
  func statusLineShowsMovedHelp() throws {
    let map = try F.parse("[scoreboard]\n\"?\" = \"none\"\nF1 = \"help\"\n")
    let text = AppView.frame(for: AppState(), size: Fixtures.standard, options: ViewOptions(), keyMap: map)
      .textLines
    #expect(text.last?.contains("F1 help") == true)
  }

  @Test("the key file is under XDG_CONFIG_HOME when it is set, else under ~/.config")
  func configPath() {
    #expect(
      KeyFile.configPath(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/u"])
        == "/x/config/scoreboard-tui/keys.toml")
    #expect(
      KeyFile.configPath(environment: ["HOME": "/home/u"]) == "/home/u/.config/scoreboard-tui/keys.toml")
    #expect(
      KeyFile.configPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"])
        == "/home/u/.config/scoreboard-tui/keys.toml")
    #expect(KeyFile.configPath(environment: [:]) == nil)
  }

  @Test("the default key file is used only when it exists")
  func defaultPathOnlyWhenPresent() {
    let environment = ["HOME": "/home/u"]
    #expect(KeyFile.defaultPath(environment: environment) { _ in false } == nil)
    #expect(
      KeyFile.defaultPath(environment: environment) { _ in true }
        == "/home/u/.config/scoreboard-tui/keys.toml")
  }

  @Test("a file on disk loads")
  func loadsFromDisk() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString).toml")
      .path
    try "[scoreboard]\nw = \"home +2\"\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let map = try KeyFile.load(path: path)
    #expect(
      map.outcome(for: .character("w"), in: AppState()) == .dispatch([.scoreboard(.add(.home, points: 2))]))
  }
}
