import FoundationEssentials
import Scoreboard
import StateStore

extension EventLog {
  /// When each state of the game's undo history came about, oldest first (the history screen's
  /// times): the journal's changes, undos, redos and rewinds replayed on a history of dates, so
  /// date `k` belongs to step `k` of ``AppState/historyCount``. The game's first state has no
  /// record of its own, so no date: `nil`, as where the journal does not say.
  public static func stepDates(directory: URL) throws(PersistenceError) -> [Date?] {
    let entries = try entries(directory: directory).entries
    var stamps = UndoHistory(StepStamp(date: nil, number: 0))
    for (number, entry) in entries.enumerated() {
      let record = StepDateAction(
        action: entry.action, date: entry.date, number: number + 1, changed: entry.before != entry.after)
      _ = stepDateReducer.reduce(&stamps, record)
    }
    return (stamps.past + [stamps.present]).map(\.date)
  }

  /// A state's date, and the record that made it (so two changes at the same instant differ).
  struct StepStamp: Equatable, Sendable {
    var date: Date?
    var number: Int
  }

  /// A journal record as the history of dates sees it.
  struct StepDateAction: Sendable {
    var action: AppAction
    var date: Date
    var number: Int
    var changed: Bool
  }

  /// The dates' history follows the game's: a change that makes an undo step records its date;
  /// undo, redo and rewind move the same way.
  static let stepDateReducer = Reducer<StepStamp, StepDateAction>.plain { stamp, record in
    if record.changed { stamp = StepStamp(date: record.date, number: record.number) }
  }
  .undoable(
    command: { record in
      switch record.action {
      case .undo: return .undo
      case .redo: return .redo
      case .rewind(let step): return .rewind(toStep: step)
      default: return nil
      }
    },
    isRecorded: { record in
      switch record.action {
      case .scoreboard(.timed(.tick)), .ui, .launched: return false
      case .scoreboard, .counters: return record.changed
      case .undo, .redo, .rewind: return false
      }
    })
}
