import Synchronization

/// The idempotency keys of the actions from outside that the keeper has taken (`"id"` in
/// `POST /api/actions`), so a client that retries an action (after a timeout, a lost answer)
/// has it applied once.
///
/// Kept in memory for as long as the keeper runs, the newest ``capacity`` of them; checked and
/// added on the loop's thread, in the order the actions are applied.
public final class RemoteActionIDs: Sendable {
  /// How many keys are remembered; the oldest are forgotten first.
  public let capacity: Int
  private let remembered = Mutex<(set: Set<String>, order: [String])>(([], []))

  /// An empty memory of at most `capacity` keys.
  public init(capacity: Int = 10_000) {
    self.capacity = capacity
  }

  /// Remembers `id`; `false` when it was remembered already (its action was taken before).
  func insert(_ id: String) -> Bool {
    remembered.withLock { remembered in
      guard remembered.set.insert(id).inserted else { return false }
      remembered.order.append(id)
      if remembered.order.count > capacity {
        remembered.set.remove(remembered.order.removeFirst())
      }
      return true
    }
  }
}
