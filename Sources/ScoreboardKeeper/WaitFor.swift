import Dispatch
import Synchronization

/// Runs `body` on the concurrency pool and waits for it: the bridge from a command's synchronous
/// `run()` to the venue's asynchronous calls, made before the terminal is taken or after it is
/// given back.
public func waitFor<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) throws -> Value {
  let outcome = Mutex<Result<Value, any Error>?>(nil)
  let finished = DispatchSemaphore(value: 0)
  Task.detached {
    let result: Result<Value, any Error>
    do {
      result = .success(try await body())
    } catch {
      result = .failure(error)
    }
    outcome.withLock { $0 = result }
    finished.signal()
  }
  finished.wait()
  guard let result = outcome.withLock({ $0 }) else { fatalError("the task ended without a result") }
  return try result.get()
}
