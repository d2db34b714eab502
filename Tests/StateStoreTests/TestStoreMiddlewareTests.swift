import Clocks
import StateStore
import StateStoreTesting
import Synchronization
import Testing

/// A counter whose actions are sent, received from an effect, or dispatched by a middleware.
private enum Step: Equatable, Sendable {
  case add(Int)
  case addLater(Int)
  case audit
}

private let stepReducer = Reducer<Int, Step> { total, action in
  switch action {
  case .add(let amount):
    total += amount
    return .none
  case .addLater(let amount):
    return .run { send in send(.add(amount)) }
  case .audit:
    return .none
  }
}

/// What a middleware saw: each action with the state before and after it.
private final class Seen: Sendable {
  private let entries = Mutex<[String]>([])
  func record(_ entry: String) { entries.withLock { $0.append(entry) } }
  var all: [String] { entries.withLock { $0 } }
}

/// A search result that carries an error: not `Equatable`, so a test store needs a matcher.
private enum Lookup: Sendable {
  case search(String)
  case results(query: String, failure: (any Error & Sendable)?)
}

private struct Offline: Error {}

private let lookupReducer = Reducer<[String], Lookup> { log, action in
  switch action {
  case .search(let query):
    return .run { send in send(.results(query: query, failure: Offline())) }
  case .results(let query, let failure):
    log.append(failure == nil ? query : "\(query): failed")
    return .none
  }
}

@Suite("issue 16: TestStore with middleware, a test clock, and actions that are not Equatable")
struct TestStoreMiddlewareTests {
  @Test("middleware sees every sent and received action, with the state before and after the reducer")
  func middlewareSeesActions() async {
    let seen = Seen()
    let logging = Middleware<Int, Step> { context, action, next in
      let before = context.state
      next(action)
      seen.record("\(action): \(before) -> \(context.state)")
    }
    let store = TestStore(initialState: 0, reducer: stepReducer, middleware: [logging])
    await store.send(.add(2)) { $0 = 2 }
    await store.send(.addLater(3))
    await store.receive(.add(3)) { $0 = 5 }
    await store.finish()
    #expect(seen.all == ["add(2): 0 -> 2", "addLater(3): 2 -> 2", "add(3): 2 -> 5"])
  }

  @Test("an action a middleware dispatches is received like an effect's; one it swallows changes nothing")
  func middlewareDispatchesAndSwallows() async {
    let auditing = Middleware<Int, Step> { context, action, next in
      if case .add(let amount) = action, amount < 0 { return }
      next(action)
      if case .add = action { context.dispatch(.audit) }
    }
    let store = TestStore(initialState: 0, reducer: stepReducer, middleware: [auditing])
    await store.send(.add(4)) { $0 = 4 }
    await store.receive(.audit)
    await store.send(.add(-1))
    await store.finish()
  }

  @Test("a timer on a test clock: each tick is received as soon as the clock passes it")
  func testClockDrivesEffects() async {
    let clock = TestClock()
    let reducer = Reducer<Int, Step> { total, action in
      switch action {
      case .addLater(let amount):
        return .run { send in
          try? await clock.sleep(for: .seconds(60))
          send(.add(amount))
        }
      case .add(let amount):
        total += amount
        return .none
      case .audit:
        return .none
      }
    }
    let store = TestStore(initialState: 0, reducer: reducer)
    await store.send(.addLater(7))
    await clock.advance(by: .seconds(59))
    #expect(store.state == 0)
    await clock.advance(by: .seconds(1))
    await store.receive(.add(7), timeout: .seconds(5)) { $0 = 7 }
    await store.finish()
  }

  @Test("actions that are not Equatable are received through the store's matcher")
  func customMatcher() async {
    let store = TestStore(initialState: [], reducer: lookupReducer) { received, expected in
      switch (received, expected) {
      case (.search(let received), .search(let expected)): received == expected
      case (.results(let received, let receivedFailure), .results(let expected, let expectedFailure)):
        received == expected && (receivedFailure == nil) == (expectedFailure == nil)
      default: false
      }
    }
    await store.send(.search("scores"))
    await store.receive(.results(query: "scores", failure: Offline())) { $0 = ["scores: failed"] }
    await store.finish()
  }

  @Test("a received action the matcher rejects is reported")
  func customMatcherMismatch() async {
    let store = TestStore(initialState: [], reducer: lookupReducer) { received, expected in
      if case .results(let received, _) = received, case .results(let expected, _) = expected {
        return received == expected
      }
      return false
    }
    await store.send(.search("a"))
    await withKnownIssue {
      await store.receive(.results(query: "b", failure: nil)) { $0 = ["a: failed"] }
    } matching: { issue in
      issue.description.contains("Received an action other than the one expected")
    }
    await store.finish()
  }
}
