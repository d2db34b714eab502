/// Carries out effects for a store: sends immediate actions straight on, starts tasks for
/// asynchronous work, and keeps the tasks by cancellation id until they finish.
///
/// Public so that other store front-ends (a test store, say) run effects exactly as ``Store``
/// does. Releasing or ``cancelAll()``-ing the runner cancels everything it started; once an effect
/// is cancelled, nothing it sends is delivered any more, even from outside its task.
///
/// ```swift
/// let runner = EffectRunner<CounterAction> { action in store.dispatch(action) }
/// runner.start(effect) { immediate in queue.append(immediate) }
/// ```
public final class EffectRunner<Action: Sendable>: Sendable {
  /// One started task and the flag that silences its `send` once it is cancelled.
  private struct Entry {
    let task: Task<Void, Never>
    let flag: CancellationFlag
    let ids: [EffectID]

    func cancel() {
      flag.cancel()
      task.cancel()
    }
  }

  /// The throttle window of one id, and the effect waiting for its end.
  private struct Throttled {
    var window: ThrottleWindow
    var pending: Effect<Action>?
    var isWaiting = false
  }

  /// What to do with a throttled effect.
  private enum ThrottleDecision {
    case startNow
    case drop
    case startAtEnd(of: ThrottleWindow)
  }

  private struct Running {
    var entries: [Int: Entry] = [:]
    var keysByID: [EffectID: Set<Int>] = [:]
    var throttles: [EffectID: Throttled] = [:]
    var nextKey = 0
    var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var cancelledIdleWaiters: Set<Int> = []
    var nextIdleWaiter = 0

    /// The waiters to wake when nothing runs any more; none while something runs.
    mutating func takeIdleWaitersIfIdle() -> [CheckedContinuation<Void, Never>] {
      guard entries.isEmpty else { return [] }
      defer { idleWaiters.removeAll() }
      return Array(idleWaiters.values)
    }

    mutating func remove(_ key: Int) -> Entry? {
      guard let entry = entries.removeValue(forKey: key) else { return nil }
      for id in entry.ids {
        keysByID[id]?.remove(key)
        if keysByID[id]?.isEmpty == true { keysByID.removeValue(forKey: id) }
      }
      return entry
    }
  }

  private let running = Locked(Running())
  private let deliver: @Sendable (Action) -> Void
  private let executor: StoreExecutor

  /// A runner whose asynchronous effects deliver their actions to `deliver`, each as a job handed
  /// to `executor`.
  public init(
    deliveringTo deliver: @escaping @Sendable (Action) -> Void, executor: StoreExecutor = .immediate
  ) {
    self.deliver = deliver
    self.executor = executor
  }

  deinit {
    cancelAll()
  }

  /// How many effect tasks have started and not yet finished or been cancelled.
  public var runningCount: Int {
    running.withLock { $0.entries.count }
  }

  /// Starts `effect`. Its immediate actions (``Effect/send(_:)``, also inside merges and
  /// cancellable effects) go to `immediate` before this returns, in order; cancellations happen
  /// before it returns, in order with the tasks it starts; the rest runs in tasks.
  public func start(_ effect: Effect<Action>, immediate: (Action) -> Void) {
    start(effect, ids: [], immediate: immediate)
  }

  /// Cancels every task this runner started.
  public func cancelAll() {
    let (entries, waiters) = running.withLock { running in
      let entries = Array(running.entries.values)
      running.entries.removeAll()
      running.keysByID.removeAll()
      running.throttles.removeAll()
      return (entries, running.takeIdleWaitersIfIdle())
    }
    for entry in entries { entry.cancel() }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once no effect runs (at once when none does), or when the calling task is cancelled:
  /// a test waits for its effects to finish without polling.
  ///
  /// ```swift
  /// await runner.waitUntilIdle()
  /// ```
  public func waitUntilIdle() async {
    let id = running.withLock { running in
      running.nextIdleWaiter += 1
      return running.nextIdleWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow = running.withLock { running in
          if running.entries.isEmpty || running.cancelledIdleWaiters.remove(id) != nil { return true }
          running.idleWaiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = running.withLock { running in
        let waiter = running.idleWaiters.removeValue(forKey: id)
        if waiter == nil { running.cancelledIdleWaiters.insert(id) }
        return waiter
      }
      waiter?.resume()
    }
  }

  private func start(_ effect: Effect<Action>, ids: [EffectID], immediate: (Action) -> Void) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      immediate(action)
    case .merge(let effects):
      for effect in effects { start(effect, ids: ids, immediate: immediate) }
    case .cancel(let id):
      cancel(id: id)
    case .cancellable(let inner, let id, let cancelInFlight):
      if cancelInFlight { cancel(id: id) }
      start(inner, ids: ids + [id], immediate: immediate)
    case .throttle(let inner, let rule):
      switch throttle(rule, inner) {
      case .startNow: start(inner, ids: ids + [rule.id], immediate: immediate)
      case .drop: return
      case .startAtEnd(let window): startPending(of: rule, atEndOf: window, ids: ids)
      }
    case .run, .concatenate:
      spawn(effect, ids: ids)
    }
  }

  /// Whether `effect`, throttled by `rule`, starts now; with `rule.latest`, an effect that cannot
  /// becomes the one waiting for the window's end.
  private func throttle(_ rule: ThrottleRule, _ effect: Effect<Action>) -> ThrottleDecision {
    running.withLock { running in
      guard let throttled = running.throttles[rule.id], !throttled.window.isOver() else {
        running.throttles[rule.id] = Throttled(window: rule.openWindow())
        return .startNow
      }
      guard rule.latest else { return .drop }
      running.throttles[rule.id]?.pending = effect
      if throttled.isWaiting { return .drop }
      running.throttles[rule.id]?.isWaiting = true
      return .startAtEnd(of: throttled.window)
    }
  }

  /// Starts, in a task registered under the throttle's id, a wait for `window` to end; then the
  /// newest effect that waits for it starts and opens the next window.
  private func startPending(of rule: ThrottleRule, atEndOf window: ThrottleWindow, ids: [EffectID]) {
    let runner = WeakRunner(self)
    let wait = Effect<Action>.run { _ in
      do {
        try await window.waitUntilOver()
      } catch {
        return
      }
      guard !Task.isCancelled else { return }
      runner.value?.startPending(of: rule, ids: ids)
    }
    spawn(wait, ids: ids + [rule.id])
  }

  private func startPending(of rule: ThrottleRule, ids: [EffectID]) {
    let pending = running.withLock { running -> Effect<Action>? in
      guard let pending = running.throttles[rule.id]?.pending else { return nil }
      running.throttles[rule.id] = Throttled(window: rule.openWindow())
      return pending
    }
    guard let pending else { return }
    start(pending, ids: ids + [rule.id]) { [deliver, executor] action in
      executor.execute { deliver(action) }
    }
  }

  private func cancel(id: EffectID) {
    let (entries, waiters) = running.withLock { running in
      running.throttles[id]?.pending = nil
      running.throttles[id]?.isWaiting = false
      let keys = running.keysByID[id] ?? []
      return (keys.compactMap { running.remove($0) }, running.takeIdleWaitersIfIdle())
    }
    for entry in entries { entry.cancel() }
    for waiter in waiters { waiter.resume() }
  }

  /// Starts `effect` in a task, registered under each of `ids`. The task is registered while the
  /// lock is held, so it cannot finish and unregister before it is registered.
  ///
  /// The task holds the runner weakly: a runner whose owner lets go of it is released, and its
  /// `deinit` cancels what still runs.
  @discardableResult
  private func spawn(_ effect: Effect<Action>, ids: [EffectID]) -> Entry {
    let priority: TaskPriority? =
      if case .run(let priority?, _) = effect.operation { TaskPriority(rawValue: priority) } else { nil }
    let flag = CancellationFlag()
    let send = Send<Action> { [deliver, executor] action in
      guard !flag.isCancelled else { return }
      // Cancelled effects stay silent also when the cancel lands between the send and its job.
      executor.execute {
        guard !flag.isCancelled else { return }
        deliver(action)
      }
    }
    let runner = WeakRunner(self)
    return running.withLock { running in
      let key = running.nextKey
      running.nextKey += 1
      let task = Task(priority: priority) {
        await Self.perform(effect, send: send, runner: runner)
        runner.value?.finished(key)
      }
      let entry = Entry(task: task, flag: flag, ids: ids)
      running.entries[key] = entry
      for id in ids { running.keysByID[id, default: []].insert(key) }
      return entry
    }
  }

  private func finished(_ key: Int) {
    let waiters = running.withLock { running in
      _ = running.remove(key)
      return running.takeIdleWaitersIfIdle()
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Runs `effect` to its end inside the current task.
  private static func perform(_ effect: Effect<Action>, send: Send<Action>, runner: WeakRunner) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      send(action)
    case .run(_, let work):
      await work(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await perform(effect, send: send, runner: runner) }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await perform(effect, send: send, runner: runner)
      }
    case .cancel(let id):
      runner.value?.cancel(id: id)
    case .cancellable(let inner, let id, let cancelInFlight):
      // Run under the id in a task of its own, so that cancelling the id stops it; cancelling
      // the task that waits here stops it too.
      guard let entry = runner.value?.startRegistered(inner, id: id, cancelInFlight: cancelInFlight) else {
        return
      }
      await withTaskCancellationHandler {
        await entry.task.value
      } onCancel: {
        entry.cancel()
      }
    case .throttle:
      // Decided and started as at the top level; inside a concatenation it does not hold up the
      // effects after it.
      runner.value?.start(effect, ids: []) { send($0) }
    }
  }

  private func startRegistered(_ effect: Effect<Action>, id: EffectID, cancelInFlight: Bool) -> Entry {
    if cancelInFlight { cancel(id: id) }
    return spawn(effect, ids: [id])
  }

  /// The runner as its tasks see it: weakly, so running effects never keep it alive.
  private struct WeakRunner: Sendable {
    weak var value: EffectRunner?

    init(_ value: EffectRunner?) { self.value = value }
  }
}

/// Set once an effect is cancelled: its `send` checks it, so that actions sent from outside the
/// effect's task (a callback, a cancellation handler) are dropped as well.
private final class CancellationFlag: Sendable {
  private let cancelled = Locked(false)

  var isCancelled: Bool { cancelled.withLock { $0 } }

  func cancel() { cancelled.withLock { $0 = true } }
}
