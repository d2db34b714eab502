import PropertyBased
import Scoreboard
import StateStore
import Testing

@Suite("App properties over random action sequences")
struct AppPropertyTests {
  let reducer = AppState.reducer

  @Test("scores stay between 0 and the maximum; counters that disallow it never go below 0")
  func neverNegative() async {
    await propertyCheck(input: ActionGen.session) { actions in
      var app = AppState()
      for action in actions {
        _ = reducer.reduce(&app, action)
        for side in Side.allCases {
          #expect((0...TeamScore.maximumScore).contains(app.scoreboard[side].score))
        }
        for counter in app.counters.counters {
          let lowest = counter.allowsNegative ? -TallyCounter.maximumValue : 0
          #expect((lowest...TallyCounter.maximumValue).contains(counter.value))
        }
        #expect(!app.counters.counters.isEmpty)
        #expect(app.counters.counters.indices.contains(app.counters.selectedIndex))
      }
    }
  }

  @Test("names always stay trimmed, non-empty and at most 24 characters")
  func namesStayClean() async {
    await propertyCheck(input: ActionGen.session) { actions in
      let app = reducer.reduced(AppState(), actions)
      let names = Side.allCases.map { app.scoreboard[$0].name } + app.counters.counters.map(\.name)
      for name in names {
        #expect(!name.isEmpty)
        #expect(name.count <= TeamScore.maximumNameLength)
        #expect(name.first?.isWhitespace == false && name.last?.isWhitespace == false, "\(name)")
      }
    }
  }

  @Test("undo after any game action restores the game before it exactly")
  func undoRestores() async {
    await propertyCheck(input: ActionGen.session, ActionGen.game) { actions, action in
      let before = reducer.reduced(AppState(), actions)
      let after = reducer.reduced(before, action)
      guard action != .undo, action != .redo else { return }
      if after.game.present == before.game.present {
        // A change of nothing makes no step, so undo never seems to do nothing.
        #expect(after.game == before.game)
      } else {
        #expect(after.game.canUndo)
        #expect(reducer.reduced(after, .undo).game.present == before.game.present)
        #expect(reducer.reduced(after, .undo).game.past == before.game.past)
      }
    }
  }

  @Test("redo after undo restores the later game")
  func redoRestores() async {
    await propertyCheck(input: ActionGen.session, ActionGen.game) { actions, action in
      let later = reducer.reduced(AppState(), actions + [action])
      let undone = reducer.reduced(later, .undo)
      let redone = reducer.reduced(undone, .redo)
      if later.game.canUndo {
        #expect(undone.game.present != later.game.present)
        #expect(redone.game == later.game)
      } else {
        #expect(undone.game == later.game)
      }
    }
  }

  @Test("reset then undo restores the scores")
  func resetUndo() async {
    await propertyCheck(input: ActionGen.session) { actions in
      let before = reducer.reduced(AppState(), actions)
      let reset = reducer.reduced(before, .scoreboard(.reset))
      #expect(reset.scoreboard.home.score == 0 && reset.scoreboard.away.score == 0)
      if before.scoreboard.home.score == 0 && before.scoreboard.away.score == 0 {
        #expect(reset.game == before.game)
      } else {
        #expect(reducer.reduced(reset, .undo).scoreboard == before.scoreboard)
      }
    }
  }

  @Test("UI state never enters the undo history: the game ignores every UI action")
  func uiNeverInHistory() async {
    await propertyCheck(input: ActionGen.session) { actions in
      let everything = reducer.reduced(AppState(), actions)
      let gameOnly = reducer.reduced(AppState(), actions.filter(\.isGameAction))
      #expect(everything.game == gameOnly.game)
    }
  }

  @Test("a UI action leaves the whole undo history alone, and undo or redo never change screen or help")
  func uiActionKeepsHistory() async {
    await propertyCheck(input: ActionGen.session, ActionGen.ui) { actions, ui in
      let before = reducer.reduced(AppState(), actions)
      #expect(reducer.reduced(before, .ui(ui)).game == before.game)
      for command in [AppAction.undo, .redo] {
        let after = reducer.reduced(before, command)
        #expect(after.ui.screen == before.ui.screen)
        #expect(after.ui.isHelpShown == before.ui.isHelpShown)
        #expect(after.ui.pendingCount == nil)
      }
    }
  }

  @Test("the app reducer does what the per-part reducers do, part by part, and asks for no effects")
  func appMatchesParts() async {
    await propertyCheck(input: ActionGen.session, ActionGen.app) { actions, action in
      var app = reducer.reduced(AppState(), actions)
      let before = app
      let effect = reducer.reduce(&app, action)
      #expect(effect.isNone)
      #expect(app.ui == UIState.reducer.reduced(before.ui, action))
      switch action {
      case .scoreboard(let change):
        #expect(app.scoreboard == ScoreboardState.reducer.reduced(before.scoreboard, change))
        #expect(app.counters == before.counters)
      case .counters(let change):
        #expect(app.counters == CountersState.reducer.reduced(before.counters, change))
        #expect(app.scoreboard == before.scoreboard)
      case .ui:
        #expect(app.game == before.game)
      case .undo, .redo, .rewind, .launched:
        break
      }
    }
  }

  @Test("a pending count is either absent or between 1 and 999")
  func pendingCountInRange() async {
    await propertyCheck(input: ActionGen.session) { actions in
      var app = AppState()
      for action in actions {
        _ = reducer.reduce(&app, action)
        if let count = app.ui.pendingCount {
          #expect((1...UIState.maximumPendingCount).contains(count))
        }
        if action.isGameAction {
          #expect(app.ui.pendingCount == nil)
        }
      }
    }
  }
}
