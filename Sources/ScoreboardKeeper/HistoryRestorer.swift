import Scoreboard
import ScoreboardPersistence
import ScoreboardTUI
import StateStore
import Synchronization

/// Puts a saved game's deferred history (``PersistentGame/isHistoryDeferred``) into the keeper's
/// store: the first frame is painted from the saved present alone, then the history is rebuilt in
/// the background and installed by an action that is not journaled
/// (``UIAction/historyRestored(_:)``).
///
/// An action that needs the history (undo, redo, rewind, the history screen) before it arrives
/// waits for it: ``middleware`` installs it first. The actions journaled meanwhile are replayed on
/// it when it is installed, on the loop's thread, so none is lost or counted twice.
final class HistoryRestorer: Sendable {
  private let saved: PersistentGame
  private let isPending: Mutex<Bool>
  private let isRebuildScheduled = Mutex(false)

  /// The restorer of `saved`'s history; pending when `saved` deferred it.
  init(_ saved: PersistentGame) {
    self.saved = saved
    isPending = Mutex(saved.isHistoryDeferred)
  }

  /// Whether the history is still to be installed.
  var isHistoryPending: Bool { isPending.withLock { $0 } }

  /// Starts rebuilding the history in the background once `program`'s loop has painted the
  /// frame it is painting (the first, when called from the first batch's save hook), to be
  /// installed through `program` as soon as it is rebuilt. Only the first call counts.
  func rebuildAfterThisFrame(into program: Program<AppState, AppAction>) {
    let isFirst = isRebuildScheduled.withLock { scheduled in
      defer { scheduled = true }
      return !scheduled
    }
    guard isFirst, isHistoryPending else { return }
    // A job sent now runs on the loop's next turn, after this turn's frame is painted.
    program.send { [self] _ in rebuild(into: program) }
  }

  /// Starts rebuilding the history in the background, to be installed through `program` as soon
  /// as it is rebuilt.
  func rebuild(into program: Program<AppState, AppAction>) {
    guard isHistoryPending else { return }
    saved.rebuildHistoryInBackground { [self] in
      program.send { [self] context in
        guard let history = takeHistory() else { return }
        context.dispatch(.ui(.historyRestored(history)))
      }
    }
  }

  /// The middleware that installs the history before any action that needs it; put it first,
  /// before the journal's.
  var middleware: Middleware<AppState, AppAction> {
    Middleware { [self] context, action, next in
      guard Self.needsHistory(action), let history = takeHistory() else { return next(action) }
      let presentStep = context.state.game.steps.count - 1
      next(.ui(.historyRestored(history)))
      if case .ui(.showHistory(let step)) = action, step == presentStep {
        // The history screen opens on the present, which the history just installed moved.
        return next(.ui(.showHistory(selecting: context.state.game.steps.count - 1)))
      }
      next(action)
    }
  }

  /// The whole history as it is now, when it is still to be installed (waiting for it to be
  /// rebuilt); `nil` once it was taken. Only on the loop's thread, where the actions it replays
  /// are dispatched.
  private func takeHistory() -> Timeline? {
    let wasPending = isPending.withLock { pending in
      defer { pending = false }
      return pending
    }
    return wasPending ? saved.restoredHistory() : nil
  }

  /// Whether `action` reads or moves the steps before the present.
  private static func needsHistory(_ action: AppAction) -> Bool {
    switch action {
    case .undo, .redo, .rewind, .ui(.showHistory), .ui(.selectHistoryStep): true
    default: false
    }
  }
}
