import Foundation
import Scoreboard
import ScoreboardTUI
import Testing

/// States and helpers for the key-file tests.
enum KeyFileFixtures {
  static let scoreboard = AppState()
  static let counters = AppState(ui: UIState(screen: .counters))

  static func match(_ sport: Sport, screen: Screen = .scoreboard) -> AppState {
    var state = Fixtures.state([.scoreboard(.newMatch(.defaults(for: sport)))])
    state.ui.screen = screen
    return state
  }

  /// Every key a file can name, and a few it cannot.
  static let keys: [KeyEvent] =
    (32...126).map { .character(Character(Unicode.Scalar(UInt8($0)))) }
    + [.character("é"), .tab, .backTab, .enter, .escape, .backspace, .up, .down, .left, .right]
    + (1...13).map { .function($0) } + (1...26).map { .control(UInt8($0)) }

  static func parse(_ text: String) throws -> KeyMap {
    try KeyFile.parse(text, path: "keys.toml")
  }

  /// The one-line error that loading `text` gives, or `nil` when it loads.
  static func error(_ text: String) -> String? {
    do {
      _ = try KeyFile.parse(text, path: "keys.toml")
      return nil
    } catch {
      return error.description
    }
  }
}

@Suite("key file: bindings")
struct KeyFileBindingTests {
  typealias F = KeyFileFixtures

  @Test("a key in [scoreboard] with an amount scores that many for the team, wherever it is drawn")
  func teamAmount() throws {
    let map = try F.parse("[scoreboard]\nw = \"home +2\"\n")
    #expect(
      map.outcome(for: .character("w"), in: F.scoreboard) == .dispatch([.scoreboard(.add(.home, points: 2))]))
    let swapped = Fixtures.state([.scoreboard(.swapEnds)])
    #expect(
      map.outcome(for: .character("w"), in: swapped) == .dispatch([.scoreboard(.add(.home, points: 2))]))
  }

  @Test("a count typed first multiplies the amount: 3 then home +2 gives 6")
  func countMultiplies() throws {
    let map = try F.parse("[scoreboard]\nw = \"home +2\"\nx = \"away -1\"\n")
    let counted = Fixtures.state([.ui(.typeCountDigit(3))])
    #expect(
      map.outcome(for: .character("w"), in: counted) == .dispatch([.scoreboard(.add(.home, points: 6))]))
    #expect(
      map.outcome(for: .character("x"), in: counted) == .dispatch([.scoreboard(.subtract(.away, points: 3))]))
  }

  @Test("the file overlays the standard keys: keys it does not name keep their bindings")
  func overlay() throws {
    let map = try F.parse("[scoreboard]\nw = \"home +2\"\n")
    #expect(
      map.outcome(for: .character("h"), in: F.scoreboard) == .dispatch([.scoreboard(.add(.home, points: 1))]))
    #expect(map.outcome(for: .character("q"), in: F.scoreboard) == .quit)
    #expect(
      map.outcome(for: .character("n"), in: F.counters)
        == .dispatch([
          .counters(.add(name: "", allowsNegative: false)),
          .ui(.counterNameEntryChanged(CounterNameEntry(text: "Count 2"))),
        ]))
  }

  @Test("a key in the file replaces that key's standard binding, on the file's screen only")
  func replaces() throws {
    let map = try F.parse("[scoreboard]\nu = \"left +3\"\n")
    #expect(
      map.outcome(for: .character("u"), in: F.scoreboard) == .dispatch([.scoreboard(.add(.home, points: 3))]))
    #expect(map.outcome(for: .character("u"), in: F.counters) == .dispatch([.undo]))
  }

  @Test("a key in [counters] works on the counters screen and not on the scoreboard")
  func perScreen() throws {
    let map = try F.parse("[counters]\nx = \"counter +5\"\n")
    #expect(map.outcome(for: .character("x"), in: F.counters) == .dispatch([.counters(.increment(by: 5))]))
    #expect(map.outcome(for: .character("x"), in: F.scoreboard) == .ignored)
  }

  @Test("a key in [all] works on both screens")
  func allScreens() throws {
    let map = try F.parse("[all]\nctrl-u = \"undo\"\n")
    #expect(map.outcome(for: .control(21), in: F.scoreboard) == .dispatch([.undo]))
    #expect(map.outcome(for: .control(21), in: F.counters) == .dispatch([.undo]))
  }

  @Test("F1 = clock start-stop starts the clock in a timed sport and is left out of others")
  func functionKeyClock() throws {
    let map = try F.parse("[scoreboard]\nF1 = \"clock start-stop\"\nF2 = \"clock -1min\"\n")
    let basketball = F.match(.basketball)
    #expect(
      map.outcome(for: .function(1), in: basketball, at: .seconds(5))
        == .dispatch([.scoreboard(.timed(.startStop(at: .seconds(5))))]))
    #expect(
      map.outcome(for: .function(2), in: basketball)
        == .dispatch([.scoreboard(.timed(.adjustClock(seconds: -60)))]))
    #expect(map.outcome(for: .function(1), in: F.match(.tennis)) == .ignored)
  }

  @Test("a file key with a standard action joins that binding, so help lists both keys together")
  func joinsStandardBinding() throws {
    let map = try F.parse("[scoreboard]\nw = \"left +1\"\n")
    let binding = try #require(map.bindings(on: .scoreboard).first { $0.command == .addPoints(.left) })
    #expect(binding.keys == [.character("h"), .character("w")])
    #expect(binding.keyLabel == "h w")
  }

  @Test("a list of actions tries them in the written order until one applies")
  func listOfActions() throws {
    let map = try F.parse("[counters]\nx = [\"cancel count\", \"counter reset\"]\n")
    #expect(map.outcome(for: .character("x"), in: F.counters) == .dispatch([.counters(.reset)]))
    var counted = F.counters
    counted.ui.pendingCount = 4
    #expect(map.outcome(for: .character("x"), in: counted) == .dispatch([.ui(.cancelCount)]))
  }

  @Test("a list written against the standard order is still tried in the written order")
  func listAgainstStandardOrder() throws {
    let map = try F.parse("[counters]\n\"0\" = [\"counter reset\", \"count digit\"]\n")
    #expect(map.outcome(for: .character("0"), in: F.counters) == .dispatch([.counters(.reset)]))
    var counted = F.counters
    counted.ui.pendingCount = 4
    // A reset takes no count (issue 11 item 10), so with one pending the next action applies.
    #expect(map.outcome(for: .character("0"), in: counted) == .dispatch([.ui(.typeCountDigit(0))]))
    #expect(map.outcome(for: .character("1"), in: counted) == .dispatch([.ui(.typeCountDigit(1))]))
  }

  @Test("\"none\" takes a key's binding away on the table's screens")
  func none() throws {
    let map = try F.parse("[scoreboard]\nr = \"none\"\n")
    #expect(map.outcome(for: .character("r"), in: F.scoreboard) == .ignored)
    #expect(!map.bindings.contains { $0.command == .resetScores })
  }

  @Test("quoted keys, named keys in any case, comments and blank lines are read")
  func spellings() throws {
    let text = """
      # my keys

      [scoreboard]
      "+" = "home +1"   # plus
      Space = "undo"
      'x' = "redo"
      """
    let map = try F.parse(text)
    #expect(
      map.outcome(for: .character("+"), in: F.scoreboard) == .dispatch([.scoreboard(.add(.home, points: 1))]))
    #expect(map.outcome(for: .character(" "), in: F.scoreboard) == .dispatch([.undo]))
    #expect(map.outcome(for: .character("x"), in: F.scoreboard) == .dispatch([.redo]))
  }

  @Test("an empty file gives the standard keys")
  func emptyFile() throws {
    #expect(try F.parse("").bindings == KeyMap.standard.bindings)
  }
}

@Suite("key file: errors name the line")
struct KeyFileErrorTests {
  typealias F = KeyFileFixtures

  @Test("an unknown action is an error on its line")
  func unknownAction() {
    #expect(
      F.error("[scoreboard]\nh = \"left +1\"\n\nw = \"home +two\"\n")
        == "keys.toml:4: unknown action \"home +two\" for key w; actions are like \"home +2\", \"left +1\", "
        + "\"clock start-stop\", \"undo\" (scoreboard-tui keys lists them all)")
  }

  @Test("an unknown action inside a list is an error on the list's line")
  func unknownActionInList() {
    #expect(
      F.error("[all]\nx = [\"undo\", \"fly\"]\n")?.hasPrefix("keys.toml:2: unknown action \"fly\" for key x")
        == true)
  }

  @Test("an unknown key name is an error on its line")
  func unknownKey() {
    #expect(
      F.error("[counters]\nx = \"counter +1\"\nctrl-1 = \"undo\"\n")
        == "keys.toml:3: unknown key name \"ctrl-1\"; keys are single characters (w, H, \"+\") or space, tab, "
        + "shift-tab, enter, esc, backspace, up, down, left, right, F1-F12, ctrl-a-ctrl-z")
  }

  @Test("a control key the terminal keeps for itself cannot be bound")
  func reservedKey() {
    #expect(
      F.error("[all]\nctrl-c = \"quit\"\n")?.hasPrefix("keys.toml:2: unknown key name \"ctrl-c\"") == true)
  }

  @Test("two actions on one key in one table are an error on the second line, naming the first")
  func twoActionsSameTable() {
    #expect(
      F.error("[scoreboard]\nw = \"home +2\"\nx = \"undo\"\nw = \"away +2\"\n")
        == "keys.toml:4: key w has two actions on the scoreboard screen (the other is on line 2); keep one")
  }

  @Test("two spellings of one key are two actions on one key")
  func twoSpellings() {
    #expect(
      F.error("[counters]\ntab = \"undo\"\nctrl-i = \"redo\"\n")
        == "keys.toml:3: key ctrl-i has two actions on the counters screen (the other is on line 2); keep one"
    )
  }

  @Test("a key in [all] and again in [scoreboard] has two actions on the scoreboard screen")
  func twoActionsAcrossTables() {
    #expect(
      F.error("[all]\nw = \"undo\"\n\n[scoreboard]\nw = \"home +1\"\n")
        == "keys.toml:5: key w has two actions on the scoreboard screen (the other is on line 2); keep one")
  }

  @Test("malformed TOML is an error on the line the parser names")
  func malformed() throws {
    let message = try #require(F.error("[scoreboard]\nw = \"home +2\"\nx = \n"))
    #expect(message.hasPrefix("keys.toml:3: not valid TOML: "))
    #expect(!message.contains("\n"))
  }

  @Test("an unterminated string is an error on its line")
  func unterminatedString() throws {
    let message = try #require(F.error("[all]\nu = \"undo\n"))
    #expect(message.hasPrefix("keys.toml:2: not valid TOML: "))
  }

  @Test("an unknown table is an error on its header line")
  func unknownTable() {
    #expect(
      F.error("[all]\nu = \"undo\"\n[scores]\nw = \"home +1\"\n")
        == "keys.toml:3: unknown screen [scores]; the tables are [scoreboard], [counters], [all] (both screens) and [colors]"
    )
  }

  @Test("a key outside a table is an error on its line")
  func outsideTable() {
    #expect(
      F.error("# keys\nw = \"home +1\"\n")
        == "keys.toml:2: key w is outside a screen; put it under [scoreboard], [counters] or [all]")
  }

  @Test("a value that is not an action is an error on its line")
  func notAnAction() {
    #expect(
      F.error("[all]\nu = 3\n")
        == "keys.toml:2: key u needs an action in quotes, like u = \"undo\", or a list of them")
  }

  @Test("an action on a screen where it does nothing is an error on its line")
  func wrongScreen() {
    #expect(
      F.error("[all]\nx = \"counter +1\"\n")
        == "keys.toml:2: action \"counter +1\" of key x does nothing on the scoreboard screen; put it under [counters]"
    )
  }

  @Test("count digit on a key that is not a digit is an error on its line")
  func countDigitOnLetter() {
    #expect(
      F.error("[all]\nx = \"count digit\"\n")
        == "keys.toml:2: key x is not a digit, so \"count digit\" cannot use it; bind it to 0-9")
  }

  @Test("taking the last key for quit from a screen is an error on that line")
  func lastQuitKey() {
    #expect(
      F.error("[counters]\nx = \"undo\"\nq = \"counter +1\"\n")
        == "keys.toml:3: this takes q, the last key for \"quit\", on the counters screen; "
        + "bind \"quit\" to another key there")
  }

  @Test("quit may move to another key")
  func quitMoves() throws {
    let map = try F.parse("[all]\nq = \"none\"\nctrl-x = \"quit\"\n")
    #expect(map.outcome(for: .control(24), in: F.counters) == .quit)
    #expect(map.outcome(for: .character("q"), in: F.counters) == .ignored)
  }

  @Test("the first mistake by line is the one reported")
  func firstByLine() {
    #expect(
      F.error("[scoreboard]\nzz = \"fly\"\na = \"fly\"\n")?.hasPrefix("keys.toml:2: unknown key name") == true
    )
  }

  @Test("a file that cannot be read is an error naming the file")
  func unreadable() {
    let path = "/nonexistent-\(UUID().uuidString)/keys.toml"
    #expect(throws: KeyFileError(path: path, line: nil, problem: .unreadable(reason: "no such file"))) {
      try KeyFile.load(path: path)
    }
  }
}
