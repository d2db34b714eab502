import Synchronization

/// A live subscription to a store. Keep it to keep receiving values.
///
/// Releasing the token, or calling ``cancel()``, ends the subscription: no value is
/// delivered after `cancel()` returns on the thread that handles the store's actions.
public final class Subscription: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  /// Ends the subscription. Calling it again does nothing.
  public func cancel() {
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  deinit {
    cancel()
  }
}

/// One subscriber as the store sees it: a way to hand it a new state.
final class Subscriber<State>: @unchecked Sendable {
  // `deliver` is only called by the thread that is handling the store's queue, one at a time,
  // so the selected value it remembers needs no lock of its own.
  private let deliver: (State) -> Void
  private let cancelled = Atomic<Bool>(false)

  init(deliver: @escaping (State) -> Void) {
    self.deliver = deliver
  }

  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  func cancel() { cancelled.store(true, ordering: .releasing) }

  func receive(_ state: State) {
    guard !isCancelled else { return }
    deliver(state)
  }
}

extension Subscriber {
  /// A subscriber that selects a value from each state and skips it when `isRepeat` says it
  /// equals the last one delivered. The first value is always delivered.
  static func selecting<Value>(
    _ select: @escaping @Sendable (State) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscriber {
    var last: Value?
    return Subscriber { state in
      let value = select(state)
      if let previous = last, isRepeat(previous, value) { return }
      last = value
      onChange(value)
    }
  }
}
