import Scoreboard
import ScoreboardPersistence
import ScoreboardTUI
import StateStore
import Synchronization

/// Puts a saved game's deferred history (``PersistentGame/isHistoryDeferred``) into the keeper's
/// store when something first needs it: the keeper starts from the saved present alone, so its
/// first frame costs the same however long the game, and a game nobody undoes never holds its
/// history in memory.
///
/// The first action that reads the steps before the present (undo, redo, rewind, the history
/// screen) waits while ``middleware`` rebuilds the history from the snapshot and installs it by
/// an action that is not journaled (``UIAction/historyRestored(_:)``); so does the summary of a
/// match just won, which reads the whole match. The actions journaled since the start are
/// replayed on it then, on the loop's thread, so none is lost or counted twice.
public final class HistoryRestorer: Sendable {
  private let saved: PersistentGame
  private let isPending: Mutex<Bool>

  /// The restorer of `saved`'s history; pending when `saved` deferred it.
  init(_ saved: PersistentGame) {
    self.saved = saved
    isPending = Mutex(saved.isHistoryDeferred)
  }

  /// The middleware that installs the history before any action that needs it, and after one
  /// that opened the match's summary; put it first, before the journal's.
  var middleware: Middleware<AppState, AppAction> {
    Middleware { [self] context, action, next in
      guard Self.needsHistory(action), let history = takeHistory() else {
        next(action)
        if isPending.withLock({ $0 }), context.state.ui.isMatchSummaryShown, let history = takeHistory() {
          next(.ui(.historyRestored(history)))
        }
        return
      }
      let stepsBefore = context.state.game.steps.count
      next(.ui(.historyRestored(history)))
      next(Self.retargeted(action, stepsBefore: stepsBefore, stepsAfter: history.steps.count))
    }
  }

  /// Installs the history through `program` when it is still to be installed and `actions`
  /// need it, and returns them as they apply to it: called before a key's actions are
  /// dispatched, so that the undo notice compares the whole history before and after them.
  func prepare(for actions: [AppAction], in program: ProgramContext<AppState, AppAction>) -> [AppAction] {
    guard actions.contains(where: Self.needsHistory) else { return actions }
    let stepsBefore = program.state.game.steps.count
    guard let history = takeHistory() else { return actions }
    program.dispatch(.ui(.historyRestored(history)))
    return actions.map { Self.retargeted($0, stepsBefore: stepsBefore, stepsAfter: history.steps.count) }
  }

  /// Installs the history through `program` now, when it is still to be installed: before a
  /// command from outside the terminal reads the steps (``GameCommand/rewind(toStep:)``,
  /// ``GameCommand/preview(step:)``), so that it is read against the whole history.
  func install(in program: ProgramContext<AppState, AppAction>) {
    guard let history = takeHistory() else { return }
    program.dispatch(.ui(.historyRestored(history)))
  }

  /// `action` as it applies once a history of `stepsAfter` steps replaced one of `stepsBefore`:
  /// the history screen that was to open on the present opens on the new present.
  private static func retargeted(_ action: AppAction, stepsBefore: Int, stepsAfter: Int) -> AppAction {
    guard case .ui(.showHistory(let step)) = action, step == stepsBefore - 1 else { return action }
    return .ui(.showHistory(selecting: stepsAfter - 1))
  }

  /// The whole history as it is now, when it is still to be installed (rebuilt now); `nil` once
  /// it was taken. Only on the loop's thread, where the actions it replays are dispatched.
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
