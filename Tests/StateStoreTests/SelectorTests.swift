import StateStore
import StateStoreTesting
import Synchronization
import Testing

struct MatchScore: Equatable, Sendable {
  var home = 0
  var away = 0
  var clock = 0
}

enum MatchScoreAction: Equatable, Sendable {
  case home
  case away
  case tick
}

@Suite("issue 16: memoised selectors, MockStore, returning reducers, a bounded undo history")
struct SelectorTests {
  @Test("a selector composed from inputs recomputes only when an input changed")
  func memoised() {
    let runs = Mutex(0)
    let total = Selector<MatchScore, Int>(\.home, \.away) { home, away in
      runs.withLock { $0 += 1 }
      return home + away
    }
    #expect(total.select(MatchScore(home: 1, away: 2)) == 3)
    #expect(total.select(MatchScore(home: 1, away: 2, clock: 9)) == 3, "the clock is no input")
    #expect(runs.withLock { $0 } == 1)
    #expect(total.select(MatchScore(home: 2, away: 2)) == 4)
    #expect(runs.withLock { $0 } == 2)
    let lead = Selector<MatchScore, Bool>(total, Selector(\.home)) { total, home in home * 2 > total }
    #expect(lead.select(MatchScore(home: 3, away: 1)))
    #expect(!lead.select(MatchScore(home: 1, away: 3)))
  }

  @Test("a store delivers a selector's value now and when it changes, not on ticks")
  func subscribeWithSelector() {
    let store = Store(initialState: MatchScore(), reducer: Self.reducer)
    let seen = Mutex<[Int]>([])
    let total = Selector<MatchScore, Int>(\.home, \.away) { $0 + $1 }
    let subscription = store.subscribe(total) { value in seen.withLock { $0.append(value) } }
    for action in [MatchScoreAction.home, .tick, .tick, .away] { store.dispatch(action) }
    #expect(seen.withLock { $0 } == [0, 1, 2])
    subscription.cancel()
  }

  static let reducer = Reducer<MatchScore, MatchScoreAction>.returning { score, action in
    var next = score
    switch action {
    case .home: next.home += 1
    case .away: next.away += 1
    case .tick: next.clock += 1
    }
    return next
  }

  @Test("a reducer written as (State, Action) -> State works as it is")
  func returningReducer() {
    var score = MatchScore()
    _ = Self.reducer.reduce(&score, .home)
    _ = Self.reducer.reduce(&score, .away)
    #expect(score == MatchScore(home: 1, away: 1, clock: 0))
  }

  @Test("MockStore: the test sets the state, subscribers hear it, dispatched actions are recorded")
  func mockStore() {
    let store = MockStore<MatchScore, MatchScoreAction>(initialState: MatchScore())
    let homes = Mutex<[Int]>([])
    let record: @Sendable (Int) -> Void = { home in homes.withLock { $0.append(home) } }
    let subscription = store.subscribe(select: { $0.home }, skipRepeats: ==, record)
    store.dispatch(.home)
    #expect(store.dispatchedActions == [.home])
    #expect(store.state == MatchScore(), "a mock has no reducer")
    store.setState(MatchScore(home: 2))
    store.setState(MatchScore(home: 2, clock: 5))
    #expect(homes.withLock { $0 } == [0, 2])
    subscription.cancel()
    store.setState(MatchScore(home: 3))
    #expect(homes.withLock { $0 } == [0, 2])
  }

  @Test("a bounded undo history keeps the newest steps only")
  func boundedHistory() {
    let undoable = Self.reducer.undoable(command: { _ in nil }, limit: 3)
    var history = UndoHistory(MatchScore())
    for _ in 0..<10 { _ = undoable.reduce(&history, .home) }
    #expect(history.past.map(\.home) == [7, 8, 9])
    #expect(history.present.home == 10)
  }
}
