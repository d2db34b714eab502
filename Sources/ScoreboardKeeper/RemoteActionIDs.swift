import Synchronization

/// The idempotency keys of the actions from outside that the keeper has taken (`"id"` in
/// `POST /api/actions`), so a client that retries an action (after a timeout, a lost answer)
/// has it applied once.
///
/// Kept in memory for as long as the keeper runs, the newest ``capacity`` of them; checked and
/// added on the loop's thread, in the order the actions are applied. Only an action that was
/// applied keeps its key: one refused (it did not apply then) may be sent again with it.
public final class RemoteActionIDs: Sendable {
  /// How many keys are remembered; the oldest are forgotten first.
  public let capacity: Int
  private let remembered = Mutex<(set: Set<String>, order: [String])>(([], []))

  /// An empty memory of at most `capacity` keys.
  public init(capacity: Int = 10_000) {
    self.capacity = capacity
  }

  /// Whether `id` is remembered: its action was applied.
  func contains(_ id: String) -> Bool {
    remembered.withLock { $0.set.contains(id) }
  }

  /// Remembers `id`, the key of an action just applied, forgetting the oldest beyond ``capacity``.
  func insert(_ id: String) {
    remembered.withLock { remembered in
      guard remembered.set.insert(id).inserted else { return }
      remembered.order.append(id)
      if remembered.order.count > capacity {
        remembered.set.remove(remembered.order.removeFirst())
      }
    }
  }
}
