import StateStore
import Testing

/// A state with two independent parts, to select from.
private struct Scores: Equatable, Sendable {
  var home = 0
  var away = 0
}

private enum ScoresAction: Sendable {
  case home(Int)
  case away(Int)
  case touch
}

private let scoresReducer = Reducer<Scores, ScoresAction>.plain { scores, action in
  switch action {
  case .home(let points): scores.home += points
  case .away(let points): scores.away += points
  case .touch: break
  }
}

/// A state that is not `Equatable`, so nothing can be skipped automatically.
private struct Opaque: Sendable {
  var value = 0
}

@Suite("Store: subscriptions")
struct SubscriptionTests {
  @Test("the current value is delivered on subscribe")
  func currentValueOnSubscribe() {
    let store = Store(initialState: Scores(home: 3, away: 1), reducer: scoresReducer)
    let seen = Recorder<Scores>()
    let token = store.subscribe { seen.record($0) }
    #expect(seen.values == [Scores(home: 3, away: 1)])
    withExtendedLifetime(token) {}
  }

  @Test("equatable state: an action that changes nothing notifies nobody")
  func equatableStateSkipsRepeats() {
    let store = Store(initialState: Scores(), reducer: scoresReducer)
    let seen = Recorder<Scores>()
    let token = store.subscribe { seen.record($0) }
    store.dispatch(.touch)
    store.dispatch(.home(1))
    store.dispatch(.touch)
    store.dispatch(.home(0))
    #expect(seen.values == [Scores(), Scores(home: 1)])
    withExtendedLifetime(token) {}
  }

  @Test("a state that is not equatable is delivered after every action")
  func nonEquatableStateDeliversEveryTime() {
    let store = Store(initialState: Opaque(), reducer: .plain { state, add in state.value += add })
    let seen = Recorder<Int>()
    let token = store.subscribe { seen.record($0.value) }
    store.dispatch(0)
    store.dispatch(2)
    store.dispatch(0)
    #expect(seen.values == [0, 0, 2, 2])
    withExtendedLifetime(token) {}
  }

  @Test("select by key path: delivered only when the selected value changes")
  func selectByKeyPath() {
    let store = Store(initialState: Scores(), reducer: scoresReducer)
    let seen = Recorder<Int>()
    let token = store.subscribe(select: \.home) { seen.record($0) }
    store.dispatch(.away(1))
    store.dispatch(.home(2))
    store.dispatch(.away(1))
    store.dispatch(.home(1))
    #expect(seen.values == [0, 2, 3])
    withExtendedLifetime(token) {}
  }

  @Test("select by closure: delivered only when the selected value changes")
  func selectByClosure() {
    let store = Store(initialState: Scores(), reducer: scoresReducer)
    let seen = Recorder<Int>()
    let token = store.subscribe(select: { $0.home - $0.away }, { seen.record($0) })
    store.dispatch(.home(1))
    store.dispatch(.away(1))
    store.dispatch(.away(1))
    store.dispatch(.home(1))
    store.dispatch(.touch)
    #expect(seen.values == [0, 1, 0, -1, 0])
    withExtendedLifetime(token) {}
  }

  @Test("skip repeats can be overridden to deliver every selected value, repeats included")
  func overriddenToDeliverEverything() {
    let store = Store(initialState: Scores(), reducer: scoresReducer)
    let seen = Recorder<Int>()
    let token = store.subscribe(select: \.home, skipRepeats: { _, _ in false }, { seen.record($0) })
    store.dispatch(.away(1))
    store.dispatch(.home(1))
    #expect(seen.values == [0, 0, 1])
    withExtendedLifetime(token) {}
  }

  @Test("skip repeats can be overridden with a custom notion of a repeat")
  func overriddenWithCustomRepeat() {
    let store = Store(initialState: Scores(), reducer: scoresReducer)
    let seen = Recorder<Int>()
    let token = store.subscribe(
      select: \.home,
      skipRepeats: { old, new in old / 10 == new / 10 },
      { seen.record($0) }
    )
    for _ in 0..<25 { store.dispatch(.home(1)) }
    #expect(seen.values == [0, 10, 20])
    withExtendedLifetime(token) {}
  }

  @Test("a whole-state subscriber can override skip repeats of an equatable state")
  func wholeStateOverride() {
    let store = Store(initialState: Scores(), reducer: scoresReducer)
    let seen = Recorder<Scores>()
    let token = store.subscribe(skipRepeats: { _, _ in false }, { seen.record($0) })
    store.dispatch(.touch)
    #expect(seen.values == [Scores(), Scores()])
    withExtendedLifetime(token) {}
  }

  @Test("skipping compares with the last value delivered, not the last state seen")
  func comparesWithLastDelivered() {
    let store = Store(initialState: Scores(), reducer: scoresReducer)
    let seen = Recorder<Int>()
    let token = store.subscribe(
      select: \.home,
      skipRepeats: { old, new in abs(old - new) < 2 },
      { seen.record($0) }
    )
    store.dispatch(.home(1))
    store.dispatch(.home(1))
    store.dispatch(.home(1))
    #expect(seen.values == [0, 2])
    withExtendedLifetime(token) {}
  }

  @Test("cancel stops deliveries, and cancelling again does nothing")
  func cancelStopsDeliveries() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<Int>()
    let token = store.subscribe { seen.record($0) }
    store.dispatch(.add(1))
    token.cancel()
    store.dispatch(.add(1))
    token.cancel()
    store.dispatch(.add(1))
    #expect(seen.values == [0, 1])
    #expect(store.state == 3)
  }

  @Test("releasing the token stops deliveries")
  func releasingStopsDeliveries() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<Int>()
    var token: Subscription? = store.subscribe { seen.record($0) }
    store.dispatch(.add(1))
    withExtendedLifetime(token) {}
    token = nil
    store.dispatch(.add(1))
    #expect(seen.values == [0, 1])
    #expect(token == nil)
  }

  @Test("an ignored token ends the subscription at once, after the first value")
  func ignoredToken() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<Int>()
    _ = store.subscribe { seen.record($0) }
    store.dispatch(.add(1))
    #expect(seen.values == [0])
  }

  @Test("cancelling one subscription leaves the others running")
  func cancelOneOfMany() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<String>()
    let first = store.subscribe { seen.record("first \($0)") }
    let second = store.subscribe { seen.record("second \($0)") }
    first.cancel()
    store.dispatch(.add(1))
    #expect(seen.values == ["first 0", "second 0", "second 1"])
    withExtendedLifetime(second) {}
  }

  @Test("a subscriber cancelled by an earlier one during a notification is not called for it")
  func cancelledDuringNotification() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<String>()
    let victim = Box<Subscription?>(nil)
    let first = store.subscribe { count in
      seen.record("first \(count)")
      if count == 1 { victim.value?.cancel() }
    }
    victim.value = store.subscribe { seen.record("second \($0)") }
    store.dispatch(.add(1))
    store.dispatch(.add(1))
    #expect(seen.values == ["first 0", "second 0", "first 1", "first 2"])
    withExtendedLifetime(first) {}
  }

  @Test("a subscriber can cancel its own subscription from inside its callback")
  func cancelSelf() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<Int>()
    let own = Box<Subscription?>(nil)
    own.value = store.subscribe { count in
      seen.record(count)
      if count == 1 { own.value?.cancel() }
    }
    store.dispatch(.add(1))
    store.dispatch(.add(1))
    #expect(seen.values == [0, 1])
    own.value = nil
  }

  @Test("a cancelled subscription lets go of its callback")
  func cancelReleasesCallback() {
    let store = Store(initialState: 0, reducer: counterReducer)
    weak var watched: Sentinel?
    let token: Subscription = {
      let sentinel = Sentinel()
      watched = sentinel
      return store.subscribe { _ in withExtendedLifetime(sentinel) {} }
    }()
    #expect(watched != nil)
    token.cancel()
    store.dispatch(.add(1))
    #expect(watched == nil)
  }

  @Test("a subscription cancelled before its first value is never called and is let go")
  func cancelledWhilePending() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<Int>()
    let handOver = Box<Sentinel?>(Sentinel())
    weak let watched = handOver.value
    let outer = store.subscribe { count in
      guard count == 1, let sentinel = handOver.value else { return }
      handOver.value = nil
      let inner = store.subscribe { value in
        withExtendedLifetime(sentinel) {}
        seen.record(value)
      }
      inner.cancel()
    }
    store.dispatch(.add(1))
    store.dispatch(.add(1))
    #expect(seen.values.isEmpty)
    #expect(watched == nil)
    withExtendedLifetime(outer) {}
  }

  @Test("a token outliving its store can still be cancelled and released")
  func tokenOutlivesStore() {
    var store: Store<Int, CounterAction>? = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<Int>()
    let token = store?.subscribe { seen.record($0) }
    weak let watched = store
    store = nil
    #expect(watched == nil)
    token?.cancel()
    #expect(seen.values == [0])
  }
}
