import Clocks
import StateStore
import StateStoreTesting
import Testing

/// A small feature with every kind of effect: immediate sends, a one-shot run, a timer, and an
/// effect that never ends on its own.
private struct Feature: Equatable, Sendable {
  var count = 0
  var isTimerOn = false
  var fact: String?
}

private enum FeatureAction: Equatable, Sendable {
  case increment
  case noop
  case incrementTwice
  case fetchFact
  case factResponse(String)
  case startTimer
  case stopTimer
  case tick
  case waitForever
}

private enum TimerID: Hashable, Sendable { case timer }

private func featureReducer(clock: TestClock<Duration>) -> Reducer<Feature, FeatureAction> {
  Reducer { state, action in
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .noop:
      return .none
    case .incrementTwice:
      return .merge(.send(.increment), .send(.increment))
    case .fetchFact:
      let count = state.count
      return .run { send in send(.factResponse("\(count) is a good number")) }
    case .factResponse(let fact):
      state.fact = fact
      return .none
    case .startTimer:
      state.isTimerOn = true
      return .timer(id: TimerID.timer, every: .seconds(1), clock: clock) { _ in .tick }
    case .stopTimer:
      state.isTimerOn = false
      return .cancel(id: TimerID.timer)
    case .waitForever:
      return .run { _ in try? await clock.sleep(for: .seconds(1_000)) }
    }
  }
}

private func featureStore(clock: TestClock<Duration> = TestClock()) -> TestStore<Feature, FeatureAction> {
  TestStore(initialState: Feature(), reducer: featureReducer(clock: clock))
}

@Suite("TestStore: passing tests")
struct TestStorePassingTests {
  @Test("send checks the state the closure describes, starting from the state before the action")
  func sendAsserts() async {
    let store = featureStore()
    await store.send(.increment) { $0.count = 1 }
    await store.send(.increment) { $0.count = 2 }
    #expect(store.state.count == 2)
    await store.finish()
  }

  @Test("send without a closure asserts that nothing changed")
  func sendWithoutClosure() async {
    let store = featureStore()
    await store.send(.noop)
    await store.finish()
  }

  @Test("an asynchronous effect's action is received, reduced and checked")
  func receiveFromRun() async {
    let store = featureStore()
    await store.send(.increment) { $0.count = 1 }
    await store.send(.fetchFact)
    await store.receive(.factResponse("1 is a good number")) { $0.fact = "1 is a good number" }
    await store.finish()
  }

  @Test("immediate actions are received in the order the effect sends them")
  func receiveImmediate() async {
    let store = featureStore()
    await store.send(.incrementTwice)
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }
    await store.finish()
  }

  @Test("a timer under a test clock: each tick is received when the clock passes it, then stopped")
  func timer() async {
    let clock = TestClock()
    let store = featureStore(clock: clock)
    await store.send(.startTimer) { $0.isTimerOn = true }
    for expected in 1...3 {
      await waitUntil("the timer sleeps") { await clock.hasSleepers() }
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.count = expected }
    }
    await store.send(.stopTimer) { $0.isTimerOn = false }
    await store.finish()
  }

  @Test("receive with a predicate accepts an action whose payload the test does not spell out")
  func receiveMatching() async {
    let store = featureStore()
    let isFactResponse = { (action: FeatureAction) in
      if case .factResponse = action { true } else { false }
    }
    await store.send(.fetchFact)
    await store.receive(isFactResponse) { $0.fact = "0 is a good number" }
    await store.finish()
  }

  @Test("skipReceivedActions reduces what was received without checks")
  func skipReceived() async {
    let store = featureStore()
    await store.send(.incrementTwice)
    await store.skipReceivedActions()
    #expect(store.state.count == 2)
    await store.send(.increment) { $0.count = 3 }
    await store.finish()
  }

  @Test("skipInFlightEffects cancels running effects, so the test may finish")
  func skipInFlight() async {
    let store = featureStore()
    await store.send(.waitForever)
    await store.skipInFlightEffects()
    await store.finish()
  }

  @Test("non-exhaustive: closures check only what they set; running effects and actions are allowed")
  func nonExhaustive() async {
    let clock = TestClock()
    let store = featureStore(clock: clock)
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.startTimer) { $0.isTimerOn = true }
    await store.send(.incrementTwice)
    await store.send(.waitForever)
    await store.finish()
  }

  @Test("non-exhaustive: receive reduces and skips other actions until the one asked for")
  func nonExhaustiveReceiveSkips() async {
    let store = featureStore()
    store.exhaustivity = .off
    await store.send(.incrementTwice)
    await store.send(.fetchFact)
    await store.receive(.factResponse("0 is a good number")) { $0.fact = "0 is a good number" }
    #expect(store.state.count == 2, "the skipped increments are reduced")
  }

  @Test("a store released with nothing left over reports nothing")
  func releasedClean() async {
    do {
      let store = featureStore()
      await store.send(.fetchFact)
      await store.receive(.factResponse("0 is a good number")) { $0.fact = "0 is a good number" }
    }
  }
}

@Suite("TestStore: failures it reports")
struct TestStoreFailureTests {
  @Test("a wrong expected state is reported at the send, with a diff")
  func wrongState() async {
    let store = featureStore()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "TestStoreTests.swift"
        && issue.description.contains("does not match the expected state")
        && issue.description.contains("−   count: 2")
        && issue.description.contains("+   count: 1")
    }
    #expect(store.state.count == 1)
  }

  @Test("a change the test does not describe is reported")
  func unexpectedChange() async {
    let store = featureStore()
    await withKnownIssue {
      await store.send(.increment)
    } matching: {
      $0.description.contains("expects no change")
    }
  }

  @Test("non-exhaustive: a wrong asserted value is still reported")
  func nonExhaustiveWrongValue() async {
    let store = featureStore()
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.increment) { $0.count = 5 }
    } matching: {
      $0.description.contains("does not have the values the test asserts")
    }
  }

  @Test("an error thrown by the assertion closure is reported")
  func throwingAssertion() async {
    struct Oops: Error {}
    let store = featureStore()
    await withKnownIssue {
      await store.send(.increment) { _ in throw Oops() }
    }
  }

  @Test("receiving an action other than the one expected is reported")
  func wrongReceived() async {
    let store = featureStore()
    await store.send(.incrementTwice)
    await withKnownIssue {
      await store.receive(.tick) { $0.count = 1 }
    } matching: {
      $0.description.contains("other than the one expected")
    }
    await store.receive(.increment) { $0.count = 2 }
    await store.finish()
  }

  @Test("waiting for an action that never comes is reported")
  func receiveTimesOut() async {
    let store = featureStore()
    await withKnownIssue {
      await store.receive(.tick, timeout: .milliseconds(20))
    } matching: {
      $0.description.contains("no action came")
    }
  }

  @Test("sending before asserting received actions is reported")
  func sendBeforeReceive() async {
    let store = featureStore()
    await store.send(.incrementTwice)
    await withKnownIssue {
      await store.send(.noop)
    } matching: {
      $0.description.contains("must be asserted before sending")
    }
    #expect(store.state.count == 2, "the unasserted actions are reduced all the same")
  }

  @Test("an unasserted received action is reported at finish")
  func unassertedAtFinish() async {
    let store = featureStore()
    await store.send(.fetchFact)
    await withKnownIssue {
      await store.finish()
    } matching: {
      $0.description.contains("were not asserted")
    }
  }

  @Test("a still-running effect is reported at finish")
  func runningAtFinish() async {
    let clock = TestClock()
    let store = featureStore(clock: clock)
    await store.send(.startTimer) { $0.isTimerOn = true }
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(20))
    } matching: {
      $0.description.contains("still running")
    }
  }

  @Test("a store released with a running effect or an unasserted action reports it")
  func releasedWithWorkLeft() async {
    await withKnownIssue {
      let store = featureStore()
      await store.send(.waitForever)
    } matching: {
      $0.description.contains("still running")
    }
    await withKnownIssue {
      let store = featureStore()
      await store.send(.incrementTwice)
    } matching: {
      $0.description.contains("were not asserted")
    }
  }

  @Test("non-exhaustive: unreceived actions and running effects are not reported")
  func nonExhaustiveQuiet() async {
    let store = featureStore()
    store.exhaustivity = .off
    await store.send(.incrementTwice)
    await store.send(.waitForever)
    await store.finish()
    await store.send(.waitForever)
  }
}
