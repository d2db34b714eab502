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

  @Test("n adds a counter, j and k select the next and previous")
  func listKeys() {
    #expect(outcome(.character("n")) == .dispatch([.counters(.add(name: "", allowsNegative: false))]))
    #expect(outcome(.character("j")) == .dispatch([.counters(.selectNext)]))
    #expect(outcome(.character("k")) == .dispatch([.counters(.selectPrevious)]))
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
