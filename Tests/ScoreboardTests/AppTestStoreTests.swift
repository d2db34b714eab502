import Scoreboard
import StateStore
import StateStoreTesting
import Testing

/// What an expected undo history can do: one more recorded step, or a step back or forward. Made
/// with the same `undoable` reducer the app's game uses, so a test says "one more step" without
/// reaching into the history's storage.
private enum HistoryStep: Sendable {
  case change(to: Game)
  case undo
  case redo
}

private let expectedHistory = Reducer<Game, HistoryStep>.plain { game, step in
  if case .change(let next) = step { game = next }
}
.undoable { step in
  switch step {
  case .undo: .undo
  case .redo: .redo
  case .change: nil
  }
}

extension UndoHistory<Game> {
  /// Records one undo step that changes the present game with `change`, forgetting what could
  /// be redone.
  fileprivate mutating func recordStep(_ change: (inout Game) -> Void) {
    var next = present
    change(&next)
    _ = expectedHistory.reduce(&self, .change(to: next))
  }

  /// Steps back to the game before the last step.
  fileprivate mutating func stepBack() {
    _ = expectedHistory.reduce(&self, .undo)
  }

  /// Steps forward again to the game the last undo took away.
  fileprivate mutating func stepForward() {
    _ = expectedHistory.reduce(&self, .redo)
  }
}

/// A test store on the app's reducer, from a new app state.
private func appStore(_ initialState: AppState = AppState()) -> TestStore<AppState, AppAction> {
  TestStore(initialState: initialState, reducer: AppState.reducer)
}

@Suite("App, step by step: every change asserted with a test store")
struct AppTestStoreTests {
  @Test("scoring, a count prefix, undo and redo")
  func scoringCountUndoRedo() async {
    let store = appStore()
    await store.send(.scoreboard(.add(.home, points: 1))) {
      $0.game.recordStep { $0.scoreboard.home.score = 1 }
    }
    await store.send(.ui(.typeCountDigit(1))) { $0.ui.pendingCount = 1 }
    await store.send(.ui(.typeCountDigit(2))) { $0.ui.pendingCount = 12 }
    // The key map turns `12a` into one action worth the pending count: one step, not twelve.
    await store.send(.scoreboard(.add(.away, points: store.state.ui.multiplier))) {
      $0.game.recordStep { $0.scoreboard.away.score = 12 }
      $0.ui.pendingCount = nil
    }
    await store.send(.undo) { $0.game.stepBack() }
    #expect(store.state.scoreboard.away.score == 0)
    #expect(store.state.scoreboard.home.score == 1)
    await store.send(.undo) { $0.game.stepBack() }
    #expect(store.state.game.present == Game())
    await store.send(.undo)
    await store.send(.redo) { $0.game.stepForward() }
    await store.send(.redo) { $0.game.stepForward() }
    #expect(store.state.scoreboard.scoreLine == "Home 1 : 12 Away")
    await store.send(.redo)
    await store.finish()
  }

  @Test("a game action after an undo forgets what could have been redone")
  func newActionClearsRedo() async {
    let store = appStore()
    await store.send(.scoreboard(.add(.home, points: 1))) {
      $0.game.recordStep { $0.scoreboard.home.score = 1 }
    }
    await store.send(.undo) { $0.game.stepBack() }
    #expect(store.state.game.canRedo)
    await store.send(.scoreboard(.add(.away, points: 1))) {
      $0.game.recordStep { $0.scoreboard.away.score = 1 }
    }
    #expect(!store.state.game.canRedo)
    await store.send(.redo)
    await store.finish()
  }

  @Test("screen changes are never undo steps; undo reaches past them to the last game change")
  func uiIsNotUndone() async {
    let store = appStore()
    await store.send(.scoreboard(.add(.home, points: 1))) {
      $0.game.recordStep { $0.scoreboard.home.score = 1 }
    }
    await store.send(.ui(.nextScreen)) { $0.ui.screen = .counters }
    await store.send(.ui(.showHelp)) { $0.ui.isHelpShown = true }
    await store.send(.ui(.typeCountDigit(3))) { $0.ui.pendingCount = 3 }
    // Undo takes the score back, keeps the screen and help, and uses up the pending count.
    await store.send(.undo) {
      $0.game.stepBack()
      $0.ui.pendingCount = nil
    }
    #expect(store.state.game.present == Game())
    await store.finish()
  }

  @Test("an action that changes nothing makes no undo step, and undo with nothing to undo does nothing")
  func noOpMakesNoStep() async {
    let store = appStore(AppState(game: Game(scoreboard: .at(5, 0))))
    await store.send(.undo)
    await store.send(.scoreboard(.subtract(.away, points: 1)))
    await store.send(.counters(.remove))
    await store.send(.redo)
    await store.finish()
  }

  @Test("counters: each change is a step; a counter that cannot go negative stops at zero")
  func counters() async {
    let store = appStore()
    await store.send(.counters(.increment(by: 2))) {
      $0.game.recordStep { $0.counters.selected.value = 2 }
    }
    await store.send(.counters(.decrement(by: 5))) {
      $0.game.recordStep { $0.counters.selected.value = 0 }
    }
    await store.send(.counters(.decrement(by: 1)))
    await store.send(.undo) { $0.game.stepBack() }
    #expect(store.state.counters.selected.value == 2)
    await store.send(.undo) { $0.game.stepBack() }
    #expect(store.state.game.present == Game())
    await store.finish()
  }
}
