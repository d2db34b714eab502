/// A store over part of another store's state, made by ``StoreProtocol/scope(state:action:)-((Self.State)->ChildState,_)``.
///
/// It keeps no state and no queue of its own: reading its state reads the parent's, dispatching
/// sends the parent the action embedded, and its subscribers are told, on the parent's queue, when
/// the part they select changed. It keeps the parent alive.
///
/// Its subscribers are subscribers of the root store: each new root state is handed to them by
/// address, projected to this store's part. A scope by key path to a stored property projects in
/// place, at the property's offset: no key-path machinery and no copy of the parent's state per
/// dispatch. A scope by closure calls the closure on the parent's state.
public final class ScopedStore<State: Sendable, Action: Sendable>: StoreProtocol {
  @usableFromInline let read: @Sendable () -> State
  @usableFromInline let send: @Sendable (Action) -> Void
  /// Subscribes a subscriber of this store's state to the parent, which hands it each new state.
  @usableFromInline let attach: @Sendable (Subscriber<State>) -> Subscription

  @usableFromInline
  init(
    read: @escaping @Sendable () -> State, send: @escaping @Sendable (Action) -> Void,
    attach: @escaping @Sendable (Subscriber<State>) -> Subscription
  ) {
    self.read = read
    self.send = send
    self.attach = attach
  }

  /// The part of the parent's state this store is over, as it is now.
  @inlinable
  public var state: State { read() }

  /// Sends `action`, embedded, to the parent store.
  @inlinable
  public func dispatch(_ action: Action) {
    send(action)
  }

  /// Calls `onChange` with the part of this store's state that `select` picks, now and after every
  /// parent action that changed it (as `isRepeat` judges).
  @inlinable
  public func subscribe<Value: Sendable>(
    select: @escaping @Sendable (State) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    // Only the thread handling the parent's queue delivers, one state at a time, as it does to the
    // parent's own selections.
    attach(Subscriber<State>.selecting(select, skipRepeats: isRepeat, onChange: onChange))
  }
}

extension ScopedStore where State: Equatable {
  /// Calls `onChange` with this store's state now and after every parent action that changed it.
  @inlinable
  public func subscribe(_ onChange: @escaping @Sendable (State) -> Void) -> Subscription {
    attach(Subscriber<State>.reading(with: { $0.pointee }, onChange: onChange))
  }
}
