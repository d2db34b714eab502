extension StoreProtocol {
  /// The values `select` picks, as an asynchronous sequence: the current one first, then each new
  /// one (repeats skipped), in order. The subscription ends when iteration stops or the sequence is
  /// released.
  ///
  /// ```swift
  /// for await score in store.values(select: \.home) { print(score) }
  /// ```
  public func values<Value: Equatable & Sendable>(select: @escaping @Sendable (State) -> Value)
    -> AsyncStream<Value>
  {
    AsyncStream(bufferingPolicy: .unbounded) { continuation in
      let subscription = subscribe(select: select, skipRepeats: ==) { continuation.yield($0) }
      continuation.onTermination = { _ in subscription.cancel() }
    }
  }

  /// Calls `onChange` on the main actor with the value `select` picks, now and whenever it
  /// changes, in order: for UI code that must run there. Cancel the returned task to stop.
  @discardableResult
  public func subscribeOnMainActor<Value: Equatable & Sendable>(
    select: @escaping @Sendable (State) -> Value,
    _ onChange: @escaping @MainActor @Sendable (Value) -> Void
  ) -> Task<Void, Never> {
    let values = values(select: select)
    return Task { @MainActor in
      for await value in values { onChange(value) }
    }
  }
}
