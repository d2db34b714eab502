import Synchronization

/// The single owner of an application's state: actions go in, new states come out.
///
/// `dispatch` may be called from any thread. Actions are reduced one at a time, in the order
/// they were dispatched. An action dispatched while another is being handled (from a middleware,
/// a subscriber, an effect or another thread) is queued and handled after it: never a nested
/// reduction. The thread that finds the store idle handles the queue until it is empty, so
/// subscribers are called on that thread.
///
/// For each reduced action every subscriber is notified at most once, in subscription order.
///
/// ```swift
/// let store = Store(initialState: 0, reducer: counter)
/// let token = store.subscribe { count in print(count) }
/// store.dispatch(.increment)
/// ```
///
/// `State` and `Action` must be `Sendable`, since both cross threads. Skipping repeated values
/// uses `Equatable` where the selected value has it.
public final class Store<State: Sendable, Action: Sendable>: Sendable {
  private struct Core: ~Copyable {
    var state: State
    var pending: [Pending] = []
    var nextPending = 0
    var isHandling = false
    var subscribers: [Subscriber<State>] = []
  }

  private enum Pending {
    case action(Action)
    case subscribe(Subscriber<State>)
  }

  private let core: Mutex<Core>
  private let reducer: Reducer<State, Action>
  private let middleware: [Middleware<State, Action>]

  /// A store that starts at `initialState`, reduces with `reducer` and passes every action
  /// through `middleware` first, outermost first.
  public init(
    initialState: State,
    reducer: Reducer<State, Action>,
    middleware: [Middleware<State, Action>] = []
  ) {
    self.core = Mutex(Core(state: initialState))
    self.reducer = reducer
    self.middleware = middleware
  }

  /// The current state. While an action is being handled this is the state before or after its
  /// reduction, never one in between.
  public var state: State {
    core.withLock { $0.state }
  }

  /// Sends `action` to the store. Handled now if the store is idle, else queued behind the
  /// actions before it.
  public func dispatch(_ action: Action) {
    let handleNow = core.withLock { core in
      if core.isHandling {
        core.pending.append(.action(action))
        return false
      }
      core.isHandling = true
      return true
    }
    guard handleNow else { return }
    handle(.action(action))
    handleQueue()
  }

  /// Calls `onChange` with the current state now and with each new state after an action.
  ///
  /// The returned token ends the subscription when cancelled or released.
  public func subscribe(
    skipRepeats isRepeat: @escaping @Sendable (State, State) -> Bool = { _, _ in false },
    _ onChange: @escaping @Sendable (State) -> Void
  ) -> Subscription {
    subscribe(select: { $0 }, skipRepeats: isRepeat, onChange)
  }

  /// Calls `onChange` with the value `select` picks from the state, now and whenever it differs
  /// (by `isRepeat`) from the last value delivered.
  public func subscribe<Value: Sendable>(
    select: @escaping @Sendable (State) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    let subscriber = Subscriber<State>.selecting(select, skipRepeats: isRepeat, onChange: onChange)
    enqueue(.subscribe(subscriber))
    return Subscription { [weak self] in
      subscriber.cancel()
      self?.core.withLock { core in core.subscribers.removeAll { $0 === subscriber } }
    }
  }

  private func enqueue(_ pending: Pending) {
    let handleNow = core.withLock { core in
      if core.isHandling {
        core.pending.append(pending)
        return false
      }
      core.isHandling = true
      return true
    }
    guard handleNow else { return }
    handle(pending)
    handleQueue()
  }

  private func handleQueue() {
    while let next = takeNextPending() {
      handle(next)
    }
  }

  private func takeNextPending() -> Pending? {
    core.withLock { core in
      guard core.nextPending < core.pending.count else {
        core.pending.removeAll(keepingCapacity: true)
        core.nextPending = 0
        core.isHandling = false
        return nil
      }
      defer { core.nextPending += 1 }
      return core.pending[core.nextPending]
    }
  }

  private func handle(_ pending: Pending) {
    switch pending {
    case .action(let action):
      passThroughMiddleware(action, from: 0)
    case .subscribe(let subscriber):
      let state = core.withLock { core in
        core.subscribers.append(subscriber)
        return core.state
      }
      subscriber.receive(state)
    }
  }

  private func passThroughMiddleware(_ action: Action, from index: Int) {
    guard index < middleware.count else {
      reduceAndNotify(action)
      return
    }
    let context = MiddlewareContext(store: self)
    middleware[index].handle(context, action) { next in
      passThroughMiddleware(next, from: index + 1)
    }
  }

  private func reduceAndNotify(_ action: Action) {
    let (effect, state, subscribers) = core.withLock { core in
      let effect = reducer.reduce(&core.state, action)
      return (effect, core.state, core.subscribers)
    }
    for subscriber in subscribers {
      subscriber.receive(state)
    }
    if !effect.isNone {
      run(effect)
    }
  }

  private func run(_ effect: Effect<Action>) {
    let actions = effect.immediateActions
    core.withLock { core in
      core.pending.append(contentsOf: actions.map(Pending.action))
    }
  }
}

extension Store where State: Equatable {
  /// Calls `onChange` with the current state now and with each new state that differs from the
  /// last one delivered.
  public func subscribe(_ onChange: @escaping @Sendable (State) -> Void) -> Subscription {
    subscribe(skipRepeats: ==, onChange)
  }
}

extension Store {
  /// Calls `onChange` with the value at `keyPath`, now and whenever it changes.
  public func subscribe<Value: Equatable & Sendable>(
    select keyPath: KeyPath<State, Value> & Sendable,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    subscribe(select: { $0[keyPath: keyPath] }, skipRepeats: ==, onChange)
  }

  /// Calls `onChange` with the value `select` picks, now and whenever it changes.
  public func subscribe<Value: Equatable & Sendable>(
    select: @escaping @Sendable (State) -> Value,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    subscribe(select: select, skipRepeats: ==, onChange)
  }
}
