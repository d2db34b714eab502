import Benchmark
import StateStore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state every dispatch benchmark reduces: one field that changes with each action and one
/// that never does, so selecting subscribers can be made to see a change or a repeat.
struct CounterState: Equatable, Sendable {
  var count = 0
  var constant = 0
}

/// The actions of the benchmarks: `increment` for plain dispatches, `ping` and `pong` for the
/// effect round trip.
enum CounterAction: Codable, Equatable, Sendable {
  case increment
  case ping
  case pong
}

/// Adds one to `count` for each increment and pong; a ping asks an effect to send a pong back.
let counterReducer = Reducer<CounterState, CounterAction> { state, action in
  switch action {
  case .increment, .pong:
    state.count += 1
    return .none
  case .ping:
    return .run { send in send(.pong) }
  }
}

/// The baseline every other figure is divided by: an `Int` incremented through a closure under a
/// `Mutex`, the least a store has to do to change a value safely from any thread.
final class MutexCounter: Sendable {
  private let value = Mutex(0)
  private let body: @Sendable (inout Int) -> Void

  init(body: @escaping @Sendable (inout Int) -> Void = { $0 += 1 }) {
    self.body = body
  }

  func increment() {
    value.withLock { body(&$0) }
  }

  var current: Int { value.withLock { $0 } }
}

/// The second baseline: the same increment through a closure under a plain pthread mutex
/// (`PTHREAD_MUTEX_DEFAULT`, no error checking), the cheapest lock the C library offers. The value
/// is read and written without a dynamic exclusivity check, as `Mutex` guards its own.
final class PthreadCounter: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @exclusivity(unchecked) private var value = 0
  private let body: @Sendable (inout Int) -> Void

  init(body: @escaping @Sendable (inout Int) -> Void = { $0 += 1 }) {
    self.body = body
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func increment() {
    pthread_mutex_lock(mutex)
    body(&value)
    pthread_mutex_unlock(mutex)
  }

  var current: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return value
  }
}

/// Nested states for the scoped reducers: `Nest1` holds the counter one level down, `Nest5` five.
struct Nest1: Equatable, Sendable { var child = CounterState() }
/// Two levels above the counter.
struct Nest2: Equatable, Sendable { var child = Nest1() }
/// Three levels above the counter.
struct Nest3: Equatable, Sendable { var child = Nest2() }
/// Four levels above the counter.
struct Nest4: Equatable, Sendable { var child = Nest3() }
/// Five levels above the counter.
struct Nest5: Equatable, Sendable { var child = Nest4() }

/// The counter reducer scoped one level down.
let scopedOnce = Reducer<Nest1, CounterAction>.scope(state: \.child, counterReducer)

/// The counter reducer scoped five levels down, one `scope` per level.
let scopedFiveTimes = Reducer<Nest5, CounterAction>.scope(
  state: \.child,
  .scope(
    state: \.child,
    .scope(
      state: \.child,
      .scope(state: \.child, .scope(state: \.child, counterReducer))
    )
  )
)

/// A store of counters with `count` subscribers made by `subscribe`; the subscriptions live as
/// long as the returned tokens.
func counterStore(
  subscribers count: Int,
  _ subscribe: (Store<CounterState, CounterAction>, Int) -> Subscription
) -> (Store<CounterState, CounterAction>, [Subscription]) {
  let store = Store(initialState: CounterState(), reducer: counterReducer)
  let tokens = (0..<count).map { subscribe(store, $0) }
  return (store, tokens)
}

/// Hands the reply to a ping back to the task that waits for it.
final class PongWaiter: Sendable {
  private let waiting = Mutex<CheckedContinuation<Void, Never>?>(nil)

  /// Suspends until ``pongArrived()``, after calling `start` with the continuation in place.
  func wait(after start: () -> Void) async {
    await withCheckedContinuation { continuation in
      waiting.withLock { $0 = continuation }
      start()
    }
  }

  /// Resumes the waiting task, if one waits.
  func pongArrived() {
    let continuation = waiting.withLock { waiting in
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume()
  }
}

/// The configuration of the `allocations:` benchmarks: mallocs and their bytes counted per thousand
/// dispatches, no time.
var allocationCounting: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.throughput, .mallocCountTotal, .mallocBytesCount],
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 1_000
  )
}
