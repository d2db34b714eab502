import Clocks
import StateStore
import Testing

/// What the timer tests send: start or stop the timer, and its ticks with their deadlines.
private enum TimerAction<Instant: InstantProtocol>: Equatable, Sendable {
  case start
  case stop
  case tick(Instant)
}

private enum TimerID: Hashable, Sendable { case ticker }

/// A reducer whose state is the deadline of every tick so far; the timer ticks every second.
private func tickReducer<C: Clock<Duration>>(clock: C) -> Reducer<[C.Instant], TimerAction<C.Instant>> {
  Reducer { ticks, action in
    switch action {
    case .start:
      return .timer(id: TimerID.ticker, every: .seconds(1), clock: clock) { .tick($0) }
    case .stop:
      return .cancel(id: TimerID.ticker)
    case .tick(let deadline):
      ticks.append(deadline)
      return .none
    }
  }
}

/// A test clock seen through a wrapper that wakes every sleeper `lateness` after its deadline, as
/// a busy machine might, and counts the sleeps that ended by cancellation.
private struct WatchedClock: Clock {
  let base: TestClock<Duration>
  var lateness = Duration.zero
  let cancelledSleeps = Box(0)

  var now: TestClock<Duration>.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: TestClock<Duration>.Instant, tolerance: Duration?) async throws {
    do {
      try await base.sleep(until: deadline.advanced(by: lateness), tolerance: tolerance)
    } catch {
      cancelledSleeps.update { $0 += 1 }
      throw error
    }
  }
}

extension TestClock<Duration>.Instant {
  /// The instant `seconds` after the test clock's start.
  fileprivate static func at(_ seconds: Double) -> Self {
    Self().advanced(by: .seconds(seconds))
  }
}

/// Waits until `store` holds `count` ticks, then until the timer sleeps again: from then on it
/// ticks no more until the clock is advanced.
private func waitForTicks<Instant>(
  _ count: Int,
  in store: Store<[Instant], TimerAction<Instant>>,
  clock: TestClock<Duration>,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await waitUntil("\(count) ticks", sourceLocation: sourceLocation) {
    await clock.wakeDueSleepers()
    return store.state.count >= count
  }
  await waitUntil("the timer sleeps again", sourceLocation: sourceLocation) { await clock.hasSleepers() }
}

@Suite("Effects: timers")
struct TimerEffectTests {
  @Test("a timer ticks exactly when the clock is advanced past its deadlines, and never otherwise")
  func ticksWhenAdvanced() async {
    let clock = TestClock()
    let store = Store(initialState: [], reducer: tickReducer(clock: clock))
    store.dispatch(.start)
    await waitUntil("the timer sleeps") { await clock.hasSleepers() }
    #expect(store.state.isEmpty, "no tick without advancing the clock")

    await clock.advance(by: .seconds(1))
    await waitForTicks(1, in: store, clock: clock)
    #expect(store.state == [.at(1)])

    await clock.advance(by: .seconds(3))
    await waitForTicks(4, in: store, clock: clock)
    #expect(store.state == [.at(1), .at(2), .at(3), .at(4)])

    store.dispatch(.stop)
    #expect(store.runningEffectCount == 0)
  }

  @Test("a stopped timer ticks no more, however far the clock goes")
  func stopped() async {
    let clock = TestClock()
    let store = Store(initialState: [], reducer: tickReducer(clock: clock))
    store.dispatch(.start)
    await waitUntil("the timer sleeps") { await clock.hasSleepers() }
    await clock.advance(by: .seconds(1))
    await waitForTicks(1, in: store, clock: clock)

    store.dispatch(.stop)
    #expect(store.runningEffectCount == 0)
    await waitUntil("the timer no longer sleeps") { await !clock.hasSleepers() }
    await clock.advance(by: .seconds(10))
    #expect(store.state == [.at(1)])
  }

  @Test("starting a timer again restarts it: the old one ticks no more, the new one counts from now")
  func restart() async {
    let clock = TestClock()
    let watched = WatchedClock(base: clock)
    let store = Store(initialState: [], reducer: tickReducer(clock: watched))
    store.dispatch(.start)
    await waitUntil("the timer sleeps") { await clock.hasSleepers() }
    await clock.advance(by: .milliseconds(500))

    store.dispatch(.start)
    #expect(store.runningEffectCount == 1)
    await waitUntil("the first timer's sleep is cancelled") { watched.cancelledSleeps.value == 1 }
    await waitUntil("the new timer sleeps") { await clock.hasSleepers() }
    await clock.advance(by: .seconds(2))
    await waitForTicks(2, in: store, clock: clock)
    #expect(store.state == [.at(1.5), .at(2.5)])
    store.dispatch(.stop)
  }

  @Test("a timer does not drift: ticks keep to whole intervals from the start, however the clock moves")
  func noDriftUnevenSteps() async {
    let clock = TestClock()
    let store = Store(initialState: [], reducer: tickReducer(clock: clock))
    store.dispatch(.start)
    await waitUntil("the timer sleeps") { await clock.hasSleepers() }
    for step in [0.4, 0.7, 1.3, 0.1, 2.9] {
      await clock.advance(by: .seconds(step))
    }
    await waitForTicks(5, in: store, clock: clock)
    #expect(store.state == [.at(1), .at(2), .at(3), .at(4), .at(5)])
    store.dispatch(.stop)
  }

  @Test("a timer that wakes late does not push the next ticks back")
  func noDriftWhenLate() async {
    let clock = TestClock()
    let late = WatchedClock(base: clock, lateness: .milliseconds(300))
    let store = Store(initialState: [], reducer: tickReducer(clock: late))
    store.dispatch(.start)
    await waitUntil("the timer sleeps") { await clock.hasSleepers() }

    await clock.advance(by: .milliseconds(1300))
    await waitForTicks(1, in: store, clock: clock)

    // A timer that slept a whole interval from its late wake-up would not tick before 2.6 s.
    await clock.advance(by: .seconds(1))
    await waitForTicks(2, in: store, clock: clock)
    #expect(store.state == [.at(1), .at(2)])
    store.dispatch(.stop)
  }
}
