import StateStore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Runs one scenario of the dispatch benchmarks a given number of times and nothing else, for
// `instructions.py`, which counts the instructions of two runs under callgrind and divides the
// difference by the difference of the counts: the cost of one operation, without start-up.
//
//     DispatchInstructions SCENARIO COUNT

/// The counter every scenario's store reduces, as in the benchmarks.
struct Counter: Equatable, Sendable {
  var count = 0
  var constant = 0
}

/// The one action.
enum Tick: Sendable { case increment }

let reducer = Reducer<Counter, Tick> { state, _ in
  state.count += 1
  return .none
}

/// Keeps `value` from being optimised away.
@inline(never)
func consume<Value>(_ value: Value) {
  withExtendedLifetime(value) {}
}

/// Each scenario: what it sets up, then the operation it repeats `count` times.
let scenarios: [String: (Int) -> Void] = [
  "mutex": { count in
    let value = Mutex(0)
    for _ in 0..<count { value.withLock { $0 += 1 } }
    consume(value.withLock { $0 })
  },
  "pthread": { count in
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    var value = 0
    for _ in 0..<count {
      pthread_mutex_lock(mutex)
      value += 1
      pthread_mutex_unlock(mutex)
    }
    consume(value)
  },
  "dispatch0": { count in
    let store = Store(initialState: Counter(), reducer: reducer)
    for _ in 0..<count { store.dispatch(.increment) }
    consume(store.state)
  },
  "scopedDispatch": { count in
    let store = Store(initialState: Counter(), reducer: reducer)
    let child = store.scope(state: \.count, action: { (tick: Tick) in tick })
    for _ in 0..<count { child.dispatch(.increment) }
    consume(store.state)
  },
  "whole1": { count in
    let store = Store(initialState: Counter(), reducer: reducer)
    let token = store.subscribe { consume($0) }
    for _ in 0..<count { store.dispatch(.increment) }
    withExtendedLifetime(token) {}
  },
  "scoped1": { count in
    let store = Store(initialState: Counter(), reducer: reducer)
    let child = store.scope(state: \.count, action: { (tick: Tick) in tick })
    let token = child.subscribe { consume($0) }
    for _ in 0..<count { store.dispatch(.increment) }
    withExtendedLifetime(token) {}
  },
  "keypath10": { count in
    let store = Store(initialState: Counter(), reducer: reducer)
    let tokens = (0..<10).map { _ in store.subscribe(select: \.count) { consume($0) } }
    for _ in 0..<count { store.dispatch(.increment) }
    withExtendedLifetime(tokens) {}
  },
]

let arguments = CommandLine.arguments
guard arguments.count == 3, let run = scenarios[arguments[1]], let count = Int(arguments[2]) else {
  print("usage: DispatchInstructions \(scenarios.keys.sorted().joined(separator: "|")) COUNT")
  exit(2)
}
run(count)
