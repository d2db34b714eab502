/// The actions effects have sent to a ``TestStore`` and the test has not yet received, oldest first.
final class ReceivedActions<Action: Sendable>: Sendable {
  private let actions = Protected<[Action]>([])

  /// Adds `action` behind the ones already waiting; called from any thread.
  func append(_ action: Action) {
    actions.withLock { $0.append(action) }
  }

  /// How many actions are waiting.
  var count: Int { actions.withLock { $0.count } }

  /// Takes every waiting action out of the queue.
  func takeAll() -> [Action] {
    actions.withLock { actions in
      defer { actions.removeAll() }
      return actions
    }
  }

  /// Takes the oldest waiting action out of the queue, or `nil` when none is waiting.
  func takeFirst() -> Action? {
    actions.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}
