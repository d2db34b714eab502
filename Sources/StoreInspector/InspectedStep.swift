import FoundationEssentials

/// One action a ``StoreInspector`` saw: its number, when it was handled, the action, and the state
/// it left.
public struct InspectedStep<State: Sendable, Action: Sendable>: Sendable {
  /// The action's number: 1 for the first the inspector saw, then one more for each.
  public var step: Int
  /// When the action was handled.
  public var time: Date
  /// The action.
  public var action: Action
  /// The state after the action.
  public var state: State

  /// The step numbered `step`: `action`, handled at `time`, leaving `state`.
  public init(step: Int, time: Date, action: Action, state: State) {
    self.step = step
    self.time = time
    self.action = action
    self.state = state
  }
}
