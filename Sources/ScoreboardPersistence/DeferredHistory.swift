import Dispatch
import Scoreboard
import StateStore
import Synchronization

/// The undo history of a saved game, rebuilt on a background queue from its snapshot while the
/// first frame is painted without it.
final class DeferredHistory: Sendable {
  /// How many journaled actions of the game the snapshot's history covers.
  let actionCount: Int
  private let rebuilt = Mutex<Timeline?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// Starts rebuilding the history of `snapshot`.
  init(_ snapshot: Snapshot) {
    actionCount = snapshot.actions.count
    DispatchQueue.global(qos: .userInitiated).async {
      let history = snapshot.game()
      self.rebuilt.withLock { $0 = history }
      self.done.signal()
    }
  }

  /// The rebuilt history, once rebuilt (waiting for it the first time).
  func history() -> Timeline {
    if let history = rebuilt.withLock({ $0 }) { return history }
    done.wait()
    done.signal()
    return rebuilt.withLock { $0 } ?? Timeline(Game())
  }
}
