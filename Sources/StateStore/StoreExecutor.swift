/// Where a store handles what reaches it from other threads: the actions its effects send
/// (`Effect.run`, timers) are handed to the executor as jobs, and each job dispatches one action.
///
/// ``immediate`` runs a job at once on the effect's thread, as a store without an executor does.
/// An app with a thread of its own (a terminal's event loop, say) gives the store an executor that
/// queues the job for that thread, so every reducer and subscriber runs there, in the order the
/// actions were sent:
///
/// ```swift
/// let inbox = LoopInbox()          // the app's queue of jobs, drained by its loop
/// let store = Store(initialState: AppState(), reducer: reducer, executor: StoreExecutor { job in
///   inbox.post(job)
/// })
/// ```
///
/// Actions an effect sends synchronously while a reducer's effect starts (`Effect.send`) are part
/// of that dispatch and never go through the executor. A job whose effect was cancelled after it
/// was queued does nothing when it runs.
public struct StoreExecutor: Sendable {
  private let enqueue: @Sendable (_ job: @escaping @Sendable () -> Void) -> Void

  /// An executor that hands each job to `enqueue`, which must run it exactly once, on any thread,
  /// jobs in the order they were enqueued.
  public init(_ enqueue: @escaping @Sendable (_ job: @escaping @Sendable () -> Void) -> Void) {
    self.enqueue = enqueue
  }

  /// Runs each job at once, on the thread that sent the action.
  public static let immediate = StoreExecutor { job in job() }

  /// Hands `job` over to be run.
  public func execute(_ job: @escaping @Sendable () -> Void) {
    enqueue(job)
  }
}
