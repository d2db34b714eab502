import Synchronization

/// Wakes one waiting task: a fire with nobody waiting is kept for the next wait.
final class WakeSignal: Sendable {
  private struct State {
    var isFired = false
    var waiter: (id: Int, continuation: CheckedContinuation<Bool, Never>)?
    var nextID = 0
  }

  private let state = Mutex(State())

  /// Wakes the waiter, or the next one.
  func fire() {
    let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
      guard let waiter = state.waiter else {
        state.isFired = true
        return nil
      }
      state.waiter = nil
      return waiter.continuation
    }
    waiter?.resume(returning: true)
  }

  /// Returns `true` when fired, `false` after `timeout` without a fire.
  func wait(timeout: Duration) async -> Bool {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    let timer = Task {
      try? await Task.sleep(for: timeout)
      if !Task.isCancelled { expire(id) }
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let firedAlready = state.withLock { state -> Bool in
        if state.isFired {
          state.isFired = false
          return true
        }
        state.waiter = (id, continuation)
        return false
      }
      if firedAlready { continuation.resume(returning: true) }
    }
  }

  /// Ends wait number `id` without a fire, if it is still waiting.
  private func expire(_ id: Int) {
    let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
      guard let waiter = state.waiter, waiter.id == id else { return nil }
      state.waiter = nil
      return waiter.continuation
    }
    waiter?.resume(returning: false)
  }
}
