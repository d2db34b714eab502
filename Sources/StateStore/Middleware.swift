/// Code that stands between `dispatch` and the reducer: it sees every action first.
///
/// A middleware may pass the action on with `next` (unchanged or transformed), swallow it by not
/// calling `next`, dispatch other actions through the context, and read the state before and
/// after the reducer ran: after `next` returns, `context.state` is the new state.
///
/// ```swift
/// let journal = Middleware<AppState, AppAction> { context, action, next in
///   next(action)
///   writer.append(action, resultingIn: context.state)
/// }
/// ```
public struct Middleware<State: Sendable, Action: Sendable>: Sendable {
  /// The function that handles one action; call `next` to pass an action on towards the reducer.
  public let handle:
    @Sendable (_ context: MiddlewareContext<State, Action>, _ action: Action, _ next: (Action) -> Void) ->
      Void

  /// A middleware from the function that handles one action.
  public init(
    _ handle:
      @escaping @Sendable (
        _ context: MiddlewareContext<State, Action>, _ action: Action, _ next: (Action) -> Void
      ) -> Void
  ) {
    self.handle = handle
  }
}

/// What a middleware can see and do: read the store's state and dispatch new actions.
public struct MiddlewareContext<State: Sendable, Action: Sendable>: Sendable {
  // Inlinable, like the store's dispatch: a client module specialises reading the state for its own
  // types. Unspecialised, a middleware reading the state after `next` cost a dispatch about 150 ns
  // of generic metadata look-ups and value-witness copies (make bench, "inspector:" rows).

  /// Where the state comes from and where dispatched actions go.
  @usableFromInline
  enum Target: Sendable {
    case store(StoreReference)
    case custom(read: @Sendable () -> State, send: @Sendable (Action) -> Void)
  }

  /// A store, held unowned: the store owns its middleware, which must not keep it alive.
  @usableFromInline
  struct StoreReference: Sendable {
    @usableFromInline unowned let store: Store<State, Action>

    @inlinable
    init(store: Store<State, Action>) {
      self.store = store
    }
  }

  @usableFromInline let target: Target

  @inlinable
  init(store: Store<State, Action>) {
    target = .store(StoreReference(store: store))
  }

  /// A context that reads the state with `state` and sends what a middleware dispatches to
  /// `dispatch`: for store front-ends other than ``Store``, such as a test store.
  ///
  /// ```swift
  /// let context = MiddlewareContext<Int, CounterAction>(state: { 0 }, dispatch: { sent.append($0) })
  /// ```
  public init(state: @escaping @Sendable () -> State, dispatch: @escaping @Sendable (Action) -> Void) {
    target = .custom(read: state, send: dispatch)
  }

  /// The store's current state: before `next` the old state, after it the new one.
  @inlinable
  public var state: State {
    switch target {
    case .store(let reference): reference.store.state
    case .custom(let read, _): read()
    }
  }

  /// Dispatches `action` to the store; it is queued behind the action being handled.
  @inlinable
  public func dispatch(_ action: Action) {
    switch target {
    case .store(let reference): reference.store.dispatch(action)
    case .custom(_, let send): send(action)
    }
  }
}
