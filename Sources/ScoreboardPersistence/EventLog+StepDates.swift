import FoundationEssentials
import Scoreboard

extension EventLog {
  /// When each step of the game's timeline was taken, oldest first (the history screen's times):
  /// the dates of the steps of the timeline the journal leaves (``read(directory:reducer:)``), so
  /// date `k` belongs to step `k` of ``AppState/historyCount``. The start has no record of its own,
  /// so no date: `nil`, as where the journal does not say.
  public static func stepDates(directory: URL) throws(PersistenceError) -> [Date?] {
    try read(directory: directory).timeline.steps.map(\.date)
  }
}
