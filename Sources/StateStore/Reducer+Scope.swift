extension Reducer {
  /// Runs `child` on the part of the state at `state`, for the actions that `action` extracts.
  ///
  /// Actions the path does not extract pass by untouched; the child's effects are embedded back
  /// into the parent's action type.
  ///
  /// ```swift
  /// let app = Reducer<AppState, AppAction>.combine(
  ///   .scope(state: \.scoreboard, action: .scoreboard, scoreboardReducer),
  ///   .scope(state: \.counters, action: .counters, countersReducer)
  /// )
  /// ```
  @inlinable
  public static func scope<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<State, ChildState> & Sendable,
    action toChildAction: ActionPath<Action, ChildAction>,
    _ child: Reducer<ChildState, ChildAction>
  ) -> Reducer {
    Reducer { state, action in
      guard let childAction = toChildAction.extract(action) else { return .none }
      let effect = child.reduce(&state[keyPath: toChildState], childAction)
      return effect.isNone ? .none : effect.map(toChildAction.embed)
    }
  }

  /// Runs `child`, which takes the same actions, on the part of the state at `state`.
  @inlinable
  public static func scope<ChildState>(
    state toChildState: WritableKeyPath<State, ChildState> & Sendable,
    _ child: Reducer<ChildState, Action>
  ) -> Reducer {
    Reducer { state, action in
      child.reduce(&state[keyPath: toChildState], action)
    }
  }
}
