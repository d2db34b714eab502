import Scoreboard
import StateStore
import Synchronization
import Testing

@Suite("Store integration")
struct StoreIntegrationTests {
  @Test("a Store with AppState.reducer ends in the expected state after dispatches")
  func storeDispatches() {
    let store = Store(initialState: AppState(), reducer: AppState.reducer)
    let actions: [AppAction] = [
      .scoreboard(.rename(.home, to: " Lions ")),
      .ui(.typeCountDigit(3)),
      .scoreboard(.add(.home, points: 3)),
      .scoreboard(.add(.away, points: 2)),
      .scoreboard(.subtract(.away, points: 5)),
      .counters(.increment(by: 4)),
      .counters(.add(name: "Laps", allowsNegative: false)),
      .counters(.increment(by: 2)),
      .undo,
      .ui(.nextScreen),
      .ui(.showHelp),
    ]
    for action in actions {
      store.dispatch(action)
    }
    let state = store.state
    #expect(state.scoreboard.home == TeamScore(name: "Lions", score: 3))
    #expect(state.scoreboard.away == TeamScore(name: "Away", score: 0))
    #expect(state.counters.counters.map(\.name) == ["Count", "Laps"])
    #expect(state.counters.counters.map(\.value) == [4, 0])
    #expect(state.counters.selected.name == "Laps")
    #expect(state.game.canRedo)
    #expect(state.ui == UIState(screen: .counters, isHelpShown: true, pendingCount: nil))
    #expect(state == AppState.reducer.reduced(AppState(), actions))
  }

  @Test("a subscriber of the store sees each new state, and undo through the store restores it")
  func storeSubscription() {
    let store = Store(initialState: AppState(), reducer: AppState.reducer)
    let scores = Mutex<[Int]>([])
    let subscription = store.subscribe(select: \.scoreboard.home.score) { score in
      scores.withLock { $0.append(score) }
    }
    store.dispatch(.scoreboard(.add(.home, points: 2)))
    store.dispatch(.ui(.showHelp))
    store.dispatch(.scoreboard(.add(.home, points: 5)))
    store.dispatch(.undo)
    subscription.cancel()
    store.dispatch(.redo)
    #expect(scores.withLock { $0 } == [0, 2, 7, 2])
    #expect(store.state.scoreboard.home.score == 7)
  }
}
