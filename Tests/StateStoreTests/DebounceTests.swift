import Clocks
import StateStore
import Testing

@Suite("issue 16: debounce by cancellation id")
struct DebounceTests {
  enum SearchAction: Equatable, Sendable {
    case typed(String)
    case search(String)
  }

  static func reducer(clock: TestClock<Duration>) -> Reducer<[String], SearchAction> {
    Reducer { searches, action in
      switch action {
      case .typed(let text):
        return .send(.search(text)).debounce(id: "search", for: .milliseconds(300), clock: clock)
      case .search(let text):
        searches.append(text)
        return .none
      }
    }
  }

  @Test("typing quickly searches once, for the last text, after the pause")
  func debounces() async {
    let clock = TestClock()
    let store = Store(initialState: [], reducer: Self.reducer(clock: clock))
    for text in ["l", "li", "lio"] {
      store.dispatch(.typed(text))
      await waitUntil("the pause starts") { await clock.hasSleepers() }
      await clock.advance(by: .milliseconds(100))
    }
    #expect(store.state == [])
    // A cancelled sleeper leaves the clock only when its task runs again, so `hasSleepers` may
    // have seen the last one's: the last pause may start later. Time moves on until it ends.
    await waitUntil("the search runs") {
      await clock.advance(by: .milliseconds(100))
      return store.state == ["lio"]
    }
    await waitUntil("nothing is left running") { store.runningEffectCount == 0 }
    #expect(store.state == ["lio"])
  }
}
