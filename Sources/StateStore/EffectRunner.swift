/// Carries out effects for a store: sends immediate actions straight on, starts tasks for
/// asynchronous work, and keeps the tasks by cancellation id until they finish.
///
/// Public so that other store front-ends (a test store, say) run effects exactly as ``Store``
/// does. Releasing or ``cancelAll()``-ing the runner cancels everything it started.
public final class EffectRunner<Action: Sendable>: Sendable {
  private struct Running {
    var tasks: [Int: Task<Void, Never>] = [:]
    var tasksByID: [EffectID: Set<Int>] = [:]
    var nextKey = 0
  }

  private let running = Locked(Running())
  private let send: Send<Action>

  /// A runner whose asynchronous effects deliver their actions to `deliver`.
  public init(deliveringTo deliver: @escaping @Sendable (Action) -> Void) {
    self.send = Send(deliver)
  }

  deinit {
    cancelAll()
  }

  /// How many effect tasks have started and not yet finished.
  public var runningCount: Int {
    running.withLock { $0.tasks.count }
  }

  /// Starts `effect`. Its immediate actions (``Effect/send(_:)``, also inside merges) go to
  /// `immediate` before this returns, in order; cancellations happen before it returns; the rest
  /// runs in tasks.
  public func start(_ effect: Effect<Action>, immediate: (Action) -> Void) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      immediate(action)
    case .merge(let effects):
      for effect in effects { start(effect, immediate: immediate) }
    case .cancel(let id):
      cancel(id: id)
    case .cancellable(let inner, let id, let cancelInFlight):
      if cancelInFlight { cancel(id: id) }
      spawn(inner, id: id)
    case .run, .concatenate:
      spawn(effect, id: nil)
    }
  }

  /// Cancels every task this runner started.
  public func cancelAll() {
    let tasks = running.withLock { running in
      defer { running = Running(nextKey: running.nextKey) }
      return Array(running.tasks.values)
    }
    for task in tasks { task.cancel() }
  }

  private func cancel(id: EffectID) {
    let tasks = running.withLock { running in
      let keys = running.tasksByID.removeValue(forKey: id) ?? []
      return keys.compactMap { running.tasks.removeValue(forKey: $0) }
    }
    for task in tasks { task.cancel() }
  }

  /// Starts `effect` in a task, registered under `id` when it has one. The task is registered
  /// while the lock is held, so it cannot finish and unregister before it is registered.
  @discardableResult
  private func spawn(_ effect: Effect<Action>, id: EffectID?) -> Task<Void, Never> {
    let priority: TaskPriority? = if case .run(let priority, _) = effect.operation { priority } else { nil }
    return running.withLock { running in
      let key = running.nextKey
      running.nextKey += 1
      let task = Task(priority: priority) { [weak self, send] in
        await Self.perform(effect, send: send, runner: self)
        self?.finished(key, id: id)
      }
      running.tasks[key] = task
      if let id { running.tasksByID[id, default: []].insert(key) }
      return task
    }
  }

  private func finished(_ key: Int, id: EffectID?) {
    running.withLock { running in
      running.tasks.removeValue(forKey: key)
      guard let id else { return }
      running.tasksByID[id]?.remove(key)
      if running.tasksByID[id]?.isEmpty == true { running.tasksByID.removeValue(forKey: id) }
    }
  }

  /// Runs `effect` to its end inside the current task.
  private static func perform(_ effect: Effect<Action>, send: Send<Action>, runner: EffectRunner?) async {
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
      runner?.cancel(id: id)
    case .cancellable(let inner, let id, let cancelInFlight):
      guard let runner else { return }
      if cancelInFlight { runner.cancel(id: id) }
      let task = runner.spawn(inner, id: id)
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }
}
