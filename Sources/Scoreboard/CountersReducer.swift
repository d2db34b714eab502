import StateStore

extension CountersState {
  /// The rules of the tally counters.
  public static let reducer = Reducer<CountersState, CounterAction>.plain { state, action in
    switch action {
    case .increment(let amount) where amount >= 1:
      state.selected.value = state.selected.value(adding: amount)
    case .decrement(let amount) where amount >= 1:
      state.selected.value = state.selected.value(adding: -amount)
    case .increment, .decrement:
      break
    case .reset:
      state.selected.value = 0
    case .add(let name, let allowsNegative):
      state.append(name: name, allowsNegative: allowsNegative)
    case .remove:
      state.removeSelected()
    case .rename(let name):
      state.renameSelected(name)
    case .selectNext:
      state.moveSelection(by: 1)
    case .selectPrevious:
      state.moveSelection(by: -1)
    }
  }
}
