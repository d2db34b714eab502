import Foundation
import Synchronization

/// A task executor with a thread of its own: a task that prefers it (`Task(executorPreference:)`)
/// runs there, and so do its child tasks, whatever blocks the cooperative pool. A test's server
/// started on it comes up even while other tests, run in parallel on a loaded 2-core machine,
/// hold every thread of the pool.
final class DedicatedExecutor: TaskExecutor, Sendable {
  /// The executor the tests' servers run on; its thread lives as long as the test process.
  static let servers = DedicatedExecutor(name: "test-servers")

  private let jobs = Mutex<[UnownedJob]>([])
  private let available = DispatchSemaphore(value: 0)

  private init(name: String) {
    let thread = Thread { [self] in runJobs() }
    thread.name = name
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    available.signal()
  }

  private func runJobs() {
    while true {
      available.wait()
      guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
