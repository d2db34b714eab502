extension Reducer {
  /// This reducer, then `react` whenever the value `select` picks changed by the action: it gets
  /// the value before and after, may change the state further and returns an effect that runs
  /// beside this reducer's. An action that leaves the value alone skips `react` entirely.
  ///
  /// ```swift
  /// let app = appReducer.onChange(of: \.clock.isRunning) { wasRunning, isRunning, state, _ in
  ///   isRunning ? .send(.startTimer) : .send(.stopTimer)
  /// }
  /// ```
  public func onChange<Value: Equatable & Sendable>(
    of select: @escaping @Sendable (State) -> Value,
    _ react: @escaping @Sendable (_ old: Value, _ new: Value, inout State, Action) -> Effect<Action>
  ) -> Reducer {
    Reducer { state, action in
      let old = select(state)
      let effect = self.reduce(&state, action)
      let new = select(state)
      guard old != new else { return effect }
      return .merge(effect, react(old, new, &state, action))
    }
  }

  /// This reducer, then `react` whenever the value at `keyPath` changed by the action; see
  /// ``onChange(of:_:)-((State)->Value,_)``.
  public func onChange<Value: Equatable & Sendable>(
    of keyPath: KeyPath<State, Value> & Sendable,
    _ react: @escaping @Sendable (_ old: Value, _ new: Value, inout State, Action) -> Effect<Action>
  ) -> Reducer {
    onChange(of: { $0[keyPath: keyPath] }, react)
  }
}
