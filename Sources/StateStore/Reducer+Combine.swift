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
  public static func combine(_ reducers: [Reducer]) -> Reducer {
    switch reducers.count {
    case 0: return .empty
    case 1: return reducers[0]
    default:
      return Reducer { state, action in
        var effects: [Effect<Action>] = []
        for reducer in reducers {
          let effect = reducer.reduce(&state, action)
          if !effect.isNone { effects.append(effect) }
        }
        return .merge(effects)
      }
    }
  }
}
