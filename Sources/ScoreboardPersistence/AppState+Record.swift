import Scoreboard
import StateStore

extension AppState {
  /// Applies one journal record through `reducer` (effects dropped), and dates the step it made, if
  /// it made one, with the record's time: how every reader of the journal keeps its timeline.
  ///
  /// ```swift
  /// for record in newRecords { state.apply(record) }  // state.game.last.date == newRecords.last?.date
  /// ```
  public mutating func apply(
    _ record: JournalRecord, reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer
  ) {
    let steps = game.steps.count
    _ = reducer.reduce(&self, record.action)
    guard game.steps.count == steps + 1 else { return }
    switch record.action {
    case .scoreboard, .counters: game.dateLastStep(record.date)
    case .undo, .redo, .rewind, .ui, .launched: break
    }
  }
}
