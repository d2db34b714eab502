import Benchmark
import StateStore
import StoreInspector

/// The counter as an inspector records it: its state is `Codable`.
struct InspectedCounter: Codable, Equatable, Sendable {
  var count = 0
}

/// Adds one to the count for each increment.
let inspectedCounterReducer = Reducer<InspectedCounter, CounterAction> { state, _ in
  state.count += 1
  return .none
}

/// What an inspector adds to a dispatch: the same counter store without one, with one in front as a
/// middleware, and an inspector fed steps directly (how a journal follower feeds it).
func registerInspectorBenchmarks() {
  let schema = InspectorSchema(state: "counter 1", action: "counter-action 1")

  let bare = Store(initialState: InspectedCounter(), reducer: inspectedCounterReducer)
  Benchmark("inspector: dispatch, no inspector") { benchmark in
    for _ in benchmark.scaledIterations {
      bare.dispatch(.increment)
    }
    blackHole(bare.state)
  }

  let passedOn = Store(
    initialState: InspectedCounter(), reducer: inspectedCounterReducer,
    middleware: [
      Middleware { context, action, next in
        next(action)
        blackHole(context.state)
      }
    ])
  Benchmark("inspector: dispatch, a middleware reading the state after (what the inspector's stands on)") {
    benchmark in
    for _ in benchmark.scaledIterations {
      passedOn.dispatch(.increment)
    }
    blackHole(passedOn.state)
  }

  let inspector = StoreInspector<InspectedCounter, CounterAction>(
    initialState: InspectedCounter(), schema: schema)
  let inspected = Store(
    initialState: InspectedCounter(), reducer: inspectedCounterReducer, middleware: [inspector.middleware()])
  Benchmark("inspector: dispatch, inspector attached") { benchmark in
    for _ in benchmark.scaledIterations {
      inspected.dispatch(.increment)
    }
    blackHole(inspected.state)
  }

  let counted = StoreInspector<InspectedCounter, CounterAction>(
    initialState: InspectedCounter(), schema: schema)
  let countedStore = Store(
    initialState: InspectedCounter(), reducer: inspectedCounterReducer, middleware: [counted.middleware()])
  Benchmark(
    "allocations: dispatch, inspector attached", configuration: allocationCounting
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      countedStore.dispatch(.increment)
    }
    blackHole(countedStore.state)
  }

  let fed = StoreInspector<InspectedCounter, CounterAction>(initialState: InspectedCounter(), schema: schema)
  var count = 0
  Benchmark("inspector: record a step") { benchmark in
    for _ in benchmark.scaledIterations {
      count += 1
      fed.record(.increment, resultingIn: InspectedCounter(count: count))
    }
  }
}
