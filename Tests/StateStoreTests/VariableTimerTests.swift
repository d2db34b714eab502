import Clocks
import StateStore
import StateStoreTesting
import Testing

@Suite("issue 16: a timer with a variable schedule")
struct VariableTimerTests {
  enum CountdownAction: Equatable, Sendable {
    case start
    case tick(Duration)
  }

  /// A countdown of 3 seconds that ticks once a second down to its last second, then every
  /// quarter second; the state is the time left at each tick.
  static func reducer(clock: TestClock<Duration>) -> Reducer<[Duration], CountdownAction> {
    Reducer { left, action in
      switch action {
      case .start:
        let end = clock.now.advanced(by: .seconds(3))
        return .timer(
          id: "countdown", clock: clock,
          schedule: { previous in
            guard previous < end else { return nil }
            let step: Duration = previous.duration(to: end) > .seconds(1) ? .seconds(1) : .milliseconds(250)
            return previous.advanced(by: step)
          }
        ) { deadline in .tick(deadline.duration(to: end)) }
      case .tick(let remaining):
        left.append(remaining)
        return .none
      }
    }
  }

  @Test("each tick comes at the deadline the schedule gives, and the timer ends when it says so")
  func followsSchedule() async {
    let clock = TestClock()
    let store = TestStore(initialState: [], reducer: Self.reducer(clock: clock))
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(.seconds(2))) { $0 = [.seconds(2)] }
    await clock.advance(by: .milliseconds(999))
    #expect(store.state == [.seconds(2)])
    await clock.advance(by: .milliseconds(1))
    await store.receive(.tick(.seconds(1))) { $0.append(.seconds(1)) }
    for left in [Duration.milliseconds(750), .milliseconds(500), .milliseconds(250), .zero] {
      await clock.advance(by: .milliseconds(250))
      await store.receive(.tick(left)) { $0.append(left) }
    }
    await store.finish()
    #expect(store.state.count == 6)
  }

  @Test("a fixed schedule ticks at the same deadlines as the every-interval timer")
  func fixedScheduleMatchesInterval() async {
    let clock = TestClock()
    let start = clock.now
    let fixed = Reducer<[Duration], CountdownAction> { ticks, action in
      switch action {
      case .start:
        return .timer(id: "fixed", clock: clock, schedule: { $0.advanced(by: .milliseconds(300)) }) {
          .tick(start.duration(to: $0))
        }
      case .tick(let at):
        ticks.append(at)
        return .none
      }
    }
    let store = TestStore(initialState: [], reducer: fixed)
    await store.send(.start)
    for step in 1...4 {
      await clock.advance(by: .milliseconds(300))
      await store.receive(.tick(.milliseconds(300 * step))) { $0.append(.milliseconds(300 * step)) }
    }
    await store.skipInFlightEffects()
    await store.finish()
  }
}
