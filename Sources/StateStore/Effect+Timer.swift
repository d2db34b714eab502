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
    Effect.run { send in
      var deadline = clock.now.advanced(by: interval)
      while !Task.isCancelled {
        do {
          try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
          return
        }
        send(action(deadline))
        deadline = deadline.advanced(by: interval)
      }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
