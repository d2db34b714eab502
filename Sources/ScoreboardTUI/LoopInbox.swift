import Glibc
import StateStore
import Synchronization

/// The way into the UI thread. Everything that happens elsewhere (an effect's result, a timer's
/// tick, an exporter's status, a signal) is posted here as a job and runs on the UI thread when
/// the event loop wakes, in the order posted; the loop sleeps in `poll()` on the inbox's pipe.
///
/// A ``Program`` owns one, and builds its store with ``executor``, so its effects' actions are
/// reduced on the UI thread and its subscribers are told there; `program.send` posts here.
final class LoopInbox: Sendable {
  let pipe: WakePipe
  private let jobs = Mutex<[@Sendable () -> Void]>([])

  /// An empty inbox with a pipe of its own; throws when no pipe can be made.
  init() throws(TerminalError) {
    pipe = try WakePipe()
  }

  /// Runs `job` on the UI thread, after the jobs posted before it. Safe from any thread.
  func post(_ job: @escaping @Sendable () -> Void) {
    let wasEmpty = jobs.withLock { jobs in
      defer { jobs.append(job) }
      return jobs.isEmpty
    }
    if wasEmpty { pipe.wake(.job) }
  }

  /// A store executor that posts each job here.
  var executor: StoreExecutor {
    StoreExecutor { [self] job in post(job) }
  }

  /// Delivers `signal` to the loop as the signal handler does: the loop ends with
  /// ``TerminalApp/Ending/signal(_:)``. For tests and for handlers of our own.
  func deliver(signal: Int32) {
    var byte = UInt8(signal) &+ signalByteOffset
    _ = Glibc.write(pipe.writeEnd, &byte, 1)
  }

  /// Runs every job posted so far, oldest first, and those they post in turn; on the UI thread.
  func runJobs() {
    while true {
      let batch = jobs.withLock { jobs in
        defer { jobs.removeAll() }
        return jobs
      }
      guard !batch.isEmpty else { return }
      for job in batch { job() }
    }
  }
}
