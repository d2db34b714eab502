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

  private struct Running {
    var entries: [Int: Entry] = [:]
    var keysByID: [EffectID: Set<Int>] = [:]
    var nextKey = 0

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
    let entries = running.withLock { running in
      defer { running = Running(nextKey: running.nextKey) }
      return Array(running.entries.values)
    }
    for entry in entries { entry.cancel() }
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
    case .run, .concatenate:
      spawn(effect, ids: ids)
    }
  }

  private func cancel(id: EffectID) {
    let entries = running.withLock { running in
      let keys = running.keysByID[id] ?? []
      return keys.compactMap { running.remove($0) }
    }
    for entry in entries { entry.cancel() }
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
    _ = running.withLock { $0.remove(key) }
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
