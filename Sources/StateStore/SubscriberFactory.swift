/// How a memoised ``Selector`` makes a store's subscriber of itself: one that remembers the last
/// input it saw and, when a new state leaves that input alone, stops there: the value it would
/// compute is the one it delivered last. A key-path input is read in place, inline.
@usableFromInline
struct SubscriberFactory<State, Value>: Sendable {
  @usableFromInline let make:
    @Sendable (
      _ isRepeat: @escaping @Sendable (Value, Value) -> Bool, _ onChange: @escaping @Sendable (Value) -> Void
    ) -> Subscriber<State>

  @usableFromInline
  init(
    make:
      @escaping @Sendable (
        _ isRepeat: @escaping @Sendable (Value, Value) -> Bool,
        _ onChange: @escaping @Sendable (Value) -> Void
      ) -> Subscriber<State>
  ) {
    self.make = make
  }

  /// The factory of the selector that runs `project` on the value of `input`.
  @inlinable
  static func memoised<Input: Equatable & Sendable>(
    _ input: Selector<State, Input>, project: @escaping @Sendable (Input) -> Value
  ) -> SubscriberFactory {
    SubscriberFactory { isRepeat, onChange in
      let lastInput = LastDelivered<Input>()
      let last = LastDelivered<Value>()
      let changed = { @Sendable (input: Input) in
        lastInput.value = input
        let value = project(input)
        if let previous = last.value, isRepeat(previous, value) { return }
        last.value = value
        onChange(value)
      }
      if let offset = input.offset {
        return Subscriber { state in
          let current = UnsafeRawPointer(state).load(fromByteOffset: offset, as: Input.self)
          if let previous = lastInput.value, previous == current { return }
          changed(current)
        }
      }
      let read = input.reader()
      return Subscriber { state in
        let current = read(state)
        if let previous = lastInput.value, previous == current { return }
        changed(current)
      }
    }
  }
}
