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

  /// What is waiting to be handled, and who is listening. Guarded by its own lock, apart from the
  /// state's, so that dispatching never needs the lock a running reducer holds.
  @usableFromInline
  struct Queue {
    @usableFromInline var pending: [Pending] = []
    @usableFromInline var nextPending = 0
    @usableFromInline var isHandling = false
    @usableFromInline var subscribers: [Subscriber<State>] = []

    @usableFromInline
    init() {}

    /// Whether something queued has not been taken yet.
    @inlinable
    var hasPending: Bool { nextPending < pending.count }

    /// Leaves the store idle: the queue is empty and no thread is handling it.
    @inlinable
    mutating func finishHandling() {
      if !pending.isEmpty {
        pending.removeAll(keepingCapacity: true)
      }
      nextPending = 0
      isHandling = false
    }
  }

  @usableFromInline
  enum Pending {
    case action(Action)
    case subscribe(Subscriber<State>)
  }

  @usableFromInline let current: Locked<State>
  @usableFromInline let queue = Locked(
    Queue(), reentryMessage: "StateStore: internal error, the queue lock was taken twice")
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
    self.current = Locked(
      initialState,
      reentryMessage: "StateStore: a reducer read the store's state; reducers get it as their argument")
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
    current.withLock { $0 }
  }

  /// Sends `action` to the store. Handled now if the store is idle, else queued behind the
  /// actions before it.
  @inlinable
  public func dispatch(_ action: Action) {
    let handleNow = queue.withLock { queue in
      if queue.isHandling {
        queue.pending.append(.action(action))
        return false
      }
      queue.isHandling = true
      return true
    }
    guard handleNow else { return }
    // The store was idle: this thread handles the action straight away, then whatever queued
    // behind it, until the queue runs empty.
    var isIdle = handle(action)
    while !isIdle {
      isIdle = handleNext()
    }
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
    let subscriber = Subscriber<State>.selecting(select, skipRepeats: isRepeat, onChange: onChange)
    enqueue(subscriber)
    return Subscription { [weak self] in
      subscriber.cancel()
      self?.remove(subscriber)
    }
  }

  /// Adds `subscriber` now if the store is idle (then handles what queued meanwhile), else queues
  /// its addition behind the actions already waiting.
  @inlinable
  func enqueue(_ subscriber: Subscriber<State>) {
    let handleNow = queue.withLock { queue in
      if queue.isHandling {
        queue.pending.append(.subscribe(subscriber))
        return false
      }
      queue.isHandling = true
      return true
    }
    guard handleNow else { return }
    add(subscriber)
    while !handleNext() {}
  }

  /// Forgets a cancelled subscriber.
  @usableFromInline
  func remove(_ subscriber: Subscriber<State>) {
    queue.withLock { queue in queue.subscribers.removeAll { $0 === subscriber } }
  }

  /// Takes the next queued item and handles it; when nothing is queued, leaves the store idle.
  /// Returns whether the store is idle now.
  @inlinable
  func handleNext() -> Bool {
    let next: Pending? = queue.withLock { queue in
      guard queue.hasPending else {
        queue.finishHandling()
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
    switch next {
    case nil:
      return true
    case .action(let action)?:
      return handle(action)
    case .subscribe(let subscriber)?:
      add(subscriber)
      return false
    }
  }

  /// Handles one action on the handling thread. Returns whether that also left the store idle,
  /// which it does only when there was nothing more to do.
  @inlinable
  func handle(_ action: Action) -> Bool {
    guard hasMiddleware else {
      return reduceAndNotify(action, mayFinish: true)
    }
    passThroughMiddleware(action, from: 0)
    return false
  }

  /// Adds `subscriber` and hands it the current state, on the handling thread.
  @usableFromInline
  func add(_ subscriber: Subscriber<State>) {
    // A subscription cancelled while it waited in the queue must not be kept alive.
    guard !subscriber.isCancelled else { return }
    // Only the handling thread changes the state, so it cannot move between these two steps.
    let state = self.state
    queue.withLock { $0.subscribers.append(subscriber) }
    subscriber.receive(state)
  }

  @inlinable
  func passThroughMiddleware(_ action: Action, from index: Int) {
    guard index < middleware.count else {
      _ = reduceAndNotify(action, mayFinish: false)
      return
    }
    let context = MiddlewareContext(store: self)
    middleware[index].handle(context, action) { next in
      passThroughMiddleware(next, from: index + 1)
    }
  }

  /// Reduces `action`, starts its effect and notifies the subscribers. With `mayFinish`, when there
  /// is no subscriber to notify and nothing queued, it leaves the store idle in the same critical
  /// section that starts the effect, and returns `true`.
  ///
  /// With subscribers the store stays busy until they have been notified: another thread must not
  /// start handling (and notifying) before them.
  @inlinable
  func reduceAndNotify(_ action: Action, mayFinish: Bool) -> Bool {
    let (state, effect) = current.withLock { state in
      let effect = reducer.reduce(&state, action)
      return (state, effect)
    }
    // The effect starts outside the queue's lock: cancelling a running effect runs its
    // cancellation handlers here, and one that dispatches must find the lock free. The actions it
    // sends at once were asked for by this reduction, so they queue now: ahead of anything
    // subscribers dispatch on seeing its result.
    var immediate: [Action] = []
    if !effect.isNone {
      effects.start(effect) { immediate.append($0) }
    }
    let subscribers: [Subscriber<State>]? = queue.withLock { queue in
      for action in immediate {
        queue.pending.append(.action(action))
      }
      if mayFinish && queue.subscribers.isEmpty && !queue.hasPending {
        queue.finishHandling()
        return nil
      }
      return queue.subscribers
    }
    guard let subscribers else { return true }
    for subscriber in subscribers {
      subscriber.receive(state)
    }
    return false
  }
}

extension Store where State: Equatable {
  /// Calls `onChange` with the current state now and with each new state that differs from the
  /// last one delivered.
  @inlinable
  public func subscribe(_ onChange: @escaping @Sendable (State) -> Void) -> Subscription {
    subscribe(skipRepeats: ==, onChange)
  }
}

extension Store {
  /// Calls `onChange` with the value at `keyPath`, now and whenever it changes.
  @inlinable
  public func subscribe<Value: Equatable & Sendable>(
    select keyPath: KeyPath<State, Value> & Sendable,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    if let offset = MemoryLayout<State>.offset(of: keyPath) {
      // A stored property held inline in the state: read it at its offset, without going through
      // the key path machinery (and its metadata look-ups) on every delivery.
      return subscribe(
        select: { state in
          withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Value.self) }
        },
        skipRepeats: ==,
        onChange
      )
    }
    return subscribe(select: { $0[keyPath: keyPath] }, skipRepeats: ==, onChange)
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
