extension Reducer {
  /// One reducer that runs each of `reducers` in turn on the same state and action.
  ///
  /// Later reducers see the changes of earlier ones; the effects are merged in order.
  ///
  /// ```swift
  /// let app = Reducer.combine(scoreboardReducer, countersReducer, screenReducer)
  /// ```
  public static func combine(_ reducers: Reducer...) -> Reducer {
    combine(reducers)
  }

  /// One reducer that runs each of `reducers` in turn on the same state and action.
  ///
  /// Inlinable, as ``scope(state:action:_:)`` is: where an app combines its reducers the loop is
  /// specialized for its state and actions, instead of looking up their generic types on every
  /// action (a tenth of a long game's replay).
  @inlinable
  public static func combine(_ reducers: [Reducer]) -> Reducer {
    switch reducers.count {
    case 0: return .empty
    case 1: return reducers[0]
    default:
      return Reducer { state, action in
        var first = Effect<Action>.none
        var more: [Effect<Action>] = []
        for reducer in reducers {
          let effect = reducer.reduce(&state, action)
          if effect.isNone { continue }
          if first.isNone { first = effect } else { more.append(effect) }
        }
        return more.isEmpty ? first : .merge([first] + more)
      }
    }
  }
}
