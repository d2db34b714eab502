import Synchronization

/// A live subscription to a store. Keep it to keep receiving values.
///
/// Releasing the token, or calling ``cancel()``, ends the subscription: no value is
/// delivered after `cancel()` returns on the thread that handles the store's actions.
public final class Subscription: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// A subscription that runs `onCancel` once when it ends: for stores written outside this
  /// library, such as a test's mock.
  public init(onCancel: @escaping @Sendable () -> Void) {
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
///
/// The state is handed over by address: the store copies a new state once per action, and every
/// subscriber reads the part it selects from that one copy. The closure is made in inlinable code,
/// so it is specialised for the client's state and value types: delivering needs no generic
/// metadata.
@usableFromInline
final class Subscriber<State>: @unchecked Sendable {
  // `deliver` is only called by the thread that is handling the store's queue, one at a time,
  // so the selected value it remembers needs no lock of its own.
  @usableFromInline let deliver: (UnsafePointer<State>) -> Void
  @usableFromInline let cancelled = Atomic<Bool>(false)

  @usableFromInline
  init(deliver: @escaping (UnsafePointer<State>) -> Void) {
    self.deliver = deliver
  }

  @inlinable
  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  @inlinable
  func cancel() { cancelled.store(true, ordering: .releasing) }

  /// Hands the subscriber the state at `state`, unless it was cancelled.
  @inlinable
  func receive(_ state: UnsafePointer<State>) {
    guard !isCancelled else { return }
    deliver(state)
  }
}

/// The selected value a subscriber delivered last, and how to select, compare and deliver the next.
///
/// Only the thread handling the store's queue touches `last`, one delivery at a time, so it needs
/// neither a lock nor a dynamic exclusivity check.
@usableFromInline
final class Selection<State, Value>: @unchecked Sendable {
  @usableFromInline let select: (State) -> Value
  @usableFromInline let isRepeat: (Value, Value) -> Bool
  @usableFromInline let onChange: (Value) -> Void
  @usableFromInline @exclusivity(unchecked) var last: Value?

  @usableFromInline
  init(
    select: @escaping (State) -> Value,
    isRepeat: @escaping (Value, Value) -> Bool,
    onChange: @escaping (Value) -> Void
  ) {
    self.select = select
    self.isRepeat = isRepeat
    self.onChange = onChange
  }

  /// Selects the value from `state` and delivers it unless it repeats the last one delivered. The
  /// first value is always delivered.
  @inlinable
  func receive(_ state: State) {
    let value = select(state)
    if let previous = last, isRepeat(previous, value) { return }
    last = value
    onChange(value)
  }
}

/// The value a subscriber delivered last, for subscribers that compare it themselves.
///
/// Only the thread handling the store's queue touches it, one delivery at a time.
@usableFromInline
final class LastDelivered<Value>: @unchecked Sendable {
  @usableFromInline @exclusivity(unchecked) var value: Value?

  @inlinable
  init() {}
}

extension Subscriber {
  /// A subscriber that selects a value from each state and skips it when `isRepeat` says it
  /// equals the last one delivered. The first value is always delivered.
  @inlinable
  static func selecting<Value>(
    _ select: @escaping @Sendable (State) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscriber {
    let selection = Selection(select: select, isRepeat: isRepeat, onChange: onChange)
    return Subscriber { state in selection.receive(state.pointee) }
  }

  /// A subscriber of the value stored `offset` bytes into the state, read in place (no copy of
  /// the state, no key-path machinery) and compared with `==` inline. The first value is always
  /// delivered.
  @inlinable
  static func reading<Value: Equatable>(
    atOffset offset: Int, as _: Value.Type, onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscriber {
    let last = LastDelivered<Value>()
    return Subscriber { state in
      let value = UnsafeRawPointer(state).load(fromByteOffset: offset, as: Value.self)
      if let previous = last.value, previous == value { return }
      last.value = value
      onChange(value)
    }
  }

  /// A subscriber of the value `read` takes from the state in place, compared with `==` inline.
  /// The first value is always delivered.
  @inlinable
  static func reading<Value: Equatable>(
    with read: @escaping @Sendable (UnsafePointer<State>) -> Value,
    onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscriber {
    let last = LastDelivered<Value>()
    return Subscriber { state in
      let value = read(state)
      if let previous = last.value, previous == value { return }
      last.value = value
      onChange(value)
    }
  }
}
