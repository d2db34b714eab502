/// The single owner of an application's state: actions go in, new states come out.
///
/// `dispatch` may be called from any thread. Actions are reduced one at a time, in the order
/// they were dispatched. An action dispatched while another is being handled (from a middleware,
/// a subscriber, an effect, a reducer or another thread) is queued and handled after it: never a
/// nested reduction. The thread that finds the store idle handles the queue until it is empty, so
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
  /// What is waiting to be handled, and who is listening. Guarded by its own lock, apart from the
  /// state's, so that dispatching never needs the lock a running reducer holds.
  private struct Queue {
    var pending: [Pending] = []
    var nextPending = 0
    var isHandling = false
    var subscribers: [Subscriber<State>] = []
  }

  private enum Pending {
    case action(Action)
    case subscribe(Subscriber<State>)
  }

  private let current: Locked<State>
  private let queue = Locked(
    Queue(), reentryMessage: "StateStore: internal error, the queue lock was taken twice")
  private let reducer: Reducer<State, Action>
  private let middleware: [Middleware<State, Action>]
  private let effects: EffectRunner<Action>

  /// A store that starts at `initialState`, reduces with `reducer` and passes every action
  /// through `middleware` first, outermost first.
  public init(
    initialState: State,
    reducer: Reducer<State, Action>,
    middleware: [Middleware<State, Action>] = []
  ) {
    self.current = Locked(
      initialState,
      reentryMessage: "StateStore: a reducer read the store's state; reducers get it as their argument")
    self.reducer = reducer
    self.middleware = middleware
    let dispatcher = WeakDispatcher<State, Action>()
    self.effects = EffectRunner { action in dispatcher.store?.dispatch(action) }
    dispatcher.store = self
  }

  deinit {
    // Effects hold the store weakly; once it is gone, nothing they could send has anywhere to go.
    effects.cancelAll()
  }

  /// How many effects the store is running: tasks started and not yet finished or cancelled.
  ///
  /// Releasing the store cancels them all.
  public var runningEffectCount: Int { effects.runningCount }

  /// The current state. While an action is being handled this is the state before or after its
  /// reduction, never one in between.
  public var state: State {
    current.withLock { $0 }
  }

  /// Sends `action` to the store. Handled now if the store is idle, else queued behind the
  /// actions before it.
  public func dispatch(_ action: Action) {
    enqueue(.action(action))
  }

  /// Calls `onChange` with the current state now and with each new state after an action.
  ///
  /// "Now" means before `subscribe` returns when the store is idle; when it is busy (a subscriber
  /// or middleware subscribing, say), right after the actions already queued. The returned token
  /// ends the subscription when cancelled or released.
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
      self?.queue.withLock { queue in queue.subscribers.removeAll { $0 === subscriber } }
    }
  }

  private func enqueue(_ pending: Pending) {
    let handleNow = queue.withLock { queue in
      if queue.isHandling {
        queue.pending.append(pending)
        return false
      }
      queue.isHandling = true
      return true
    }
    guard handleNow else { return }
    handle(pending)
    while let next = takeNextPending() {
      handle(next)
    }
  }

  private func takeNextPending() -> Pending? {
    queue.withLock { queue in
      guard queue.nextPending < queue.pending.count else {
        queue.pending.removeAll(keepingCapacity: true)
        queue.nextPending = 0
        queue.isHandling = false
        return nil
      }
      // Under a steady stream of dispatches from other threads the queue may never run empty;
      // drop the handled prefix now and then so it does not grow without bound.
      if queue.nextPending >= 1024 && queue.nextPending * 2 >= queue.pending.count {
        queue.pending.removeFirst(queue.nextPending)
        queue.nextPending = 0
      }
      defer { queue.nextPending += 1 }
      return queue.pending[queue.nextPending]
    }
  }

  private func handle(_ pending: Pending) {
    switch pending {
    case .action(let action):
      passThroughMiddleware(action, from: 0)
    case .subscribe(let subscriber):
      // A subscription cancelled while it waited in the queue must not be kept alive.
      guard !subscriber.isCancelled else { return }
      // Only the handling thread changes the state, so it cannot move between these two steps.
      let state = self.state
      queue.withLock { $0.subscribers.append(subscriber) }
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
    let (state, effect) = current.withLock { state in
      let effect = reducer.reduce(&state, action)
      return (state, effect)
    }
    // The effect's actions were asked for by this reduction, so they queue now: ahead of anything
    // subscribers or middleware dispatch on seeing its result.
    let subscribers = queue.withLock { queue in
      if !effect.isNone {
        effects.start(effect) { queue.pending.append(.action($0)) }
      }
      return queue.subscribers
    }
    for subscriber in subscribers {
      subscriber.receive(state)
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

/// The store as its effects see it: weakly, so running effects never keep a released store alive.
private final class WeakDispatcher<State: Sendable, Action: Sendable>: @unchecked Sendable {
  // Written once in the store's initialiser before any effect can run, then only read.
  weak var store: Store<State, Action>?
}
