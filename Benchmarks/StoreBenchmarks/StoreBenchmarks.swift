import Benchmark
import StateStore

/// Every store benchmark runs a thousand operations per measured iteration, so the per-operation
/// figures in nanoseconds mean something (the persistence ones, far slower, run one); `ratios.py`
/// divides each median by the baseline's median from the same run.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 10_000
  )

  let counter = MutexCounter()
  Benchmark("baseline: increment under Mutex") { benchmark in
    for _ in benchmark.scaledIterations {
      counter.increment()
    }
    blackHole(counter.current)
  }

  let pthreadCounter = PthreadCounter()
  Benchmark("baseline: increment under pthread mutex") { benchmark in
    for _ in benchmark.scaledIterations {
      pthreadCounter.increment()
    }
    blackHole(pthreadCounter.current)
  }

  registerDispatchBenchmarks()
  registerSelectionBenchmarks()
  registerScopeBenchmarks()
  registerEffectBenchmark()
  registerRecorderBenchmarks()
  registerInspectorBenchmarks()
  registerPersistenceBenchmarks()
  registerViewBenchmarks()
  registerScoringBenchmarks()
}

/// Dispatching one action to a store with no, one, ten and a hundred subscribers. The ten key-path
/// subscribers all select the counter, so each is told on every dispatch.
private func registerDispatchBenchmarks() {
  let (bare, _) = counterStore(subscribers: 0) { _, _ in fatalError("no subscribers") }
  Benchmark("dispatch: 0 subscribers") { benchmark in
    for _ in benchmark.scaledIterations {
      bare.dispatch(.increment)
    }
    blackHole(bare.state)
  }

  let (allocationStore, _) = counterStore(subscribers: 0) { _, _ in fatalError("no subscribers") }
  Benchmark(
    "allocations: dispatch, 0 subscribers", configuration: allocationCounting
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      allocationStore.dispatch(.increment)
    }
    blackHole(allocationStore.state)
  }

  let (wholeState, wholeStateTokens) = counterStore(subscribers: 1) { store, _ in
    store.subscribe { blackHole($0) }
  }
  Benchmark("dispatch: 1 whole-state subscriber") { benchmark in
    withExtendedLifetime(wholeStateTokens) {
      for _ in benchmark.scaledIterations {
        wholeState.dispatch(.increment)
      }
    }
  }

  let (selecting, selectingTokens) = counterStore(subscribers: 10) { store, index in
    index.isMultiple(of: 2)
      ? store.subscribe(select: \.count) { blackHole($0) }
      : store.subscribe(select: \.constant) { blackHole($0) }
  }
  Benchmark("dispatch: 10 selecting subscribers, 5 skip repeats") { benchmark in
    withExtendedLifetime(selectingTokens) {
      for _ in benchmark.scaledIterations {
        selecting.dispatch(.increment)
      }
    }
  }

  let (keyPaths, keyPathTokens) = counterStore(subscribers: 10) { store, _ in
    store.subscribe(select: \.count) { blackHole($0) }
  }
  Benchmark("dispatch: 10 key-path subscribers") { benchmark in
    withExtendedLifetime(keyPathTokens) {
      for _ in benchmark.scaledIterations {
        keyPaths.dispatch(.increment)
      }
    }
  }

  let (crowded, crowdedTokens) = counterStore(subscribers: 100) { store, _ in
    store.subscribe { blackHole($0) }
  }
  Benchmark("dispatch: 100 subscribers") { benchmark in
    withExtendedLifetime(crowdedTokens) {
      for _ in benchmark.scaledIterations {
        crowded.dispatch(.increment)
      }
    }
  }
}

/// Dispatching to a store whose reducer reaches the counter through one and through five scopes,
/// and through a child store made by `scope`; and a parent dispatch seen by the one whole-state
/// subscriber of a child store over the counter.
private func registerScopeBenchmarks() {
  let parent = Store(initialState: CounterState(), reducer: counterReducer)
  let child = parent.scope(state: \.count, action: { (action: CounterAction) in action })
  Benchmark("dispatch: through a scoped store") { benchmark in
    for _ in benchmark.scaledIterations {
      child.dispatch(.increment)
    }
    blackHole(parent.state)
  }

  let observed = Store(initialState: CounterState(), reducer: counterReducer)
  let observedChild = observed.scope(state: \.count, action: { (action: CounterAction) in action })
  let childToken = observedChild.subscribe { blackHole($0) }
  Benchmark("dispatch: 1 subscriber on a scoped store") { benchmark in
    withExtendedLifetime(childToken) {
      for _ in benchmark.scaledIterations {
        observed.dispatch(.increment)
      }
    }
  }

  let once = Store(initialState: Nest1(), reducer: scopedOnce)
  Benchmark("dispatch: reducer scoped 1 level") { benchmark in
    for _ in benchmark.scaledIterations {
      once.dispatch(.increment)
    }
    blackHole(once.state)
  }

  let fiveTimes = Store(initialState: Nest5(), reducer: scopedFiveTimes)
  Benchmark("dispatch: reducer scoped 5 levels") { benchmark in
    for _ in benchmark.scaledIterations {
      fiveTimes.dispatch(.increment)
    }
    blackHole(fiveTimes.state)
  }
}

/// A ping whose reducer answers with `Effect.run { send in send(.pong) }`, timed until the pong has
/// been reduced and seen by a subscriber.
private func registerEffectBenchmark() {
  let waiter = PongWaiter()
  let (pinged, pingedTokens) = counterStore(subscribers: 1) { store, _ in
    store.subscribe(select: \.count) { _ in waiter.pongArrived() }
  }
  Benchmark("effect: round trip ping -> pong") { benchmark in
    for _ in benchmark.scaledIterations {
      await waiter.wait { pinged.dispatch(.ping) }
    }
    withExtendedLifetime(pingedTokens) {}
  }
}
