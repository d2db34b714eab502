import Dispatch
import Scoreboard
import StateStore
import Synchronization

/// The undo history of a saved game, rebuilt from its snapshot on a background queue once asked
/// to (after the first frame, which is painted without it).
final class DeferredHistory: Sendable {
  /// How many journaled actions of the game the snapshot's history covers.
  let actionCount: Int
  private let snapshot: Snapshot
  private let state = Mutex(RebuildState())
  private let done = DispatchSemaphore(value: 0)

  /// Where the rebuilding stands, and who waits for it.
  private struct RebuildState {
    var isStarted = false
    var history: Timeline?
    var whenRebuilt: [@Sendable () -> Void] = []
  }

  /// The history of `snapshot`, not yet being rebuilt.
  init(_ snapshot: Snapshot) {
    actionCount = snapshot.actions.count
    self.snapshot = snapshot
  }

  /// Starts rebuilding on a background queue, unless that has started; `whenRebuilt` is called
  /// (on that queue, or now when the history is there already) once the history is rebuilt.
  func rebuildInBackground(whenRebuilt: @escaping @Sendable () -> Void = {}) {
    let (start, isRebuilt) = state.withLock { state in
      if state.history == nil { state.whenRebuilt.append(whenRebuilt) }
      defer { state.isStarted = true }
      return (!state.isStarted, state.history != nil)
    }
    if isRebuilt { whenRebuilt() }
    guard start else { return }
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let history = snapshot.game()
      let waiting = state.withLock { state in
        state.history = history
        defer { state.whenRebuilt.removeAll() }
        return state.whenRebuilt
      }
      done.signal()
      for call in waiting { call() }
    }
  }

  /// The rebuilt history, waiting for it (and starting the rebuilding if nothing had).
  func history() -> Timeline {
    rebuildInBackground()
    if let history = state.withLock({ $0.history }) { return history }
    done.wait()
    done.signal()
    return state.withLock { $0.history } ?? snapshot.game()
  }
}
