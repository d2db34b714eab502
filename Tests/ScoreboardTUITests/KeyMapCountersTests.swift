import Scoreboard
import ScoreboardTUI
import Testing

@Suite("key map: counters screen")
struct KeyMapCountersTests {
  let keys = KeyMap.standard
  let state = Fixtures.state([.ui(.show(.counters))])

  func outcome(_ key: KeyEvent, in state: AppState? = nil) -> KeyOutcome {
    keys.outcome(for: key, in: state ?? self.state)
  }

  @Test("+, = and Up add 1 to the selected counter")
  func incrementKeys() {
    for key: KeyEvent in [.character("+"), .character("="), .up] {
      #expect(outcome(key) == .dispatch([.counters(.increment(by: 1))]), "\(key)")
    }
  }

  @Test("- and Down take 1 off the selected counter")
  func decrementKeys() {
    for key: KeyEvent in [.character("-"), .down] {
      #expect(outcome(key) == .dispatch([.counters(.decrement(by: 1))]), "\(key)")
    }
  }

  @Test("a count multiplies + and -: 25+ adds 25")
  func countMultipliesCounting() {
    let counting = Fixtures.state([.ui(.typeCountDigit(2)), .ui(.typeCountDigit(5))], from: state)
    #expect(outcome(.character("+"), in: counting) == .dispatch([.counters(.increment(by: 25))]))
    #expect(outcome(.down, in: counting) == .dispatch([.counters(.decrement(by: 25))]))
  }

  @Test("0 resets the selected counter when no count is pending")
  func zeroResets() {
    #expect(outcome(.character("0")) == .dispatch([.counters(.reset)]))
  }

  @Test("0 is a digit of the count when a count is pending")
  func zeroIsDigitWhenCounting() {
    let counting = Fixtures.state([.ui(.typeCountDigit(1))], from: state)
    #expect(outcome(.character("0"), in: counting) == .dispatch([.ui(.typeCountDigit(0))]))
  }

  @Test("n adds a counter and opens its name, selected; j and k select the next and previous")
  func listKeys() {
    #expect(
      outcome(.character("n"))
        == .dispatch([
          .counters(.add(name: "", allowsNegative: false)),
          .ui(.counterNameEntryChanged(CounterNameEntry(text: "Count 2", isTextSelected: true))),
        ]))
    #expect(outcome(.character("j")) == .dispatch([.counters(.selectNext)]))
    #expect(outcome(.character("k")) == .dispatch([.counters(.selectPrevious)]))
  }

  @Test(
    "issue 25 item 27: n, a name typed and Enter make a named counter; undo takes the name, then the counter")
  func newCounterNamed() {
    let named = Fixtures.pressing([.character("n")] + "Laps".map { .character($0) } + [.enter], in: state)
    #expect(named.counters.counters.map(\.name) == ["Count", "Laps"])
    #expect(named.counters.selected.name == "Laps" && named.ui.counterNameEntry == nil)
    let counted = Fixtures.pressing([.character("+"), .character("+")], in: named)
    #expect(counted.counters.selected.value == 2, "the keys count again once the name is saved")
    let undone = Fixtures.pressing(Array(repeating: .character("u"), count: 3), in: counted)
    #expect(undone.counters.counters.map(\.name) == ["Count", "Count 2"])
    #expect(Fixtures.pressing([.character("u")], in: undone).counters.counters.map(\.name) == ["Count"])
  }

  @Test("issue 25 item 27: e renames the selected counter; Escape keeps its name; a blank name keeps it")
  func renameCounter() {
    let renamed = Fixtures.pressing([.character("e")] + "Aces".map { .character($0) } + [.enter], in: state)
    #expect(renamed.counters.selected.name == "Aces")
    #expect(Fixtures.pressing([.character("u")], in: renamed).counters.selected.name == "Count")
    let kept = Fixtures.pressing([.character("e"), .character("Z"), .escape], in: state)
    #expect(kept.counters.selected.name == "Count" && kept.ui.counterNameEntry == nil)
    let blank = Fixtures.pressing([.character("e"), .control(0x15), .character(" "), .enter], in: state)
    #expect(blank.counters.selected.name == "Count")
    let prompt = AppView.frame(
      for: Fixtures.pressing([.character("e")], in: state), size: TerminalSize(columns: 80, lines: 24),
      options: ViewOptions())
    #expect(prompt.textLines[23].contains("Counter name: [Count]  Enter saves  Esc cancels"))
  }

  @Test("issue 25 item 27: x deletes the selected counter, undo brings it back; the last one stays")
  func deleteCounter() {
    let two = Fixtures.pressing([.character("n"), .enter, .character("+")], in: state)
    #expect(two.counters.counters.count == 2)
    let deleted = Fixtures.pressing([.character("x")], in: two)
    #expect(deleted.counters.counters.map(\.name) == ["Count"])
    #expect(Fixtures.pressing([.character("u")], in: deleted).counters.selected.value == 1)
    #expect(outcome(.character("x")) == .ignored, "the last counter cannot be deleted")
  }

  @Test("issue 25 item 27: a counter that allows negatives counts below 0, and a new one takes its setting")
  func negativeCounters() {
    var start = AppState(game: Game(counters: CountersState(allowsNegative: true)))
    start.ui.screen = .counters
    let below = Fixtures.pressing([.character("-"), .character("-")], in: start)
    #expect(below.counters.selected.value == -2)
    let added = Fixtures.pressing([.character("n"), .enter, .character("-")], in: below)
    #expect(added.counters.selected.value == -1)
    let plain = Fixtures.pressing([.character("-")], in: state)
    #expect(plain.counters.selected.value == 0, "without --allow-negative a counter stops at 0")
  }

  @Test("Tab goes back, u and U undo and redo, ? opens help, q quits")
  func sharedKeys() {
    #expect(outcome(.tab) == .dispatch([.ui(.nextScreen)]))
    #expect(outcome(.character("u")) == .dispatch([.undo]))
    #expect(outcome(.character("U")) == .dispatch([.redo]))
    #expect(outcome(.character("?")) == .dispatch([.ui(.showHelp)]))
    #expect(outcome(.character("q")) == .quit)
  }

  @Test("scoreboard keys mean nothing on the counters screen")
  func scoreKeysIgnored() {
    for character in "hHaArs" {
      #expect(outcome(.character(character)) == .ignored, "\(character)")
    }
  }
}
