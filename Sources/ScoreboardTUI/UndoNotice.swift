import Scoreboard
import StateStore

/// What the status line says after undo or redo: which steps went and what they changed, since
/// the change may be on a screen not on show (`undid: counter Laps 3 -> 2`).
enum UndoNotice {
  /// Where a timeline stood before undo or redo: its number of steps and its present. Only these
  /// are kept, not the timeline, whose steps the store then need not copy to add the next one.
  struct Mark {
    var steps: Int
    var present: Game

    init(_ timeline: Timeline) {
      steps = timeline.steps.count
      present = timeline.present
    }
  }

  /// The notice for going from `before` to `after` by undo (when `isUndo`) or redo: how many steps
  /// and what they changed, or that there was nothing to undo or redo.
  static func text(isUndo: Bool, from before: Mark, to after: Timeline) -> String {
    let steps = abs(before.steps - after.steps.count)
    guard steps > 0 else { return isUndo ? "nothing to undo" : "nothing to redo" }
    let verb = isUndo ? "undid" : "redid"
    let head = steps == 1 ? verb : "\(verb) \(steps) steps"
    let change = GameChange.describe(from: before.present, to: after.present) ?? "no visible change"
    return "\(head): \(change)"
  }

  /// Whether `actions` undo (`true`) or redo (`false`), or `nil` when they do neither.
  static func direction(of actions: [AppAction]) -> Bool? {
    if actions.contains(.undo) { return true }
    if actions.contains(.redo) { return false }
    return nil
  }
}
