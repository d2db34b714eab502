import Scoreboard
import ScoreboardTUI
import Testing

/// Issue 11 items 5 and 13: keys that throw work away ask first.
@Suite("confirming destructive keys")
struct ConfirmationKeysTests {
  private static let keys = KeyMap.standard

  /// The state after pressing `keys` one by one from `state`, and the last key's outcome.
  private static func press(_ typed: [KeyEvent], in state: AppState, keyMap: KeyMap = keys)
    -> (state: AppState, last: KeyOutcome)
  {
    var state = state
    var last = KeyOutcome.ignored
    for key in typed {
      last = keyMap.outcome(for: key, in: state)
      if case .dispatch(let actions) = last { state = Fixtures.state(actions, from: state) }
    }
    return (state, last)
  }

  @Test("issue 11 item 13: q mid-match asks; q again or y quits")
  func quitMidMatchAsks() {
    let asked = Self.press([.character("q")], in: Fixtures.midGame)
    #expect(asked.last == .dispatch([.ui(.askToConfirm(.quit))]))
    #expect(asked.state.ui.confirmation == .quit)
    #expect(Self.press([.character("q")], in: asked.state).last == .quit)
    #expect(Self.press([.character("y")], in: asked.state).last == .quit)
  }

  @Test("issue 25 item 23: q with the game clock running says the clock runs on; q again or y quits")
  func quitWithClockRunningSaysSo() {
    let running = Fixtures.state(
      [.scoreboard(.timed(.startStop(at: .seconds(1))))], from: SportFixtures.basketball)
    #expect(running.scoreboard.timed.clock.isRunning)
    let asked = Self.press([.character("q")], in: running)
    #expect(asked.state.ui.confirmation == .quitWithClockRunning)
    #expect(asked.state.ui.confirmation?.question.contains("The game clock runs on while closed") == true)
    #expect(Self.press([.character("y")], in: asked.state).last == .quit)
    var noConfirm = Self.keys
    noConfirm.asksToConfirm = false
    #expect(Self.press([.character("q")], in: running, keyMap: noConfirm).last == .quit, "--no-confirm")
  }

  @Test(
    "issue 11 item 13: any other key answers no and does nothing else (a, scoring, stays a question's answer)"
  )
  func otherKeyKeeps() {
    let asked = Self.press([.character("q")], in: Fixtures.midGame).state
    let kept = Self.press([.character("a")], in: asked)
    #expect(kept.last == .dispatch([.ui(.dismissConfirmation)]))
    #expect(kept.state.ui.confirmation == nil)
    #expect(kept.state.game == Fixtures.midGame.game)
  }

  @Test("issue 11 item 13: q before anything happened, or after the match is won, quits at once")
  func quitWithoutMatchInProgress() {
    #expect(Self.keys.outcome(for: .character("q"), in: AppState()) == .quit)
    let won = Fixtures.state(
      [.scoreboard(.newMatch(.defaults(for: .tableTennis)))]
        + Array(
          repeating: .scoreboard(.add(.home, points: 1)), count: 33))
    #expect(won.scoreboard.winner == .home)
    #expect(Self.keys.outcome(for: .character("q"), in: won) == .quit)
  }

  @Test("issue 11 item 13: r mid-match asks, and resets only on r or y")
  func resetAsks() {
    let asked = Self.press([.character("r")], in: Fixtures.midGame)
    #expect(asked.state.ui.confirmation == .reset)
    #expect(asked.state.scoreboard == Fixtures.midGame.scoreboard)
    let reset = Self.press([.character("r")], in: asked.state).state
    #expect(reset.scoreboard.home.score == 0 && reset.scoreboard.away.score == 0)
    #expect(reset.ui.confirmation == nil)
    let kept = Self.press([.escape], in: asked.state).state
    #expect(kept.scoreboard == Fixtures.midGame.scoreboard)
  }

  @Test("issue 11 item 13: a new match from the menu mid-match asks; y starts it")
  func newMatchAsks() {
    let asked = Self.press([.character("N"), .character("2")], in: Fixtures.midGame).state
    let rules = SportRules.defaults(for: Sport.allCases[1])
    #expect(asked.ui.confirmation == .newMatch(rules))
    #expect(!asked.ui.isMatchMenuShown)
    #expect(asked.scoreboard == Fixtures.midGame.scoreboard)
    let started = Self.press([.character("y")], in: asked).state
    #expect(started.scoreboard.rules == rules)
  }

  @Test("issue 11 item 13: --no-confirm (asksToConfirm off) quits, resets and starts at once")
  func noConfirm() {
    let keyMap = KeyMap(bindings: KeyMap.standard.bindings, asksToConfirm: false)
    #expect(keyMap.outcome(for: .character("q"), in: Fixtures.midGame) == .quit)
    #expect(keyMap.outcome(for: .character("r"), in: Fixtures.midGame) == .dispatch([.scoreboard(.reset)]))
  }

  @Test("issue 11 item 5: q while saving fails always asks, even with --no-confirm and no match")
  func quitUnsavedAsks() {
    var failing = AppState()
    failing.ui.notices[.saving] = "saving failed: No space left on device (3 actions waiting; retrying)"
    for keyMap in [Self.keys, KeyMap(bindings: KeyMap.standard.bindings, asksToConfirm: false)] {
      let asked = Self.press([.character("q")], in: failing, keyMap: keyMap)
      #expect(asked.state.ui.confirmation == .quitUnsaved)
      #expect(Self.press([.character("q")], in: asked.state, keyMap: keyMap).last == .quit)
    }
  }

  @Test("issue 11 items 5 and 13: the question is on the status line, over the key hints")
  func questionOnStatusLine() {
    let asked = Self.press([.character("q")], in: Fixtures.midGame).state
    let frame = AppView.frame(for: asked, size: Fixtures.standard, options: ViewOptions())
    let statusLine = frame.textLines[23]
    #expect(statusLine.contains("Quit with the match in progress?"))
    #expect(!statusLine.contains("h/a +1"))
    var failing = Fixtures.midGame
    failing.ui.notices[.saving] = "saving failed: disk full"
    failing.ui.confirmation = .quitUnsaved
    let unsaved = AppView.frame(for: failing, size: Fixtures.standard, options: ViewOptions()).textLines[23]
    #expect(unsaved.contains("NOT SAVED"))
  }
}
