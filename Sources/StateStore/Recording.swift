/// The actions a journal recorded, in order: replay them onto a store, or travel to the state
/// after any step of them.
///
/// ```swift
/// let recording = try ActionRecorder<CounterAction>.read(url)
/// recording.replay(onto: store)                                    // every action, dispatched
/// let third = recording.state(atStep: 3, from: 0, reducer: counter)  // after the first three
/// ```
public struct Recording<Action: Sendable>: Sendable {
  /// The actions, oldest first.
  public var actions: [Action]
  /// How many bytes of the journal held them; any after that were torn or corrupt.
  public var validLength: Int

  /// A recording of `actions`.
  public init(actions: [Action], validLength: Int = 0) {
    self.actions = actions
    self.validLength = validLength
  }

  /// How many steps there are: one per action.
  public var stepCount: Int { actions.count }

  /// Dispatches every action to `store`, oldest first: middleware, reducers, effects and
  /// subscribers see them as they saw the original ones.
  public func replay<Target: StoreProtocol>(onto store: Target) where Target.Action == Action {
    for action in actions {
      store.dispatch(action)
    }
  }

  /// The state after the first `step` actions (0: `initialState`), reduced by `reducer` without
  /// running the effects they ask for. `step` is clamped to the recording.
  public func state<State>(atStep step: Int, from initialState: State, reducer: Reducer<State, Action>)
    -> State
  {
    var state = initialState
    for action in actions.prefix(max(0, step)) {
      _ = reducer.reduce(&state, action)
    }
    return state
  }

  /// Every state of the recording: `initialState` (step 0), then the state after each action.
  public func states<State>(from initialState: State, reducer: Reducer<State, Action>) -> [State] {
    var state = initialState
    var states = [state]
    states.reserveCapacity(actions.count + 1)
    for action in actions {
      _ = reducer.reduce(&state, action)
      states.append(state)
    }
    return states
  }
}
