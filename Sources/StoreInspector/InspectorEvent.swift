/// What a ``StoreInspector`` tells its observers.
public enum InspectorEvent<State: Sendable, Action: Sendable>: Sendable {
  /// A step was recorded.
  case recorded(InspectedStep<State, Action>)
  /// Every step was forgotten and numbering starts again (``StoreInspector/startOver(from:)``).
  case startedOver
}
