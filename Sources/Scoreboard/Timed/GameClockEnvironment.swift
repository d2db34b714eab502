import StateStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the game clock gets its time: readings of a monotonic clock, and the timer that sends
/// them to the store while the clock runs.
///
/// Readings are `Duration`s since an origin (the machine's boot for ``live``; the clock's reading
/// when the environment was made for ``init(clock:)``), so they fit in actions and in saved state
/// whatever the clock. The app uses ``live``; tests pass a test clock and move time by hand.
///
/// ```swift
/// let environment = GameClockEnvironment(clock: ContinuousClock())
/// let store = Store(initialState: AppState(), reducer: AppState.reducer(environment: environment))
/// store.dispatch(.scoreboard(.timed(.startStop(at: environment.now()))))
/// ```
public struct GameClockEnvironment: Sendable {
  /// The cancellation id of the game clock's timer.
  public struct TimerID: Hashable, Sendable {
    /// The one timer id.
    public init() {}
  }

  /// How often the timer sends a reading while the clock runs: tenths are shown in the last
  /// minute, so every 100 ms.
  public static let tickInterval = Duration.milliseconds(100)

  /// The current reading of the monotonic clock: time since its origin. The TUI stamps
  /// ``TimedAction/startStop(at:)`` with it.
  public var now: @Sendable () -> Duration
  /// The timer effect: a ``TimedAction/tick(at:)`` every ``tickInterval``, carrying the
  /// deadline's reading, until cancelled by ``TimerID``.
  public var ticks: @Sendable () -> Effect<TimedAction>

  /// An environment with readings and a timer from `clock`.
  public init<C: Clock<Duration>>(clock: C) {
    let origin = clock.now
    self.now = { origin.duration(to: clock.now) }
    self.ticks = {
      .timer(id: TimerID(), every: Self.tickInterval, clock: clock) { deadline in
        .tick(at: origin.duration(to: deadline))
      }
    }
  }

  /// An environment from its parts, for tests that script the readings and the timer.
  public init(now: @escaping @Sendable () -> Duration, ticks: @escaping @Sendable () -> Effect<TimedAction>) {
    self.now = now
    self.ticks = ticks
  }

  /// The real thing: readings are the machine's time since boot (`CLOCK_BOOTTIME` on Linux), which
  /// keeps counting while the machine sleeps and is the same for every process of one boot, so a
  /// reading saved by one run of the app still means the same instant to the next. The timer
  /// sleeps on the continuous clock.
  public static let live = live(shiftedBy: .zero)

  /// Like ``live``, with every reading `offset` later: after a reboot the saved readings refer to
  /// the previous boot, and the app continues them by shifting its own (the wall-clock gap since
  /// the last saved reading, worked out by whoever restored the game).
  public static func live(shiftedBy offset: Duration) -> GameClockEnvironment {
    let clock = ContinuousClock()
    // Taken together, so the timer's deadlines convert to readings of the boot clock.
    let origin = clock.now
    let originReading = bootClockReading() + offset
    return GameClockEnvironment(
      now: { bootClockReading() + offset },
      ticks: {
        .timer(id: TimerID(), every: Self.tickInterval, clock: clock) { deadline in
          .tick(at: originReading + origin.duration(to: deadline))
        }
      }
    )
  }

  /// The time since the machine booted: `CLOCK_BOOTTIME` where there is one, else the monotonic
  /// clock.
  public static func bootClockReading() -> Duration {
    var spec = timespec()
    #if os(Linux)
      clock_gettime(CLOCK_BOOTTIME, &spec)
    #else
      clock_gettime(CLOCK_MONOTONIC, &spec)
    #endif
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
  }

  /// What to do about the timer when the game clock goes from `wasRunning` to `isRunning`:
  /// start it when the clock starts, cancel it when the clock stops (stopped by hand, expired,
  /// a period change, reset, undo), nothing otherwise. So there are no ticks while it is stopped.
  public func timerEffect(wasRunning: Bool, isRunning: Bool) -> Effect<TimedAction> {
    switch (wasRunning, isRunning) {
    case (false, true): return ticks()
    case (true, false): return .cancel(id: TimerID())
    case (false, false), (true, true): return .none
    }
  }
}
