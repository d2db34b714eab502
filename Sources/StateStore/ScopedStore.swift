/// A store over part of another store's state, made by ``StoreProtocol/scope(state:action:)-((Self.State)->ChildState,_)``.
///
/// It keeps no state and no queue of its own: reading its state reads the parent's, dispatching
/// sends the parent the action embedded, and its subscribers are told, on the parent's queue, when
/// the part they select changed. It keeps the parent alive.
public final class ScopedStore<State: Sendable, Action: Sendable>: StoreProtocol {
  @usableFromInline let read: @Sendable () -> State
  @usableFromInline let send: @Sendable (Action) -> Void
  @usableFromInline let observe: @Sendable (@escaping @Sendable (State) -> Void) -> Subscription

  @usableFromInline
  init(
    read: @escaping @Sendable () -> State, send: @escaping @Sendable (Action) -> Void,
    observe: @escaping @Sendable (@escaping @Sendable (State) -> Void) -> Subscription
  ) {
    self.read = read
    self.send = send
    self.observe = observe
  }

  /// The part of the parent's state this store is over, as it is now.
  public var state: State { read() }

  /// Sends `action`, embedded, to the parent store.
  @inlinable
  public func dispatch(_ action: Action) {
    send(action)
  }

  /// Calls `onChange` with the part of this store's state that `select` picks, now and after every
  /// parent action that changed it (as `isRepeat` judges).
  public func subscribe<Value: Sendable>(
    select: @escaping @Sendable (State) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    // Only the thread handling the parent's queue delivers, one state at a time, as it does to the
    // parent's own selections.
    let selection = Selection(select: select, isRepeat: isRepeat, onChange: onChange)
    return observe { state in selection.receive(state) }
  }
}
