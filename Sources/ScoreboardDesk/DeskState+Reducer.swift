import StateStore

extension DeskState {
  /// The desk as a store's reducer: each action applied, a refused one leaving the desk as it was
  /// with ``refusal`` saying why.
  ///
  /// ```swift
  /// let desk = Store(initialState: DeskState(), reducer: DeskState.reducer)
  /// desk.dispatch(.imported(events, rest: 0))
  /// ```
  public static let reducer = Reducer<DeskState, DeskAction>.plain { state, action in
    state.refusal = nil
    do throws(DeskRefusal) {
      try state.apply(action)
    } catch {
      state.refusal = error
    }
  }
}
