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
  // The hot path (`dispatch`, the queue, reduction, notification, the middleware pass) is
  // inlinable, so that a client module specialises it for its own state and action types: without
  // that, every dispatch asks the runtime for the metadata of half a dozen generic types.
  //
  // One lock guards the state, the queue and the subscribers (``StoreCore``). A dispatch to an idle
  // store takes it once: marks the store busy, reduces, and, when there is no effect, no subscriber
  // and nothing queued, leaves it idle again before letting go. The lock is released around
  // everything that may call back into the store: middleware, effects starting, subscribers.

  @usableFromInline let core: StoreCore<State, Action>
  @usableFromInline let reducer: Reducer<State, Action>
  @usableFromInline let middleware: [Middleware<State, Action>]
  @usableFromInline let hasMiddleware: Bool
  @usableFromInline let effects: EffectRunner<Action>

  /// A store that starts at `initialState`, reduces with `reducer` and passes every action
  /// through `middleware` first, outermost first. The actions its effects send reach it as jobs
  /// run by `executor` (``StoreExecutor``): by default at once, on the effect's thread.
  public init(
    initialState: State,
    reducer: Reducer<State, Action>,
    middleware: [Middleware<State, Action>] = [],
    executor: StoreExecutor = .immediate
  ) {
    self.core = StoreCore(state: initialState)
    self.reducer = reducer
    self.middleware = middleware
    self.hasMiddleware = !middleware.isEmpty
    let dispatcher = WeakDispatcher<State, Action>()
    self.effects = EffectRunner(
      deliveringTo: { action in dispatcher.store?.dispatch(action) }, executor: executor)
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
  @inlinable
  public var state: State {
    guard core.lock() else {
      fatalError("StateStore: a reducer read the store's state; reducers get it as their argument")
    }
    defer { core.unlock() }
    return core.state
  }

  /// Sends `action` to the store. Handled now if the store is idle, else queued behind the
  /// actions before it.
  @inlinable
  public func dispatch(_ action: Action) {
    // `submit(.action(action))`, without wrapping the action in the queue's enum on the way in.
    guard core.lock() else {
      // This thread holds the lock: a reducer of this store, mid-reduction, dispatching. The action
      // waits behind the one being reduced, like any other.
      core.pending.append(.action(action))
      return
    }
    if core.isHandling {
      core.pending.append(.action(action))
      core.unlock()
      return
    }
    core.isHandling = true
    handle(action)
    if core.pending.isEmpty {
      // Nothing queued meanwhile, the common case: idle again at once.
      core.isHandling = false
      core.unlock()
      return
    }
    handleQueued()
  }

  /// Calls `onChange` with the current state now and with each new state after an action.
  ///
  /// "Now" means before `subscribe` returns when the store is idle; when it is busy (a subscriber
  /// or middleware subscribing, say), right after the actions already queued. The returned token
  /// ends the subscription when cancelled or released.
  @inlinable
  public func subscribe(
    skipRepeats isRepeat: @escaping @Sendable (State, State) -> Bool = { _, _ in false },
    _ onChange: @escaping @Sendable (State) -> Void
  ) -> Subscription {
    subscribe(select: { $0 }, skipRepeats: isRepeat, onChange)
  }

  /// Calls `onChange` with the value `select` picks from the state, now and whenever it differs
  /// (by `isRepeat`) from the last value delivered.
  @inlinable
  public func subscribe<Value: Sendable>(
    select: @escaping @Sendable (State) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    subscribe(Subscriber<State>.selecting(select, skipRepeats: isRepeat, onChange: onChange))
  }

  /// Adds `subscriber` (now if the store is idle, else after what is queued) and returns the token
  /// that ends its subscription.
  @inlinable
  func subscribe(_ subscriber: Subscriber<State>) -> Subscription {
    submit(.subscribe(subscriber))
    return Subscription { [weak self] in
      subscriber.cancel()
      self?.remove(subscriber)
    }
  }

  /// Handles `item` now if the store is idle, then whatever queued behind it; else queues it.
  @inlinable
  func submit(_ item: StoreCore<State, Action>.Pending) {
    guard core.lock() else {
      // This thread holds the lock: a reducer of this store, mid-reduction, dispatching. The item
      // waits behind the action being reduced, like any other.
      core.pending.append(item)
      return
    }
    if core.isHandling {
      core.pending.append(item)
      core.unlock()
      return
    }
    core.isHandling = true
    switch item {
    case .action(let action):
      handle(action)
    case .subscribe(let subscriber):
      add(subscriber)
    }
    handleQueued()
  }

  /// Handles whatever was queued meanwhile, on the handling thread, which holds the lock; then
  /// leaves the store idle and lets go of the lock.
  @inlinable
  func handleQueued() {
    while let next = core.takeNext() {
      switch next {
      case .action(let action):
        handle(action)
      case .subscribe(let subscriber):
        add(subscriber)
      }
    }
    core.unlock()
  }

  /// Forgets a cancelled subscriber.
  @usableFromInline
  func remove(_ subscriber: Subscriber<State>) {
    let locked = core.lock()
    core.subscribers.removeAll { $0 === subscriber }
    if locked { core.unlock() }
  }

  /// Handles one action on the handling thread, which holds the lock before and after.
  @inlinable
  func handle(_ action: Action) {
    guard hasMiddleware else {
      reduceAndNotify(action)
      return
    }
    core.unlock()
    passThroughMiddleware(action, from: 0)
    core.relock()
  }

  /// Adds `subscriber` and hands it the current state, on the handling thread, which holds the
  /// lock before and after.
  @usableFromInline
  func add(_ subscriber: Subscriber<State>) {
    // A subscription cancelled while it waited in the queue must not be kept alive.
    guard !subscriber.isCancelled else { return }
    core.subscribers.append(subscriber)
    let state = core.state
    core.unlock()
    withUnsafePointer(to: state) { subscriber.receive($0) }
    core.relock()
  }

  @inlinable
  func passThroughMiddleware(_ action: Action, from index: Int) {
    guard index < middleware.count else {
      core.relock()
      reduceAndNotify(action)
      core.unlock()
      return
    }
    let context = MiddlewareContext(store: self)
    middleware[index].handle(context, action) { next in
      passThroughMiddleware(next, from: index + 1)
    }
  }

  /// Reduces `action`, starts its effect and notifies the subscribers, on the handling thread,
  /// which holds the lock before and after; the lock is let go while the effect starts and while
  /// subscribers are told.
  @inlinable
  func reduceAndNotify(_ action: Action) {
    let effect = reducer.reduce(&core.state, action)
    if effect.isNone {
      guard !core.subscribers.isEmpty else { return }
      notify(core.subscribers, of: core.state)
      return
    }
    let state = core.state
    core.unlock()
    // The effect starts outside the lock: cancelling a running effect runs its cancellation
    // handlers here, and one that dispatches must find the lock free. The actions it sends at
    // once were asked for by this reduction, so they queue now: ahead of anything subscribers
    // dispatch on seeing its result.
    var immediate: [Action] = []
    effects.start(effect) { immediate.append($0) }
    core.relock()
    for action in immediate {
      core.pending.append(.action(action))
    }
    guard !core.subscribers.isEmpty else { return }
    notify(core.subscribers, of: state)
  }

  /// Hands `state` to each of `subscribers`, outside the lock, which is held before and after.
  /// They all read from this one copy of the state.
  @inlinable
  func notify(_ subscribers: [Subscriber<State>], of state: State) {
    core.unlock()
    withUnsafePointer(to: state) { state in
      subscribers.withUnsafeBufferPointer { subscribers in
        // The array keeps every subscriber alive for the whole loop: no retain per call.
        for index in subscribers.indices {
          Unmanaged.passUnretained(subscribers[index])._withUnsafeGuaranteedRef { $0.receive(state) }
        }
      }
    }
    core.relock()
  }
}

extension Store where State: Equatable {
  /// Calls `onChange` with the current state now and with each new state that differs from the
  /// last one delivered.
  @inlinable
  public func subscribe(_ onChange: @escaping @Sendable (State) -> Void) -> Subscription {
    subscribe(Subscriber<State>.reading(with: { $0.pointee }, onChange: onChange))
  }
}

extension Store {
  /// Calls `onChange` with the value at `keyPath`, now and whenever it changes.
  @inlinable
  public func subscribe<Value: Equatable & Sendable>(
    select keyPath: KeyPath<State, Value> & Sendable,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return subscribe(select: { $0[keyPath: keyPath] }, skipRepeats: ==, onChange)
    }
    // A stored property held inline in the state: read in place at its offset.
    return subscribe(Subscriber<State>.reading(atOffset: offset, as: Value.self, onChange: onChange))
  }

  /// Calls `onChange` with the value `select` picks, now and whenever it changes.
  @inlinable
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
