import StateStore
import Testing

@Suite("Store: re-entrant dispatch")
struct ReentrantDispatchTests {
  @Test("an action sent by a reducer effect is handled after the current one")
  func effectActionAfterCurrent() {
    let gauge = DepthGauge()
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer(gauge: gauge) { $0 == "a" ? .send("b") : .none }
    )
    store.dispatch("a")
    #expect(store.state == ["a", "b"])
    #expect(gauge.deepest == 1)
  }

  @Test("an action dispatched from a middleware is handled after the current one")
  func middlewareActionAfterCurrent() {
    let gauge = DepthGauge()
    let middleware = Middleware<[String], String> { context, action, next in
      if action == "a" { context.dispatch("from middleware") }
      next(action)
    }
    let store = LogStore(
      initialState: [], reducer: loggingReducer(gauge: gauge), middleware: [middleware])
    store.dispatch("a")
    #expect(store.state == ["a", "from middleware"])
    #expect(gauge.deepest == 1)
  }

  @Test("an action dispatched from a subscriber is handled after the current one")
  func subscriberActionAfterCurrent() {
    let gauge = DepthGauge()
    let store = LogStore(initialState: [], reducer: loggingReducer(gauge: gauge))
    let seen = Recorder<[String]>()
    let token = store.subscribe { log in
      seen.record(log)
      if log.last == "a" { store.dispatch("from subscriber") }
    }
    store.dispatch("a")
    #expect(store.state == ["a", "from subscriber"])
    #expect(seen.values == [[], ["a"], ["a", "from subscriber"]])
    #expect(gauge.deepest == 1)
    withExtendedLifetime(token) {}
  }

  @Test("a subscriber's dispatch waits until every later subscriber has seen the current action")
  func laterSubscribersSeeCurrentActionFirst() {
    let store = LogStore(initialState: [], reducer: loggingReducer())
    let calls = Recorder<String>()
    let first = store.subscribe { log in
      calls.record("first:\(log.joined())")
      if log == ["a"] { store.dispatch("b") }
    }
    let second = store.subscribe { log in calls.record("second:\(log.joined())") }
    store.dispatch("a")
    #expect(
      calls.values == [
        "first:", "second:", "first:a", "second:a", "first:ab", "second:ab",
      ])
    withExtendedLifetime((first, second)) {}
  }

  @Test("actions dispatched re-entrantly are handled first in, first out")
  func reentrantDispatchIsFIFO() {
    let middleware = Middleware<[String], String> { context, action, next in
      if action == "a" {
        context.dispatch("m1")
        context.dispatch("m2")
      }
      next(action)
    }
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { $0 == "m1" ? .merge(.send("e1"), .send("e2")) : .none },
      middleware: [middleware]
    )
    let token = store.subscribe { log in
      if log.last == "a" { store.dispatch("s1") }
    }
    store.dispatch("a")
    #expect(store.state == ["a", "m1", "m2", "s1", "e1", "e2"])
    withExtendedLifetime(token) {}
  }

  @Test("a chain of re-entrant dispatches from every source never nests a reduction")
  func chainNeverNests() {
    let gauge = DepthGauge()
    let middleware = Middleware<[String], String> { context, action, next in
      next(action)
      if action.hasPrefix("effect") { context.dispatch("middleware \(context.state.count)") }
    }
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer(gauge: gauge) { action in
        action.hasPrefix("subscriber") ? .send("effect") : .none
      },
      middleware: [middleware]
    )
    let token = store.subscribe { log in
      if log.count < 30, let last = log.last, last.hasPrefix("middleware") || last == "start" {
        store.dispatch("subscriber")
      }
    }
    store.dispatch("start")
    #expect(store.state.count == 31)
    #expect(Array(store.state.prefix(4)) == ["start", "subscriber", "effect", "middleware 3"])
    #expect(gauge.deepest == 1)
    withExtendedLifetime(token) {}
  }

  @Test("each subscriber is notified once per action even when every subscriber dispatches")
  func onceEachWhenAllDispatch() {
    let store = LogStore(initialState: [], reducer: loggingReducer())
    let counts = Recorder<String>()
    let tokens = (0..<3).map { index in
      store.subscribe(
        skipRepeats: { _, _ in false },
        { log in
          counts.record("\(index):\(log.count)")
          if log.count == 1 { store.dispatch("from \(index)") }
        })
    }
    store.dispatch("a")
    #expect(store.state == ["a", "from 0", "from 1", "from 2"])
    let expected = (0...4).flatMap { count in (0..<3).map { "\($0):\(count)" } }
    #expect(counts.values == expected)
    withExtendedLifetime(tokens) {}
  }

  @Test("a subscriber added by a subscriber gets its first value after the current action")
  func subscribeFromSubscriber() {
    let store = LogStore(initialState: [], reducer: loggingReducer())
    let inner = Recorder<[String]>()
    let innerToken = Box<Subscription?>(nil)
    let outer = store.subscribe { log in
      if log == ["a"] {
        innerToken.value = store.subscribe { inner.record($0) }
      }
    }
    store.dispatch("a")
    store.dispatch("b")
    #expect(inner.values == [["a"], ["a", "b"]])
    withExtendedLifetime(outer) {}
  }

  @Test("an action a reducer dispatches straight to the store is queued, not nested")
  func reducerDispatchesDirectly() {
    let gauge = DepthGauge()
    let storeBox = Box<LogStore?>(nil)
    let reducer = Reducer<[String], String> { log, action in
      gauge.measure {
        log.append(action)
        if action == "a" { storeBox.value?.dispatch("from reducer") }
        return action == "a" ? .send("effect") : .none
      }
    }
    let store = LogStore(initialState: [], reducer: reducer)
    storeBox.value = store
    store.dispatch("a")
    #expect(store.state == ["a", "from reducer", "effect"])
    #expect(gauge.deepest == 1)
    storeBox.value = nil
  }

  @Test("a reducer that reads the store's state stops with a message instead of deadlocking")
  func reducerReadingStateTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let storeBox = Box<LogStore?>(nil)
      let reducer = Reducer<[String], String>.plain { log, _ in
        log = storeBox.value?.state ?? []
      }
      let store = LogStore(initialState: [], reducer: reducer)
      storeBox.value = store
      store.dispatch("a")
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("a reducer read the store's state"))
  }
}
