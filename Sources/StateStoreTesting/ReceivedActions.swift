import Foundation

/// The actions effects have sent to a ``TestStore`` and the test has not yet received, oldest first.
///
/// A test waiting for one is woken when it arrives, not by polling: ``waitForAction(until:)``.
final class ReceivedActions<Action: Sendable>: Sendable {
  private struct Queue {
    var actions: [Action] = []
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var cancelledWaiters: Set<Int> = []
    var nextWaiter = 0
  }

  private let queue = Protected(Queue())

  /// Adds `action` behind the ones already waiting and wakes whoever waits; called from any thread.
  func append(_ action: Action) {
    let waiters = queue.withLock { queue in
      queue.actions.append(action)
      defer { queue.waiters.removeAll() }
      return Array(queue.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// How many actions are waiting.
  var count: Int { queue.withLock { $0.actions.count } }

  /// Takes every waiting action out of the queue.
  func takeAll() -> [Action] {
    queue.withLock { queue in
      defer { queue.actions.removeAll() }
      return queue.actions
    }
  }

  /// Takes the oldest waiting action out of the queue, or `nil` when none is waiting.
  func takeFirst() -> Action? {
    queue.withLock { $0.actions.isEmpty ? nil : $0.actions.removeFirst() }
  }

  /// Suspends until an action is waiting, or until `deadline` of the continuous clock has passed;
  /// returns whether one is waiting.
  func waitForAction(until deadline: ContinuousClock.Instant) async -> Bool {
    while count == 0 {
      guard ContinuousClock.now < deadline else { return false }
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await self.nextAppend() }
        group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
        await group.next()
        group.cancelAll()
      }
    }
    return true
  }

  /// Returns once an action is waiting, or when the task is cancelled.
  private func nextAppend() async {
    let id = queue.withLock { queue in
      queue.nextWaiter += 1
      return queue.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow = queue.withLock { queue in
          if !queue.actions.isEmpty || queue.cancelledWaiters.remove(id) != nil { return true }
          queue.waiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = queue.withLock { queue in
        let waiter = queue.waiters.removeValue(forKey: id)
        if waiter == nil { queue.cancelledWaiters.insert(id) }
        return waiter
      }
      waiter?.resume()
    }
  }
}
