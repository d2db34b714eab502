import Clocks
import StateStore
import Testing

/// A log store whose "start …" actions run an effect that sleeps a second on `clock`, then sends
/// "done …"; "stop" cancels them. `ended` counts the effects whose work has returned.
private func sleeperStore(
  clock: TestClock<Duration>,
  cancelInFlight: Bool,
  ended: Box<Int> = Box(0)
) -> LogStore {
  LogStore(
    initialState: [],
    reducer: loggingReducer { action in
      if action == "stop" { return .cancel(id: "job") }
      guard action.hasPrefix("start ") else { return .none }
      return Effect.run { send in
        defer { ended.update { $0 += 1 } }
        try? await clock.sleep(for: .seconds(1))
        send("done " + action.dropFirst("start ".count))
      }
      .cancellable(id: "job", cancelInFlight: cancelInFlight)
    }
  )
}

@Suite("Effects: cancellation")
struct CancellationTests {
  @Test("cancel(id:) stops an effect: it sends nothing more")
  func cancelStops() async {
    let clock = TestClock()
    let ended = Box(0)
    let store = sleeperStore(clock: clock, cancelInFlight: false, ended: ended)
    store.dispatch("start 1")
    await waitUntil("the effect sleeps") { await clock.hasSleepers() }
    store.dispatch("stop")
    #expect(store.runningEffectCount == 0)
    await waitUntil("the effect's work has returned") { ended.value == 1 }
    await clock.advance(by: .seconds(5))
    #expect(store.state == ["start 1", "stop"])
  }

  @Test("cancelInFlight restarts: the old effect sends nothing more, the new one runs")
  func cancelInFlightRestarts() async {
    let clock = TestClock()
    let ended = Box(0)
    let store = sleeperStore(clock: clock, cancelInFlight: true, ended: ended)
    store.dispatch("start 1")
    await waitUntil("the first effect sleeps") { await clock.hasSleepers() }
    store.dispatch("start 2")
    #expect(store.runningEffectCount == 1)
    await waitUntil("the first effect's work has returned") { ended.value == 1 }
    await waitUntil("the second effect sleeps") { await clock.hasSleepers() }
    await clock.advance(by: .seconds(1))
    await waitUntil("both effects' work has returned") { ended.value == 2 }
    await waitUntil("no effect runs") { store.runningEffectCount == 0 }
    #expect(store.state == ["start 1", "start 2", "done 2"])
  }

  @Test("without cancelInFlight, effects under one id run side by side, and one cancel stops all")
  func sameIDSideBySide() async {
    let clock = TestClock()
    let ended = Box(0)
    let store = sleeperStore(clock: clock, cancelInFlight: false, ended: ended)
    store.dispatch("start 1")
    store.dispatch("start 2")
    #expect(store.runningEffectCount == 2)
    store.dispatch("stop")
    #expect(store.runningEffectCount == 0)
    await waitUntil("both effects' work has returned") { ended.value == 2 }
    await clock.advance(by: .seconds(1))
    #expect(store.state == ["start 1", "start 2", "stop"])
  }

  @Test(
    "an effect made cancellable under two ids stops when either is cancelled", arguments: ["inner", "outer"])
  func nestedIDs(cancelled id: String) async {
    let clock = TestClock()
    let ended = Box(0)
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { action in
        switch action {
        case "start":
          Effect.run { send in
            defer { ended.update { $0 += 1 } }
            try? await clock.sleep(for: .seconds(1))
            send("done")
          }
          .cancellable(id: "inner")
          .cancellable(id: "outer")
        case "stop": .cancel(id: id)
        default: .none
        }
      }
    )
    store.dispatch("start")
    store.dispatch("stop")
    #expect(store.runningEffectCount == 0)
    await waitUntil("the effect's work has returned") { ended.value == 1 }
    await clock.advance(by: .seconds(1))
    #expect(store.state == ["start", "stop"])
  }

  @Test("a cancelled effect's send drops actions even when called from outside its task")
  func sendOutsideTaskAfterCancel() async {
    let clock = TestClock()
    let savedSend = Box<Send<String>?>(nil)
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { action in
        switch action {
        case "start":
          Effect.run { send in
            savedSend.value = send
            try? await clock.sleep(for: .seconds(1000))
          }
          .cancellable(id: "job")
        case "stop": .cancel(id: "job")
        default: .none
        }
      }
    )
    store.dispatch("start")
    await waitUntil("the effect has handed out its send") { savedSend.value != nil }
    savedSend.value?("before")
    store.dispatch("stop")
    savedSend.value?("after")
    #expect(store.state == ["start", "before", "stop"])
  }

  @Test("a cancellation handler that sends is ignored, not a deadlock")
  func cancellationHandlerSends() async {
    let clock = TestClock()
    let store = LogStore(
      initialState: [],
      reducer: loggingReducer { action in
        switch action {
        case "start":
          Effect.run { send in
            await withTaskCancellationHandler {
              try? await clock.sleep(for: .seconds(1000))
            } onCancel: {
              send("cancelled")
            }
          }
          .cancellable(id: "job")
        case "stop": .cancel(id: "job")
        default: .none
        }
      }
    )
    store.dispatch("start")
    await waitUntil("the effect sleeps") { await clock.hasSleepers() }
    store.dispatch("stop")
    #expect(store.state == ["start", "stop"])
  }

  @Test("releasing the store cancels its running effects")
  func releasingStoreCancels() async {
    let clock = TestClock()
    let cancelled = Box(false)
    weak var released: LogStore?
    do {
      let store = LogStore(
        initialState: [],
        reducer: loggingReducer { action in
          guard action == "start" else { return .none }
          return .run { _ in
            await withTaskCancellationHandler {
              try? await clock.sleep(for: .seconds(1000))
            } onCancel: {
              cancelled.value = true
            }
          }
        }
      )
      released = store
      store.dispatch("start")
      await waitUntil("the effect sleeps") { await clock.hasSleepers() }
      #expect(store.runningEffectCount == 1)
    }
    #expect(released == nil, "running effects must not keep the store alive")
    await waitUntil("the effect's task is cancelled") { cancelled.value }
  }

  @Test("releasing an effect runner cancels what it runs, cancellable effects included")
  func releasingRunnerCancels() async {
    let clock = TestClock()
    let cancelled = Box(0)
    let sleeper = Effect<String>.run { _ in
      await withTaskCancellationHandler {
        try? await clock.sleep(for: .seconds(1000))
      } onCancel: {
        cancelled.update { $0 += 1 }
      }
    }
    var runner: EffectRunner<String>? = EffectRunner { _ in }
    runner?.start(.merge(sleeper, .concatenate(sleeper.cancellable(id: "a"), sleeper))) { _ in }
    await waitUntil("the effects run") { runner?.runningCount == 3 }
    runner = nil
    await waitUntil("both effects' tasks are cancelled") { cancelled.value == 2 }
  }

  @Test("cancelAll cancels every effect at once")
  func cancelAll() async {
    let clock = TestClock()
    let ended = Box(0)
    let received = Recorder<String>()
    let runner = EffectRunner<String> { received.record($0) }
    let nap = Effect<String>.run { send in
      defer { ended.update { $0 += 1 } }
      try? await clock.sleep(for: .seconds(1))
      send("woke")
    }
    runner.start(.merge(nap, nap.cancellable(id: "x"))) { _ in }
    #expect(runner.runningCount == 2)
    runner.cancelAll()
    #expect(runner.runningCount == 0)
    await waitUntil("both effects' work has returned") { ended.value == 2 }
    await clock.advance(by: .seconds(1))
    #expect(received.values.isEmpty)
  }
}
