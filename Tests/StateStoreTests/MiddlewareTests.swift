import StateStore
import Testing

@Suite("Store: middleware")
struct MiddlewareTests {
  @Test("middleware sees every action before the reducer does")
  func seesActionsBeforeReducer() {
    let calls = Recorder<String>()
    let middleware = Middleware<[String], String> { _, action, next in
      calls.record("middleware \(action)")
      next(action)
    }
    let reducer = Reducer<[String], String> { log, action in
      calls.record("reducer \(action)")
      log.append(action)
      return action == "a" ? .send("effect") : .none
    }
    let store = LogStore(initialState: [], reducer: reducer, middleware: [middleware])
    let token = store.subscribe { log in
      if log == ["a", "effect"] { store.dispatch("subscriber") }
    }
    store.dispatch("a")
    #expect(
      calls.values == [
        "middleware a", "reducer a",
        "middleware effect", "reducer effect",
        "middleware subscriber", "reducer subscriber",
      ])
    withExtendedLifetime(token) {}
  }

  @Test("middleware reads the old state before next and the new state after it")
  func readsStateAroundNext() {
    let seen = Recorder<String>()
    let middleware = Middleware<Int, CounterAction> { context, action, next in
      seen.record("before \(context.state)")
      next(action)
      seen.record("after \(context.state)")
    }
    let store = Store(initialState: 1, reducer: counterReducer, middleware: [middleware])
    store.dispatch(.add(2))
    store.dispatch(.set(10))
    #expect(seen.values == ["before 1", "after 3", "before 3", "after 10"])
  }

  @Test("middleware can transform an action before it reaches the reducer")
  func transformsAction() {
    let doubler = Middleware<Int, CounterAction> { _, action, next in
      if case .add(let amount) = action {
        next(.add(amount * 2))
      } else {
        next(action)
      }
    }
    let store = Store(initialState: 0, reducer: counterReducer, middleware: [doubler])
    store.dispatch(.add(5))
    store.dispatch(.set(1))
    store.dispatch(.add(1))
    #expect(store.state == 3)
  }

  @Test("middleware can swallow an action: no reduction, no notification")
  func swallowsAction() {
    let gate = Middleware<Int, CounterAction> { _, action, next in
      if action != .set(0) { next(action) }
    }
    let reductions = Recorder<CounterAction>()
    let reducer = Reducer<Int, CounterAction> { count, action in
      reductions.record(action)
      return counterReducer.reduce(&count, action)
    }
    let store = Store(initialState: 4, reducer: reducer, middleware: [gate])
    let seen = Recorder<Int>()
    let token = store.subscribe(skipRepeats: { _, _ in false }, { seen.record($0) })
    store.dispatch(.set(0))
    store.dispatch(.add(1))
    #expect(store.state == 5)
    #expect(reductions.values == [.add(1)])
    #expect(seen.values == [4, 5])
    withExtendedLifetime(token) {}
  }

  @Test("middlewares run outermost first, and unwind innermost first")
  func outermostFirst() {
    let calls = Recorder<String>()
    func tracing(_ name: String) -> Middleware<Int, CounterAction> {
      Middleware { _, action, next in
        calls.record("\(name) in")
        next(action)
        calls.record("\(name) out")
      }
    }
    let store = Store(
      initialState: 0, reducer: counterReducer, middleware: [tracing("outer"), tracing("inner")])
    store.dispatch(.add(1))
    #expect(calls.values == ["outer in", "inner in", "inner out", "outer out"])
  }

  @Test("an inner middleware sees the action as transformed by an outer one")
  func innerSeesTransformed() {
    let seen = Recorder<CounterAction>()
    let outer = Middleware<Int, CounterAction> { _, _, next in next(.add(7)) }
    let inner = Middleware<Int, CounterAction> { _, action, next in
      seen.record(action)
      next(action)
    }
    let store = Store(initialState: 0, reducer: counterReducer, middleware: [outer, inner])
    store.dispatch(.set(100))
    #expect(seen.values == [.add(7)])
    #expect(store.state == 7)
  }

  @Test("a middleware's dispatch is queued, not handled inside the middleware")
  func dispatchIsQueued() {
    let calls = Recorder<String>()
    let middleware = Middleware<[String], String> { context, action, next in
      calls.record("enter \(action)")
      if action == "a" { context.dispatch("b") }
      next(action)
      calls.record("leave \(action) with \(context.state.joined())")
    }
    let store = LogStore(initialState: [], reducer: loggingReducer(), middleware: [middleware])
    store.dispatch("a")
    #expect(calls.values == ["enter a", "leave a with a", "enter b", "leave b with ab"])
  }
}
