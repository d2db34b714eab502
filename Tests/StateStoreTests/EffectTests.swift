import StateStore
import Testing

/// The actions an effect sends, found by running it through a store that records them.
private func actionsSent(by effect: Effect<String>) -> [String] {
  let store = LogStore(
    initialState: [],
    reducer: loggingReducer { $0 == "run" ? effect : .none }
  )
  store.dispatch("run")
  return Array(store.state.dropFirst())
}

@Suite("Effects")
struct EffectTests {
  @Test("none is none, and a send is not")
  func noneAndSend() {
    #expect(Effect<String>.none.isNone)
    #expect(!Effect<String>.send("a").isNone)
    #expect(actionsSent(by: .none).isEmpty)
    #expect(actionsSent(by: .send("a")) == ["a"])
  }

  @Test("merging only nones is none; merging keeps the order given, nested merges included")
  func mergeOrder() {
    #expect(Effect<String>.merge().isNone)
    #expect(Effect<String>.merge(.none, .none).isNone)
    #expect(!Effect<String>.merge(.none, .send("a")).isNone)
    let effect = Effect.merge(.send("a"), .none, .merge(.send("b"), .send("c")), .send("d"))
    #expect(actionsSent(by: effect) == ["a", "b", "c", "d"])
  }

  @Test("map transforms every action an effect sends")
  func mapTransforms() {
    let effect = Effect.merge(.send(1), .merge(.send(2), .send(3))).map { "n\($0)" }
    #expect(actionsSent(by: effect) == ["n1", "n2", "n3"])
    #expect(Effect<Int>.none.map { "\($0)" }.isNone)
  }

  @Test("an effect's actions are handled in order, each after the action that returned it")
  func effectChain() {
    let gauge = DepthGauge()
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer(gauge: gauge) { action in
        switch action {
        case "a": .merge(.send("b"), .send("c"))
        case "b": .send("d")
        default: .none
        }
      }
    )
    store.dispatch("a")
    #expect(store.state == ["a", "b", "c", "d"])
    #expect(gauge.deepest == 1)
  }

  @Test("an effect's actions queue behind actions a middleware dispatched before the reduction")
  func effectBehindEarlierDispatches() {
    let middleware = Middleware<[String], String> { context, action, next in
      if action == "a" { context.dispatch("middleware") }
      next(action)
    }
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { $0 == "a" ? .send("effect") : .none },
      middleware: [middleware]
    )
    store.dispatch("a")
    #expect(store.state == ["a", "middleware", "effect"])
  }

  @Test("an effect's actions come before those subscribers dispatch on seeing the new state")
  func effectBeforeSubscriberDispatches() {
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { $0 == "a" ? .send("effect") : .none }
    )
    let token = store.subscribe { log in
      if log == ["a"] { store.dispatch("subscriber") }
    }
    store.dispatch("a")
    #expect(store.state == ["a", "effect", "subscriber"])
    withExtendedLifetime(token) {}
  }

  @Test("an effect's actions come before those a middleware dispatches after next")
  func effectBeforeMiddlewareAfterNext() {
    let middleware = Middleware<[String], String> { context, action, next in
      next(action)
      if action == "a" { context.dispatch("middleware") }
    }
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { $0 == "a" ? .send("effect") : .none },
      middleware: [middleware]
    )
    store.dispatch("a")
    #expect(store.state == ["a", "effect", "middleware"])
  }

  @Test("an action sent by an effect passes through the middleware like any other")
  func effectActionsPassMiddleware() {
    let seen = Recorder<String>()
    let middleware = Middleware<[String], String> { _, action, next in
      seen.record(action)
      next(action.uppercased())
    }
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { $0 == "A" ? .send("b") : .none },
      middleware: [middleware]
    )
    store.dispatch("a")
    #expect(seen.values == ["a", "b"])
    #expect(store.state == ["A", "B"])
  }
}
