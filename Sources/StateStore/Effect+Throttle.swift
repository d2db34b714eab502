extension Effect {
  /// This effect, started at most once per `interval` of `clock` for `id`: the first one starts at
  /// once and opens a window of `interval`; others of the same id that start inside the window are
  /// dropped, or, with `latest`, the newest of them starts when the window ends (and opens the
  /// next). A save button pressed repeatedly, a scroll position reported many times a second.
  ///
  /// Each store keeps its own windows. ``cancel(id:)`` cancels what runs under the id and forgets
  /// the effect waiting for the window's end; the window itself stays.
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return .send(.saveScroll(offset)).throttle(id: "scroll", for: .seconds(1), clock: clock, latest: true)
  /// ```
  public func throttle(
    id: some Hashable & Sendable, for interval: Duration, clock: some Clock<Duration>, latest: Bool = false
  ) -> Effect {
    let rule = ThrottleRule(id: EffectID(id), latest: latest) {
      let end = clock.now.advanced(by: interval)
      return ThrottleWindow(
        isOver: { clock.now >= end },
        waitUntilOver: { try await clock.sleep(until: end, tolerance: nil) })
    }
    return Effect(operation: .throttle(self, rule))
  }
}

/// How effects of one id are throttled: by windows that `openWindow` opens from now.
@usableFromInline
struct ThrottleRule: Sendable {
  let id: EffectID
  let latest: Bool
  let openWindow: @Sendable () -> ThrottleWindow
}

/// One throttle window of a clock: whether it has ended, and a wait for its end.
struct ThrottleWindow: Sendable {
  let isOver: @Sendable () -> Bool
  let waitUntilOver: @Sendable () async throws -> Void
}
