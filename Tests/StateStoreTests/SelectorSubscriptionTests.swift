import StateStore
import Synchronization
import Testing

/// A state with a stored input, a stored part that is no input, and a computed one.
private struct Board: Equatable, Sendable {
  var home = 0
  var away = 0
  var ticks = 0
  var total: Int { home + away }
}

private enum BoardAction: Sendable {
  case home
  case away
  case tick
}

private let boardReducer = Reducer<Board, BoardAction>.plain { board, action in
  switch action {
  case .home: board.home += 1
  case .away: board.away += 1
  case .tick: board.ticks += 1
  }
}

/// Counts how often a projection runs.
private final class Runs: Sendable {
  private let count = Mutex(0)
  func record() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

@Suite("issue 16: subscribing to memoised selectors")
struct SelectorSubscriptionTests {
  @Test("each subscription runs the projection once per change of its input, never on other changes")
  func projectionRunsOncePerInputChange() {
    let runs = Runs()
    let doubled = Selector(Selector<Board, Int>(\.home)) { home in
      runs.record()
      return home * 2
    }
    let store = Store(initialState: Board(), reducer: boardReducer)
    let seen = Mutex<[[Int]]>([[], []])
    let tokens = (0..<2).map { index in
      store.subscribe(doubled) { value in seen.withLock { $0[index].append(value) } }
    }
    for action in [BoardAction.tick, .tick, .home, .tick, .away, .home] { store.dispatch(action) }
    #expect(seen.withLock { $0 } == [[0, 2, 4], [0, 2, 4]])
    #expect(runs.value == 6, "3 input values, 2 subscriptions; no run for ticks or away")
    withExtendedLifetime(tokens) {}
  }

  @Test("a projection whose value repeats for a new input is not delivered again")
  func repeatedValueSkipped() {
    let isAhead = Selector<Board, Bool>(\.home, \.away) { home, away in home > away }
    let store = Store(initialState: Board(), reducer: boardReducer)
    let seen = Mutex<[Bool]>([])
    let token = store.subscribe(isAhead) { value in seen.withLock { $0.append(value) } }
    for action in [BoardAction.home, .home, .away, .away, .away, .tick] { store.dispatch(action) }
    #expect(seen.withLock { $0 } == [false, true, false])
    withExtendedLifetime(token) {}
  }

  @Test("inputs read in place and through a closure or computed key path agree")
  func inputKindsAgree() {
    let byStored = Selector(Selector<Board, Int>(\.home)) { $0 + 100 }
    let byComputed = Selector(Selector<Board, Int>(\.total)) { $0 + 100 }
    let byClosure = Selector(Selector<Board, Int> { $0.home + $0.away }) { $0 + 100 }
    let store = Store(initialState: Board(), reducer: boardReducer)
    let seen = Mutex<[String: [Int]]>([:])
    let tokens = [("stored", byStored), ("computed", byComputed), ("closure", byClosure)].map {
      name, selector in
      store.subscribe(selector) { value in seen.withLock { $0[name, default: []].append(value) } }
    }
    for action in [BoardAction.home, .tick, .home] { store.dispatch(action) }
    let values = seen.withLock { $0 }
    #expect(values["stored"] == [100, 101, 102])
    #expect(values["computed"] == [100, 101, 102])
    #expect(values["closure"] == [100, 101, 102])
    withExtendedLifetime(tokens) {}
  }

  @Test("a scoped store's subscriber of a selector hears the same values as the store's")
  func scopedStoreSubscription() {
    let store = Store(initialState: Board(), reducer: boardReducer)
    let child = store.scope(state: { $0 }, action: { (action: BoardAction) in action })
    let lead = Selector<Board, Int>(\.home, \.away) { $0 - $1 }
    let seen = Mutex<[Int]>([])
    let token = child.subscribe(lead) { value in seen.withLock { $0.append(value) } }
    for action in [BoardAction.home, .tick, .away, .away] { child.dispatch(action) }
    #expect(seen.withLock { $0 } == [0, 1, 0, -1])
    withExtendedLifetime(token) {}
  }
}
