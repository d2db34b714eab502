import Foundation
import StateStore
import Synchronization
import Testing

/// One action per thread and sequence number.
private struct Tagged: Sendable, Hashable {
  var thread: Int
  var sequence: Int
}

/// What the store has seen: how many actions in all, and the last sequence number per thread.
private struct Tally: Sendable, Equatable {
  var total = 0
  var lastSequence: [Int]
  var outOfOrder = 0

  init(threads: Int) { lastSequence = Array(repeating: -1, count: threads) }
}

@Suite("Store: concurrent dispatch")
struct ConcurrentDispatchTests {
  @Test("8 threads x 10,000 dispatches: every action is reduced exactly once, in each thread's order")
  func everyActionOnce() {
    let threads = 8
    let perThread = 10_000
    let gauge = DepthGauge()
    let reduced = Recorder<Tagged>()
    let reducer = Reducer<Tally, Tagged>.plain { tally, action in
      gauge.measure {
        reduced.record(action)
        tally.total += 1
        if tally.lastSequence[action.thread] + 1 != action.sequence { tally.outOfOrder += 1 }
        tally.lastSequence[action.thread] = action.sequence
      }
    }
    let store = Store(initialState: Tally(threads: threads), reducer: reducer)
    let notifications = Atomic<Int>(0)
    let token = store.subscribe(
      skipRepeats: { _, _ in false },
      { _ in
        notifications.add(1, ordering: .relaxed)
      })

    onThreads(threads) { thread in
      for sequence in 0..<perThread {
        store.dispatch(Tagged(thread: thread, sequence: sequence))
      }
    }

    let final = store.state
    #expect(final.total == threads * perThread)
    #expect(final.outOfOrder == 0)
    #expect(final.lastSequence == Array(repeating: perThread - 1, count: threads))
    let all = reduced.values
    #expect(all.count == threads * perThread)
    #expect(Set(all).count == threads * perThread)
    #expect(notifications.load(ordering: .relaxed) == threads * perThread + 1)
    #expect(gauge.deepest == 1)
    withExtendedLifetime(token) {}
  }

  @Test("dispatching from many threads while effects and subscribers dispatch too loses nothing")
  func concurrentWithReentrantDispatch() {
    let threads = 4
    let perThread = 2_000
    let gauge = DepthGauge()
    // The state counts each kind of action and remembers the last one, which subscribers react to.
    let reducer = Reducer<[Int], Int> { state, action in
      gauge.measure {
        state[action] += 1
        state[3] = action
        return action == 0 ? .send(1) : .none
      }
    }
    let store = Store(initialState: [0, 0, 0, -1], reducer: reducer)
    let token = store.subscribe(
      skipRepeats: { _, _ in false },
      { state in
        if state[3] == 1 { store.dispatch(2) }
      })
    onThreads(threads) { _ in
      for _ in 0..<perThread { store.dispatch(0) }
    }
    let total = threads * perThread
    #expect(Array(store.state.prefix(3)) == [total, total, total])
    #expect(gauge.deepest == 1)
    withExtendedLifetime(token) {}
  }

  @Test("threads that find the store busy for long sleep until it is free, and lose nothing")
  func waitersSleepAndWake() {
    let threads = 4
    let perThread = 20
    // Each reduction holds the store's lock for a millisecond: longer than a waiter spins.
    let slow = Reducer<Int, Int>.plain { total, amount in
      usleep(1_000)
      total += amount
    }
    let store = Store(initialState: 0, reducer: slow)
    onThreads(threads) { _ in
      for _ in 0..<perThread { store.dispatch(1) }
    }
    #expect(store.state == threads * perThread)
  }

  @Test("subscribing and cancelling on other threads while dispatching is safe, and values keep arriving")
  func concurrentSubscribeAndCancel() {
    let store = Store(initialState: 0, reducer: counterReducer)
    let delivered = Atomic<Int>(0)
    let keeper = store.subscribe { _ in delivered.add(1, ordering: .relaxed) }
    onThreads(4) { thread in
      for round in 0..<1_000 {
        if thread % 2 == 0 {
          store.dispatch(.add(1))
        } else {
          let token = store.subscribe { _ in delivered.add(1, ordering: .relaxed) }
          if round % 2 == 0 { token.cancel() }
        }
      }
    }
    #expect(store.state == 2_000)
    #expect(delivered.load(ordering: .relaxed) >= 2_001)
    withExtendedLifetime(keeper) {}
  }
}
