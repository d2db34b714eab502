import Scoreboard
import StateStore
import StateStoreTesting
import Testing

/// A test store on the app's reducer, from a new app state.
private func appStore(_ initialState: AppState = AppState()) -> TestStore<AppState, AppAction> {
  TestStore(initialState: initialState, reducer: AppState.reducer)
}

/// A game at `home` : `away`, everything else as new.
private func game(_ home: Int, _ away: Int) -> Game {
  Game(scoreboard: .at(home, away))
}

/// The step from `before` to `after` made by `action`.
private func step(_ action: AppAction, _ before: Game, _ after: Game) -> TimelineStep {
  TimelineStep(from: before, to: after, by: action)
}

/// The start of a timeline at `game`.
private func start(_ game: Game = Game()) -> TimelineStep { TimelineStep(game: game) }

/// A new game whose only counter stands at `value`.
private func counted(_ value: Int) -> Game {
  var game = Game()
  game.counters.selected.value = value
  return game
}

@Suite("App, step by step: every change asserted with a test store")
struct AppTestStoreTests {
  @Test("scoring, a count prefix, undo and redo")
  func scoringCountUndoRedo() async {
    let store = appStore()
    let point = step(.scoreboard(.add(.home, points: 1)), Game(), game(1, 0))
    let twelve = step(.scoreboard(.add(.away, points: 12)), game(1, 0), game(1, 12))
    await store.send(.scoreboard(.add(.home, points: 1))) {
      $0.game = Timeline(steps: [start(), step(.scoreboard(.add(.home, points: 1)), Game(), game(1, 0))])
    }
    await store.send(.ui(.typeCountDigit(1))) { $0.ui.pendingCount = 1 }
    await store.send(.ui(.typeCountDigit(2))) { $0.ui.pendingCount = 12 }
    // The key map turns `12a` into one action worth the pending count: one step, not twelve.
    await store.send(.scoreboard(.add(.away, points: store.state.ui.multiplier))) {
      $0.game = Timeline(steps: [start(), point, twelve])
      $0.ui.pendingCount = nil
    }
    await store.send(.undo) { $0.game = Timeline(steps: [start(), point], undone: [[twelve]]) }
    await store.send(.undo) { $0.game = Timeline(steps: [start()], undone: [[twelve], [point]]) }
    await store.send(.undo)
    await store.send(.redo) { $0.game = Timeline(steps: [start(), point], undone: [[twelve]]) }
    await store.send(.redo) { $0.game = Timeline(steps: [start(), point, twelve]) }
    #expect(store.state.scoreboard.scoreLine == "Home 1 : 12 Away")
    await store.send(.redo)
    await store.finish()
  }

  @Test("a game action after an undo forgets what could have been redone")
  func newActionClearsRedo() async {
    let store = appStore()
    await store.send(.scoreboard(.add(.home, points: 1))) {
      $0.game = Timeline(steps: [start(), step(.scoreboard(.add(.home, points: 1)), Game(), game(1, 0))])
    }
    await store.send(.undo) {
      $0.game = Timeline(
        steps: [start()], undone: [[step(.scoreboard(.add(.home, points: 1)), Game(), game(1, 0))]])
    }
    await store.send(.scoreboard(.add(.away, points: 1))) {
      $0.game = Timeline(steps: [start(), step(.scoreboard(.add(.away, points: 1)), Game(), game(0, 1))])
    }
    await store.send(.redo)
    await store.finish()
  }

  @Test("screen changes are never undo steps; undo reaches past them to the last game change")
  func uiIsNotUndone() async {
    let store = appStore()
    await store.send(.scoreboard(.add(.home, points: 1))) {
      $0.game = Timeline(steps: [start(), step(.scoreboard(.add(.home, points: 1)), Game(), game(1, 0))])
    }
    await store.send(.ui(.nextScreen)) { $0.ui.screen = .counters }
    await store.send(.ui(.showHelp)) { $0.ui.isHelpShown = true }
    await store.send(.ui(.typeCountDigit(3))) { $0.ui.pendingCount = 3 }
    // Undo takes the score back, keeps the screen and help, and uses up the pending count.
    await store.send(.undo) {
      $0.game = Timeline(
        steps: [start()], undone: [[step(.scoreboard(.add(.home, points: 1)), Game(), game(1, 0))]])
      $0.ui.pendingCount = nil
    }
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
    let two = step(.counters(.increment(by: 2)), Game(), counted(2))
    let zero = step(.counters(.decrement(by: 5)), counted(2), counted(0))
    await store.send(.counters(.increment(by: 2))) {
      $0.game = Timeline(steps: [start(), two])
    }
    await store.send(.counters(.decrement(by: 5))) {
      $0.game = Timeline(steps: [start(), two, zero])
    }
    await store.send(.counters(.decrement(by: 1)))
    await store.send(.undo) { $0.game = Timeline(steps: [start(), two], undone: [[zero]]) }
    await store.send(.undo) { $0.game = Timeline(steps: [start()], undone: [[zero], [two]]) }
    await store.finish()
  }
}
