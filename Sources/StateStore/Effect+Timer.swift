extension Effect {
  /// An effect that sends `action` every `interval` of `clock`, until cancelled by `id`.
  ///
  /// Starting it again with the same id restarts it. Deadlines are computed from the start, not
  /// from the last wake-up, so a late tick does not push the later ones back. Pass the clock in as
  /// a dependency: the continuous clock in the app, a test clock in tests, where each tick comes
  /// exactly when the test advances the clock past it.
  ///
  /// ```swift
  /// case .startClock:
  ///   return .timer(id: ClockTimer.id, every: .milliseconds(100), clock: clock) { now in .tick(now) }
  /// case .stopClock:
  ///   return .cancel(id: ClockTimer.id)
  /// ```
  public static func timer<C: Clock>(
    id: some Hashable & Sendable,
    every interval: C.Duration,
    clock: C,
    action: @escaping @Sendable (_ deadline: C.Instant) -> Action
  ) -> Effect {
    timer(id: id, clock: clock, schedule: { $0.advanced(by: interval) }, action: action)
  }

  /// An effect that sends `action` at each deadline of a variable schedule, until cancelled by
  /// `id` or until `schedule` ends it.
  ///
  /// `schedule` gives each deadline from the one before (the first from the start, `clock.now`),
  /// or `nil` to end the timer: so deadlines never drift, however late a tick wakes. Starting it
  /// again with the same id restarts it. A countdown that shows tenths only in its last minute
  /// ticks once a second until then:
  ///
  /// ```swift
  /// let end = clock.now.advanced(by: .seconds(90))
  /// return .timer(id: Countdown.id, clock: clock, schedule: { previous in
  ///   guard previous < end else { return nil }
  ///   let step: Duration = previous.duration(to: end) > .seconds(60) ? .seconds(1) : .milliseconds(100)
  ///   return min(previous.advanced(by: step), end)
  /// }) { deadline in .tick(deadline) }
  /// ```
  public static func timer<C: Clock>(
    id: some Hashable & Sendable,
    clock: C,
    schedule: @escaping @Sendable (_ previous: C.Instant) -> C.Instant?,
    action: @escaping @Sendable (_ deadline: C.Instant) -> Action
  ) -> Effect {
    Effect.run { send in
      var deadline = clock.now
      while !Task.isCancelled, let next = schedule(deadline) {
        deadline = next
        do {
          try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
          return
        }
        send(action(deadline))
      }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
