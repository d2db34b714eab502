extension Effect {
  /// This effect, started only once `duration` has passed on `clock` without another effect of the
  /// same `id` starting: each newer one cancels the waiting one (a search as the user types, a
  /// save after the last edit).
  ///
  /// ```swift
  /// case .searchChanged(let text):
  ///   return .send(.search(text)).debounce(id: "search", for: .milliseconds(300), clock: clock)
  /// ```
  public func debounce(
    id: some Hashable & Sendable, for duration: Duration, clock: any Clock<Duration>
  ) -> Effect {
    let wait = Effect.run { _ in try? await clock.sleep(for: duration) }
    return Effect.concatenate(wait, self).cancellable(id: id, cancelInFlight: true)
  }
}
