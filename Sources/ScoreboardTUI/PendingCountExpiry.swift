import Dispatch
import Scoreboard
import StateStore
import Synchronization

/// Forgets a pending count after a while with no key, so a digit typed by mistake cannot multiply
/// a key pressed minutes later.
final class PendingCountExpiry: Sendable {
  /// How long a count waits for its key.
  let lifetime: Duration
  private let keysSeen = Mutex(0)

  /// An expiry after `lifetime` with no key.
  init(lifetime: Duration) {
    self.lifetime = lifetime
  }

  /// Call after every batch of keys: when a count is pending, it is cancelled (through `inbox`,
  /// so on the UI thread) once `lifetime` has passed with no further keys.
  func restart(for store: some StoreProtocol<AppState, AppAction>, through inbox: LoopInbox) {
    let batch = keysSeen.withLock { seen in
      seen += 1
      return seen
    }
    guard store.state.ui.pendingCount != nil else { return }
    let milliseconds = Int(lifetime / .milliseconds(1))
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [self] in
      inbox.post { [self] in
        guard keysSeen.withLock({ $0 }) == batch, store.state.ui.pendingCount != nil else { return }
        store.dispatch(.ui(.cancelCount))
      }
    }
  }
}
