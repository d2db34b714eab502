/// What a store offers the code that uses it: the state, dispatch and subscriptions. ``Store`` and
/// the child stores ``StoreProtocol/scope(state:action:)-((Self.State)->ChildState,_)`` makes (``ScopedStore``) both conform, so a
/// feature can take either.
public protocol StoreProtocol<State, Action>: AnyObject, Sendable {
  /// The state the store holds.
  associatedtype State: Sendable
  /// The actions it takes.
  associatedtype Action: Sendable

  /// The current state.
  var state: State { get }

  /// Handles `action`: middleware, the reducer, then the subscribers.
  func dispatch(_ action: Action)

  /// Calls `onChange` with the part of the state `select` picks, now and after every action that
  /// changed it (as `isRepeat` judges); the subscription ends when cancelled or released.
  func subscribe<Value: Sendable>(
    select: @escaping @Sendable (State) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription
}

extension Store: StoreProtocol {}

// `scope` is inlinable so that the closures it makes are specialised for the client's store: a scoped
// dispatch then calls the parent's `dispatch` directly instead of through generic metadata.
extension StoreProtocol {
  /// A child store over the part of this store's state that `toChild` picks, taking actions that
  /// `fromChild` turns into this store's. It shares this store's queue (its dispatches go through
  /// this store, middleware and all), reads the state through it, and has subscriptions of its own
  /// that are told only when the child's state changed.
  ///
  /// ```swift
  /// let game = appStore.scope(state: { $0.game.present }, action: { .scoreboard($0) })
  /// ```
  @inlinable
  public func scope<ChildState: Sendable, ChildAction: Sendable>(
    state toChild: @escaping @Sendable (State) -> ChildState,
    action fromChild: @escaping @Sendable (ChildAction) -> Action
  ) -> ScopedStore<ChildState, ChildAction> {
    ScopedStore(
      read: { toChild(self.state) },
      send: { self.dispatch(fromChild($0)) },
      attach: { child in
        self.attach(
          Subscriber { state in
            let part = toChild(state.pointee)
            withUnsafePointer(to: part) { child.deliver($0) }
          })
      })
  }

  /// A child store over the part of this store's state at `keyPath`; see
  /// ``scope(state:action:)-((Self.State)->ChildState,_)``.
  ///
  /// ```swift
  /// let screen = appStore.scope(state: \.ui, action: AppAction.ui)
  /// ```
  @inlinable
  public func scope<ChildState: Sendable, ChildAction: Sendable>(
    state keyPath: KeyPath<State, ChildState> & Sendable,
    action fromChild: @escaping @Sendable (ChildAction) -> Action
  ) -> ScopedStore<ChildState, ChildAction> {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return scope(state: { $0[keyPath: keyPath] }, action: fromChild)
    }
    // A stored property held inline in the parent's state: the child's subscribers read it in
    // place, at its offset in the parent's state.
    return ScopedStore(
      read: { self.state[keyPath: keyPath] },
      send: { self.dispatch(fromChild($0)) },
      attach: { child in
        self.attach(
          Subscriber { state in
            let part = UnsafeRawPointer(state).advanced(by: offset)
            child.deliver(part.assumingMemoryBound(to: ChildState.self))
          })
      })
  }

  /// Subscribes `subscriber` to this store: directly to a ``Store``, through its parent to a
  /// ``ScopedStore``, and through ``subscribe(select:skipRepeats:_:)`` to any other store, which
  /// hands it a copy of each state.
  ///
  /// The subscriber is told each new state; the returned token ends the subscription.
  @inlinable
  func attach(_ subscriber: Subscriber<State>) -> Subscription {
    if let store = self as? Store<State, Action> {
      return store.subscribe(subscriber)
    }
    if let scoped = self as? ScopedStore<State, Action> {
      return scoped.attach(subscriber)
    }
    let subscription = subscribe(
      select: { $0 }, skipRepeats: { _, _ in false },
      { state in withUnsafePointer(to: state) { subscriber.receive($0) } })
    return Subscription {
      subscriber.cancel()
      subscription.cancel()
    }
  }
}

extension StoreProtocol where State: Equatable {
  /// Calls `onChange` with the state now and after every action that changed it.
  @inlinable
  public func subscribe(_ onChange: @escaping @Sendable (State) -> Void) -> Subscription {
    subscribe(select: { $0 }, skipRepeats: ==, onChange)
  }
}
