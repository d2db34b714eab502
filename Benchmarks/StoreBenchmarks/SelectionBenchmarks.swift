import Benchmark
import StateStore

/// Ten subscribers selecting by key path and by closure (five of them seeing a change on every
/// dispatch), and ten over a value that never changes: by key path, and through one memoised
/// selector whose input never changes.
func registerSelectionBenchmarks() {
  let (byClosure, byClosureTokens) = counterStore(subscribers: 10) { store, index in
    index.isMultiple(of: 2)
      ? store.subscribe(select: { $0.count }) { blackHole($0) }
      : store.subscribe(select: { $0.constant }) { blackHole($0) }
  }
  Benchmark("dispatch: 10 selecting subscribers by closure, 5 skip repeats") { benchmark in
    withExtendedLifetime(byClosureTokens) {
      for _ in benchmark.scaledIterations {
        byClosure.dispatch(.increment)
      }
    }
  }

  let (unchanged, unchangedTokens) = counterStore(subscribers: 10) { store, _ in
    store.subscribe(select: \.constant) { blackHole($0) }
  }
  Benchmark("dispatch: 10 key-path subscribers, value unchanged") { benchmark in
    withExtendedLifetime(unchangedTokens) {
      for _ in benchmark.scaledIterations {
        unchanged.dispatch(.increment)
      }
    }
  }

  let doubled = Selector(Selector<CounterState, Int>(\.constant)) { $0 * 2 }
  let (memoised, memoisedTokens) = counterStore(subscribers: 10) { store, _ in
    store.subscribe(doubled) { blackHole($0) }
  }
  Benchmark("dispatch: 10 memoised-selector subscribers, input unchanged") { benchmark in
    withExtendedLifetime(memoisedTokens) {
      for _ in benchmark.scaledIterations {
        memoised.dispatch(.increment)
      }
    }
  }
}
