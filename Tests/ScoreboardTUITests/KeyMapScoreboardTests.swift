import Scoreboard
import ScoreboardTUI
import Testing

@Suite("key map: scoreboard screen")
struct KeyMapScoreboardTests {
  let keys = KeyMap.standard
  let state = AppState()

  func outcome(_ character: Character, in state: AppState? = nil) -> KeyOutcome {
    keys.outcome(for: .character(character), in: state ?? self.state)
  }

  @Test("h scores 1 for the home team, drawn on the left")
  func hScoresHome() {
    #expect(outcome("h") == .dispatch([.scoreboard(.add(.home, points: 1))]))
  }

  @Test("a scores 1 for the away team, drawn on the right")
  func aScoresAway() {
    #expect(outcome("a") == .dispatch([.scoreboard(.add(.away, points: 1))]))
  }

  @Test("H and A take 1 off the left and right teams")
  func shiftedKeysSubtract() {
    #expect(outcome("H") == .dispatch([.scoreboard(.subtract(.home, points: 1))]))
    #expect(outcome("A") == .dispatch([.scoreboard(.subtract(.away, points: 1))]))
  }

  @Test("after a swap of ends, h and H act on the away team now on the left, a and A on home")
  func keysFollowScreenSideAfterSwap() {
    let swapped = Fixtures.state([.scoreboard(.swapEnds)])
    #expect(outcome("h", in: swapped) == .dispatch([.scoreboard(.add(.away, points: 1))]))
    #expect(outcome("H", in: swapped) == .dispatch([.scoreboard(.subtract(.away, points: 1))]))
    #expect(outcome("a", in: swapped) == .dispatch([.scoreboard(.add(.home, points: 1))]))
    #expect(outcome("A", in: swapped) == .dispatch([.scoreboard(.subtract(.home, points: 1))]))
  }

  @Test("a digit starts a count prefix", arguments: 1...9)
  func digitStartsCount(digit: Int) {
    let key = Character(String(digit))
    #expect(outcome(key) == .dispatch([.ui(.typeCountDigit(digit))]))
  }

  @Test("0 with no count pending does nothing on the scoreboard")
  func zeroWithoutCountIsIgnored() {
    #expect(outcome("0") == .ignored)
  }

  @Test("0 after a digit continues the count")
  func zeroContinuesCount() {
    let counting = Fixtures.state([.ui(.typeCountDigit(1))])
    #expect(outcome("0", in: counting) == .dispatch([.ui(.typeCountDigit(0))]))
  }

  @Test("3h scores 3 for the left team, 12A takes 12 off the right team")
  func countMultipliesScoreKeys() {
    let three = Fixtures.state([.ui(.typeCountDigit(3))])
    #expect(outcome("h", in: three) == .dispatch([.scoreboard(.add(.home, points: 3))]))
    let twelve = Fixtures.state([.ui(.typeCountDigit(1)), .ui(.typeCountDigit(2))])
    #expect(outcome("A", in: twelve) == .dispatch([.scoreboard(.subtract(.away, points: 12))]))
  }

  @Test("typing 3 then h through the reducer gives 3 : 0 and clears the count")
  func countPrefixEndToEnd() {
    var state = AppState()
    for character in "3h" {
      guard case .dispatch(let actions) = outcome(character, in: state) else {
        Issue.record("\(character) was not dispatched")
        return
      }
      state = Fixtures.state(actions, from: state)
    }
    #expect(state.scoreboard.home.score == 3)
    #expect(state.ui.pendingCount == nil)
  }

  @Test("Esc cancels a pending count and is ignored when there is none")
  func escapeCancelsCount() {
    let counting = Fixtures.state([.ui(.typeCountDigit(4))])
    #expect(keys.outcome(for: .escape, in: counting) == .dispatch([.ui(.cancelCount)]))
    #expect(keys.outcome(for: .escape, in: state) == .ignored)
  }

  @Test("r resets the scores, s swaps ends, u undoes, U redoes")
  func gameKeys() {
    #expect(outcome("r") == .dispatch([.scoreboard(.reset)]))
    #expect(outcome("s") == .dispatch([.scoreboard(.swapEnds)]))
    #expect(outcome("u") == .dispatch([.undo]))
    #expect(outcome("U") == .dispatch([.redo]))
  }

  @Test("Tab goes to the counters, ? opens help, q quits")
  func screenKeys() {
    #expect(keys.outcome(for: .tab, in: state) == .dispatch([.ui(.nextScreen)]))
    #expect(outcome("?") == .dispatch([.ui(.showHelp)]))
    #expect(outcome("q") == .quit)
  }

  @Test("counter keys mean nothing on the scoreboard (n renames there instead of adding a counter)")
  func counterKeysIgnored() {
    for character in "+=-jk" {
      #expect(outcome(character) == .ignored, "\(character)")
    }
    #expect(keys.outcome(for: .up, in: state) == .ignored)
  }
}
