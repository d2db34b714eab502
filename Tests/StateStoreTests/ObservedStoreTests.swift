import Observation
import StateStore
import Synchronization
import Testing

@Suite("issue 16: values as a sequence, delivery on the main actor, an Observation bridge")
struct ObservedStoreTests {
  static let counter = Reducer<Int, Int>.plain { count, amount in count += amount }

  @Test("values: the current value, then each change in order, repeats skipped")
  func values() async {
    let store = Store(initialState: 0, reducer: Self.counter)
    var iterator = store.values(select: { $0 }).makeAsyncIterator()
    for amount in [1, 0, 2, 3] { store.dispatch(amount) }
    var seen: [Int] = []
    for _ in 0..<4 { if let value = await iterator.next() { seen.append(value) } }
    #expect(seen == [0, 1, 3, 6])
  }

  @Test("subscribeOnMainActor delivers on the main actor, in order")
  @MainActor func mainActor() async {
    let store = Store(initialState: 0, reducer: Self.counter)
    let seen = Mutex<[Int]>([])
    let record: @MainActor @Sendable (Int) -> Void = { value in
      MainActor.assertIsolated()
      seen.withLock { $0.append(value) }
    }
    let task = store.subscribeOnMainActor(select: { $0 }, record)
    for amount in [1, 2, 3] { store.dispatch(amount) }
    await Self.waitOnMainActor { seen.withLock { $0.count } == 4 }
    #expect(seen.withLock { $0 } == [0, 1, 3, 6])
    task.cancel()
  }

  @Test("ObservedStore: its state follows the store, observers are told, send dispatches")
  @MainActor func observed() async {
    let store = Store(initialState: 0, reducer: Self.counter)
    let model = ObservedStore<Int, Int>(store, select: { $0 })
    let told = Mutex(false)
    withObservationTracking {
      _ = model.state
    } onChange: {
      told.withLock { $0 = true }
    }
    model.send(5)
    await Self.waitOnMainActor { model.state == 5 }
    #expect(told.withLock { $0 })
    #expect(store.state == 5)
    model.stop()
  }

  /// Waits, on the main actor, until `condition` holds (for at most two seconds; the test's
  /// expectations then say what did not happen).
  @MainActor static func waitOnMainActor(_ condition: () -> Bool) async {
    for _ in 0..<2000 where !condition() {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
