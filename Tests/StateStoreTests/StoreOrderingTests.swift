import PropertyBased
import StateStore
import Testing

@Suite("Store: ordering")
struct StoreOrderingTests {
  @Test("actions are reduced in the order they are dispatched")
  func actionsInDispatchOrder() {
    let store = LogStore(initialState: [], reducer: loggingReducer())
    for action in ["a", "b", "c", "d"] {
      store.dispatch(action)
    }
    #expect(store.state == ["a", "b", "c", "d"])
  }

  @Test("an action dispatched to an idle store is reduced before dispatch returns")
  func idleDispatchIsSynchronous() {
    let store = Store(initialState: 0, reducer: counterReducer)
    store.dispatch(.add(3))
    #expect(store.state == 3)
    store.dispatch(.add(4))
    #expect(store.state == 7)
  }

  @Test("subscribers are notified in subscription order, once per action")
  func subscribersInSubscriptionOrder() {
    let store = LogStore(initialState: [], reducer: loggingReducer())
    let calls = Recorder<String>()
    let tokens = ["first", "second", "third"].map { name in
      store.subscribe { log in calls.record("\(name):\(log.joined())") }
    }
    store.dispatch("x")
    store.dispatch("y")
    #expect(
      calls.values == [
        "first:", "second:", "third:",
        "first:x", "second:x", "third:x",
        "first:xy", "second:xy", "third:xy",
      ])
    withExtendedLifetime(tokens) {}
  }

  @Test("a subscriber sees the state the action produced, and the store already holds it")
  func subscriberSeesNewState() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<String>()
    let token = store.subscribe { count in seen.record("\(count) store:\(store.state)") }
    store.dispatch(.add(2))
    store.dispatch(.set(10))
    #expect(seen.values == ["0 store:0", "2 store:2", "10 store:10"])
    withExtendedLifetime(token) {}
  }

  @Test("every reduced action notifies a subscriber that skips nothing, even when the state is equal")
  func everyActionNotifiesWithoutSkipping() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let seen = Recorder<Int>()
    let token = store.subscribe(skipRepeats: { _, _ in false }, { seen.record($0) })
    store.dispatch(.add(0))
    store.dispatch(.add(0))
    store.dispatch(.add(1))
    #expect(seen.values == [0, 0, 0, 1])
    withExtendedLifetime(token) {}
  }

  @Test("property: the store ends where folding the reducer over the dispatched actions ends")
  func storeEqualsFold() async {
    await propertyCheck(input: Gen.int(in: -50...50).array(of: 0...50)) { amounts in
      let actions = amounts.map { $0 % 7 == 0 ? CounterAction.set($0) : .add($0) }
      let store = Store(initialState: 0, reducer: counterReducer)
      let seen = Recorder<Int>()
      let token = store.subscribe(skipRepeats: { _, _ in false }, { seen.record($0) })
      for action in actions { store.dispatch(action) }
      var expected = [0]
      var count = 0
      for action in actions {
        _ = counterReducer(&count, action)
        expected.append(count)
      }
      #expect(store.state == count)
      #expect(seen.values == expected)
      withExtendedLifetime(token) {}
    }
  }
}
