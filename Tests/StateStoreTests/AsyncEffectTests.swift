import Clocks
import StateStore
import Testing

@Suite("Effects: asynchronous work")
struct AsyncEffectTests {
  @Test("an asynchronous effect's actions are reduced in the order it sends them")
  func runOrder() async {
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { action in
        action == "run" ? .run { send in for number in 1...50 { send("\(number)") } } : .none
      }
    )
    store.dispatch("run")
    await waitUntil("all 50 actions are reduced") { store.state.count == 51 }
    #expect(store.state == ["run"] + (1...50).map { "\($0)" })
    await waitUntil("the effect has finished") { store.runningEffectCount == 0 }
  }

  @Test("merged asynchronous effects all run, each keeping its own order")
  func mergedRuns() async {
    let sends: @Sendable (String) -> Effect<String> = { prefix in
      .run { send in for number in 1...20 { send("\(prefix)\(number)") } }
    }
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { $0 == "run" ? .merge(sends("a"), sends("b")) : .none }
    )
    store.dispatch("run")
    await waitUntil("both effects' actions are reduced") { store.state.count == 41 }
    #expect(store.state.filter { $0.hasPrefix("a") } == (1...20).map { "a\($0)" })
    #expect(store.state.filter { $0.hasPrefix("b") } == (1...20).map { "b\($0)" })
    await waitUntil("the effects have finished") { store.runningEffectCount == 0 }
  }

  @Test("concatenate starts each effect once the one before has finished")
  func concatenateInSequence() async {
    let clock = TestClock()
    let effect = Effect<String>.concatenate(
      .run { send in
        try? await clock.sleep(for: .seconds(1))
        send("first")
      },
      .run { send in send("second") },
      .send("third")
    )
    let store = LogStore(initialState: [], reducer: loggingReducer { $0 == "run" ? effect : .none })
    store.dispatch("run")
    await waitUntil("the first effect sleeps") { await clock.hasSleepers() }
    #expect(store.state == ["run"], "the second effect waits for the first")
    await clock.advance(by: .seconds(1))
    await waitUntil("the chain's actions are reduced") { store.state.count == 4 }
    #expect(store.state == ["run", "first", "second", "third"])
    await waitUntil("the chain has finished") { store.runningEffectCount == 0 }
  }

  @Test("a cancelled concatenation starts none of the effects after the one running")
  func cancelledConcatenation() async {
    let clock = TestClock()
    let firstEnded = Box(false)
    let secondStarted = Box(false)
    let chain = Effect<String>.concatenate(
      .run { send in
        defer { firstEnded.value = true }
        try? await clock.sleep(for: .seconds(1))
        send("first")
      },
      .run { send in
        secondStarted.value = true
        send("second")
      }
    )
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { action in
        switch action {
        case "run": chain.cancellable(id: "chain")
        case "stop": .cancel(id: "chain")
        default: .none
        }
      }
    )
    store.dispatch("run")
    await waitUntil("the first effect sleeps") { await clock.hasSleepers() }
    store.dispatch("stop")
    #expect(store.runningEffectCount == 0)
    await waitUntil("the first effect has returned") { firstEnded.value }
    await clock.advance(by: .seconds(1))
    for _ in 0..<10 { await Task.yield() }
    #expect(!secondStarted.value)
    #expect(store.state == ["run", "stop"])
  }

  @Test("an immediate action stays immediate inside a cancellable effect")
  func cancellableSendIsImmediate() {
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { action in
        action == "a" ? .merge(.send("b").cancellable(id: "x"), .send("c")).cancellable(id: "y") : .none
      }
    )
    store.dispatch("a")
    #expect(store.state == ["a", "b", "c"])
    #expect(store.runningEffectCount == 0)
  }

  @Test("the store counts effects while they run and comes back to zero when they finish")
  func runningEffectCount() async {
    let clock = TestClock()
    let nap = Effect<String>.run { send in
      try? await clock.sleep(for: .seconds(1))
      send("woke")
    }
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { $0 == "nap" ? .merge(nap, nap) : .none }
    )
    #expect(store.runningEffectCount == 0)
    store.dispatch("nap")
    #expect(store.runningEffectCount == 2)
    await waitUntil("both effects sleep") { await clock.hasSleepers() }
    await clock.advance(by: .seconds(1))
    await waitUntil("both effects have finished") { store.runningEffectCount == 0 }
    #expect(store.state == ["nap", "woke", "woke"])
  }

  @Test("a scoped child's asynchronous effect comes back as the parent's action")
  func mappedRun() async {
    let child = Reducer<Int, Int> { count, amount in
      count += amount
      return amount == 1 ? .run { send in send(10) } : .none
    }
    let parent = Reducer<Int, CounterAction>.scope(
      state: \.self,
      action: ActionPath(
        embed: CounterAction.add, extract: { if case .add(let amount) = $0 { amount } else { nil } }),
      child
    )
    let store = Store(initialState: 0, reducer: parent)
    store.dispatch(.add(1))
    await waitUntil("the child's effect is reduced") { store.state == 11 }
    await waitUntil("the effect has finished") { store.runningEffectCount == 0 }
  }
}
