/// The versions of the state and action types an inspector records, carried by every exported
/// session: a session recorded by code whose types have changed is refused on import, not misread.
///
/// Bump a version whenever the type's `Codable` form changes.
///
/// ```swift
/// let schema = InspectorSchema(state: "todo-state 2", action: "todo-action 3")
/// ```
public struct InspectorSchema: Codable, Equatable, Sendable {
  /// The version of the state's encoded form.
  public var state: String
  /// The version of the action's encoded form.
  public var action: String

  /// A schema of state version `state` and action version `action`.
  public init(state: String, action: String) {
    self.state = state
    self.action = action
  }
}
