import Clocks
import StateStore
import Synchronization
import Testing

/// Set once, read by the test.
private final class Flag: Sendable {
  private let value = Mutex(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}

@Suite("issue 16: waiting for effects to finish without polling")
struct EffectRunnerIdleTests {
  /// A runner whose effects send nowhere.
  private func runner() -> EffectRunner<Int> {
    EffectRunner { _ in }
  }

  /// An effect that sleeps `seconds` on `clock`.
  private func sleeper(_ clock: TestClock<Duration>, seconds: Int) -> Effect<Int> {
    .run { _ in try? await clock.sleep(for: .seconds(seconds)) }
  }

  @Test("with nothing running, waiting returns at once")
  func idleAtOnce() async {
    await runner().waitUntilIdle()
  }

  @Test("waiting returns when the running effect finishes, not before")
  func returnsWhenLastFinishes() async {
    let clock = TestClock()
    let runner = runner()
    runner.start(sleeper(clock, seconds: 1)) { _ in }
    let done = Flag()
    let waiter = Task {
      await runner.waitUntilIdle()
      done.set()
    }
    await waitUntil("the effect sleeps") { await clock.hasSleepers() }
    await Task.yield()
    #expect(!done.isSet, "the effect still sleeps")
    await clock.advance(by: .seconds(1))
    await waiter.value
    #expect(done.isSet)
    #expect(runner.runningCount == 0)
  }

  @Test("cancelling every effect wakes the waiter")
  func cancelAllWakes() async {
    let clock = TestClock()
    let runner = runner()
    runner.start(sleeper(clock, seconds: 100)) { _ in }
    let waiter = Task { await runner.waitUntilIdle() }
    runner.cancelAll()
    await waiter.value
    #expect(runner.runningCount == 0)
  }

  @Test("a waiting task that is cancelled stops waiting while effects still run")
  func cancelledWaiterReturns() async {
    let clock = TestClock()
    let runner = runner()
    runner.start(sleeper(clock, seconds: 100)) { _ in }
    let waiter = Task { await runner.waitUntilIdle() }
    waiter.cancel()
    await waiter.value
    #expect(runner.runningCount == 1)
    runner.cancelAll()
  }
}
