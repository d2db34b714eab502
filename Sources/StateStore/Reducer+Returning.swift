extension Reducer {
  /// A reducer written as a function that returns the new state, as ReCombine and Recombine write
  /// them, taken as it is.
  ///
  /// ```swift
  /// let counter = Reducer<Int, CounterAction>.returning { count, action in
  ///   action == .increment ? count + 1 : count - 1
  /// }
  /// ```
  public static func returning(_ reduce: @escaping @Sendable (State, Action) -> State) -> Reducer {
    .plain { state, action in state = reduce(state, action) }
  }
}
