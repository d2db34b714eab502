import StoreInspector

/// What the inspector page may ask of the app beyond reading: show an earlier step where the app
/// shows its state, and rewind to one. Both are optional: without them the page previews on itself
/// and offers no rewind.
///
/// ```swift
/// let controls = InspectorControls<TodoState, TodoAction>(
///   rewind: { step in store.dispatch(.rewind(toStep: step.step)) },
///   isAuthorized: { $0 == "Bearer \(token)" })
/// ```
public struct InspectorControls<State: Codable & Sendable, Action: Codable & Sendable>: Sendable {
  /// Shows `step` (`nil`: the present again) wherever the app shows its state, changing nothing.
  public var preview: (@Sendable (InspectedStep<State, Action>?) async throws -> Void)?
  /// Makes the app's state that of `step` again, as an action of its own (journaled, undoable).
  public var rewind: (@Sendable (InspectedStep<State, Action>) async throws -> Void)?
  /// Whether a request with this `Authorization` header may jump or rewind.
  public var isAuthorized: @Sendable (_ authorization: String?) -> Bool

  /// Controls that preview with `preview` and rewind with `rewind` for requests `isAuthorized` lets in.
  public init(
    preview: (@Sendable (InspectedStep<State, Action>?) async throws -> Void)? = nil,
    rewind: (@Sendable (InspectedStep<State, Action>) async throws -> Void)? = nil,
    isAuthorized: @escaping @Sendable (_ authorization: String?) -> Bool
  ) {
    self.preview = preview
    self.rewind = rewind
    self.isAuthorized = isAuthorized
  }

  /// No preview, no rewind: the page only reads.
  public static var readOnly: InspectorControls {
    InspectorControls(isAuthorized: { _ in false })
  }
}

/// Why a control could not be carried out: said to the page in one line.
public struct InspectorControlFailure: Error, Sendable, CustomStringConvertible {
  /// The line.
  public var description: String

  /// A failure saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
