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

  /// The cancellation id of the countdown's timer (``Countdown``).
  public struct CountdownTimerID: Hashable, Sendable {
    /// The one countdown timer id.
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
  /// A timer that sends a tick at each reading `next` gives, starting from now: `next` maps the
  /// reading of one tick (or of the start) to the reading of the following one.
  private var schedule: @Sendable (_ next: @escaping @Sendable (Duration) -> Duration) -> Effect<TimedAction>
  /// The same for the countdown, under ``CountdownTimerID``.
  private var countdownSchedule:
    @Sendable (_ next: @escaping @Sendable (Duration) -> Duration) -> Effect<TimedAction>

  /// An environment with readings and a timer from `clock`.
  public init<C: Clock<Duration>>(clock: C) {
    let origin = clock.now
    self.init(
      now: { origin.duration(to: clock.now) },
      clock: clock, instant: { reading in origin.advanced(by: reading) },
      reading: { instant in origin.duration(to: instant) })
  }

  /// An environment whose readings are `now` and whose timer sleeps on `clock` until the instant
  /// `instant` gives for a reading; `reading` is the reading of an instant.
  private init<C: Clock<Duration>>(
    now: @escaping @Sendable () -> Duration, clock: C, instant: @escaping @Sendable (Duration) -> C.Instant,
    reading: @escaping @Sendable (C.Instant) -> Duration
  ) {
    self.now = now
    // The library's timer with a variable schedule: each deadline from the one before, in readings.
    let timer:
      @Sendable (any Hashable & Sendable, @escaping @Sendable (Duration) -> Duration) -> Effect<TimedAction> =
        {
          id, next in
          Effect.timer(
            id: id, clock: clock,
            schedule: { deadline in instant(next(reading(deadline))) },
            action: { deadline in .tick(at: reading(deadline)) })
        }
    let schedule: @Sendable (@escaping @Sendable (Duration) -> Duration) -> Effect<TimedAction> = { next in
      timer(TimerID(), next)
    }
    self.schedule = schedule
    self.countdownSchedule = { next in timer(CountdownTimerID(), next) }
    self.ticks = { schedule { $0 + Self.tickInterval } }
  }

  /// An environment from its parts, for tests that script the readings and the timer. Its
  /// ``ticks(following:)`` is `ticks`.
  public init(now: @escaping @Sendable () -> Duration, ticks: @escaping @Sendable () -> Effect<TimedAction>) {
    self.now = now
    self.ticks = ticks
    self.schedule = { _ in ticks() }
    self.countdownSchedule = { _ in ticks() }
  }

  /// The timer for `clock` as it has just started: a tick exactly when the time it shows changes
  /// (``GameClock/nextDisplayChange(after:)``): once a second, every tenth in a count-down's last
  /// minute. With `everyTenth` (penalty clocks run beside it) a tick every ``tickInterval``.
  public func ticks(following clock: GameClock, everyTenth: Bool = false) -> Effect<TimedAction> {
    if everyTenth { return ticks() }
    return schedule { reading in clock.nextDisplayChange(after: reading) }
  }

  /// The countdown's timer for `countdown` as it has just begun: a tick each time the seconds it
  /// shows change (``Countdown/nextSecondShown(after:)``), under ``CountdownTimerID``.
  public func ticks(following countdown: Countdown) -> Effect<TimedAction> {
    countdownSchedule { reading in countdown.nextSecondShown(after: reading) }
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
    // Taken together, so readings of the boot clock convert to the timer's deadlines.
    let origin = clock.now
    let originReading = bootClockReading() + offset
    return GameClockEnvironment(
      now: { bootClockReading() + offset }, clock: clock,
      instant: { reading in origin.advanced(by: reading - originReading) },
      reading: { instant in originReading + origin.duration(to: instant) })
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
  /// Pass the clock (and whether penalty clocks run beside it) to tick only when the shown time
  /// changes; without it the timer ticks every ``tickInterval``.
  public func timerEffect(
    wasRunning: Bool, isRunning: Bool, following clock: GameClock? = nil, everyTenth: Bool = false
  ) -> Effect<TimedAction> {
    switch (wasRunning, isRunning) {
    case (false, true): return clock.map { ticks(following: $0, everyTenth: everyTenth) } ?? ticks()
    case (true, false): return .cancel(id: TimerID())
    case (false, false), (true, true): return .none
    }
  }
}
