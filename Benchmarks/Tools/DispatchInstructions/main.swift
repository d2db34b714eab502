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

/// The scenarios' names, for the usage line.
let names = ["pthread", "mutex", "dispatch0", "scopedDispatch", "whole1", "scoped1", "keypath10"]

/// Sets up `scenario` and repeats its operation `count` times; `false` for an unknown scenario.
/// A function, not closures in top-level code: those would be main-actor isolated, and checked as
/// such on every call.
func run(_ scenario: String, _ count: Int) -> Bool {
  switch scenario {
  case "mutex":
    let value = Mutex(0)
    for _ in 0..<count { value.withLock { $0 += 1 } }
    consume(value.withLock { $0 })
  case "pthread":
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    var value = 0
    for _ in 0..<count {
      pthread_mutex_lock(mutex)
      value += 1
      pthread_mutex_unlock(mutex)
    }
    consume(value)
  case "dispatch0":
    let store = Store(initialState: Counter(), reducer: reducer)
    for _ in 0..<count { store.dispatch(.increment) }
    consume(store.state)
  case "scopedDispatch":
    let store = Store(initialState: Counter(), reducer: reducer)
    let child = store.scope(state: \.count, action: { (tick: Tick) in tick })
    for _ in 0..<count { child.dispatch(.increment) }
    consume(store.state)
  case "whole1":
    let store = Store(initialState: Counter(), reducer: reducer)
    let token = store.subscribe { consume($0) }
    for _ in 0..<count { store.dispatch(.increment) }
    withExtendedLifetime(token) {}
  case "scoped1":
    let store = Store(initialState: Counter(), reducer: reducer)
    let child = store.scope(state: \.count, action: { (tick: Tick) in tick })
    let token = child.subscribe { consume($0) }
    for _ in 0..<count { store.dispatch(.increment) }
    withExtendedLifetime(token) {}
  case "keypath10":
    let store = Store(initialState: Counter(), reducer: reducer)
    let tokens = (0..<10).map { _ in store.subscribe(select: \.count) { consume($0) } }
    for _ in 0..<count { store.dispatch(.increment) }
    withExtendedLifetime(tokens) {}
  default:
    return false
  }
  return true
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), run(arguments[1], count) else {
  print("usage: DispatchInstructions \(names.joined(separator: "|")) COUNT")
  exit(2)
}
