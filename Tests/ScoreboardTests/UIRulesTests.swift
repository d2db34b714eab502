import Scoreboard
import StateStore
import Testing

@Suite("UI rules")
struct UIRulesTests {
  let reducer = UIState.reducer

  /// The UI state after typing `digits` as a count prefix.
  func typed(_ digits: Int...) -> UIState {
    reducer.reduced(UIState(), digits.map { .ui(.typeCountDigit($0)) })
  }

  @Test("the app starts on the scoreboard screen, without help and without a pending count")
  func start() {
    let ui = UIState()
    #expect(ui.screen == .scoreboard)
    #expect(ui.isHelpShown == false)
    #expect(ui.pendingCount == nil)
    #expect(AppState().ui == ui)
  }

  @Test("next screen moves to the next screen and wraps around after the last")
  func nextScreenWraps() {
    var ui = UIState()
    var seen: [Screen] = []
    for _ in Screen.allCases {
      seen.append(ui.screen)
      ui = reducer.reduced(ui, .ui(.nextScreen))
    }
    #expect(seen == Screen.allCases)
    #expect(ui.screen == Screen.allCases.first)
  }

  @Test("show goes to the screen asked for", arguments: Screen.allCases)
  func show(screen: Screen) {
    let ui = reducer.reduced(UIState(), .ui(.nextScreen), .ui(.show(screen)))
    #expect(ui.screen == screen)
  }

  @Test("help opens and closes over the screen")
  func help() {
    let shown = reducer.reduced(UIState(), .ui(.showHelp))
    #expect(shown.isHelpShown)
    #expect(shown.screen == .scoreboard)
    let hidden = reducer.reduced(shown, .ui(.hideHelp))
    #expect(hidden == UIState())
  }

  @Test("count prefix digits accumulate, most significant first")
  func digitsAccumulate() {
    #expect(typed(3).pendingCount == 3)
    #expect(typed(1, 2).pendingCount == 12)
    #expect(typed(1, 0, 5).pendingCount == 105)
    #expect(typed(4).multiplier == 4)
  }

  @Test("a leading 0 of a count prefix is ignored")
  func leadingZero() {
    #expect(typed(0).pendingCount == nil)
    #expect(typed(0, 0, 7).pendingCount == 7)
    #expect(typed(0, 4, 0).pendingCount == 40)
  }

  @Test("a count prefix stops at 999")
  func countCapped() {
    #expect(typed(9, 9, 9).pendingCount == 999)
    #expect(typed(9, 9, 9, 9).pendingCount == UIState.maximumPendingCount)
    #expect(typed(1, 2, 3, 4, 5).pendingCount == UIState.maximumPendingCount)
    #expect(UIState.maximumPendingCount == 999)
  }

  @Test("a count digit outside 0-9 is ignored", arguments: [-1, 10, 42])
  func notADigit(digit: Int) {
    #expect(typed(digit).pendingCount == nil)
    #expect(typed(2, digit).pendingCount == 2)
  }

  @Test("without a pending count a scoring key counts once")
  func multiplierDefault() {
    #expect(UIState().multiplier == 1)
  }

  @Test(
    "a game action (scoreboard, counters, undo, redo) uses up the pending count",
    arguments: [
      AppAction.scoreboard(.add(.home, points: 1)), .scoreboard(.swapEnds), .counters(.increment(by: 1)),
      .counters(.selectNext), .undo, .redo,
    ])
  func gameActionUsesCount(action: AppAction) {
    let ui = reducer.reduced(typed(4, 2), action)
    #expect(ui.pendingCount == nil)
    #expect(ui.multiplier == 1)
  }

  @Test("cancelCount clears the pending count and nothing else")
  func cancelCount() {
    let before = reducer.reduced(typed(5), .ui(.nextScreen), .ui(.typeCountDigit(5)), .ui(.showHelp))
    #expect(before.pendingCount == 5)
    let after = reducer.reduced(before, .ui(.cancelCount))
    #expect(after.pendingCount == nil)
    #expect(after.screen == before.screen)
    #expect(after.isHelpShown == before.isHelpShown)
  }
}

@Suite("Overlays: one at a time")
struct OverlayRulesTests {
  @Test("help and the new-match menu never cover the screen together; hiding one leaves the other")
  func oneOverlay() {
    let menu = UIState.reducer.reduced(UIState(), .ui(.showMatchMenu))
    #expect(menu.overlay == .matchMenu)
    let help = UIState.reducer.reduced(menu, .ui(.showHelp))
    #expect(help.overlay == .help && !help.isMatchMenuShown)
    #expect(UIState.reducer.reduced(menu, .ui(.hideHelp)).overlay == .matchMenu)
    #expect(UIState.reducer.reduced(help, .ui(.hideHelp)).overlay == nil)
    #expect(UIState.reducer.reduced(help, .ui(.hideMatchMenu)).overlay == .help)
  }
}
