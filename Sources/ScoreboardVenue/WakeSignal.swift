import Synchronization

/// Wakes one waiting task: a fire with nobody waiting is kept for the next wait.
final class WakeSignal: Sendable {
  private struct State {
    var isFired = false
    var waiter: CheckedContinuation<Void, Never>?
  }

  private let state = Mutex(State())

  /// Wakes the waiter, or the next one.
  func fire() {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard let waiter = state.waiter else {
        state.isFired = true
        return nil
      }
      state.waiter = nil
      return waiter
    }
    waiter?.resume()
  }

  /// Returns when fired, or after `timeout`; says whether it was fired.
  @discardableResult
  func wait(timeout: Duration) async -> Bool {
    let fired = Mutex(true)
    let timer = Task {
      try? await Task.sleep(for: timeout)
      if !Task.isCancelled {
        fired.withLock { $0 = false }
        fire()
      }
    }
    defer { timer.cancel() }
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state -> Bool in
        if state.isFired {
          state.isFired = false
          return true
        }
        state.waiter = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
    return fired.withLock { $0 }
  }
}
