import Scoreboard
import StateStore

/// The undo history of a saved game, left out of the state a start-up begins with (whose game is
/// the snapshot's present alone) and rebuilt from the snapshot when something needs it.
struct DeferredHistory: Sendable {
  /// How many journaled actions of the game the snapshot's history covers.
  let actionCount: Int
  private let snapshot: Snapshot

  /// The history of `snapshot`, not rebuilt yet.
  init(_ snapshot: Snapshot) {
    actionCount = snapshot.history.count
    self.snapshot = snapshot
  }

  /// The history, rebuilt by replaying the snapshot's actions (the cost grows with the game).
  func history() -> Timeline {
    snapshot.game()
  }
}
