/// How an asynchronous effect sends actions back to the store.
///
/// Call it like a function: `send(.tick)`. Once the effect's task has been cancelled, actions
/// sent through it are dropped, so a cancelled effect never changes the state again.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @Sendable (Action) -> Void

  /// A `Send` that hands each action to `deliver` while the current task is not cancelled.
  public init(_ deliver: @escaping @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }

  /// A `Send` for child actions that wraps each in the parent's action type.
  func map<Child: Sendable>(_ embed: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    Send<Child> { child in deliver(embed(child)) }
  }
}
