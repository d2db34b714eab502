import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import ScoreboardResults
import StateStore

extension Middleware where State == AppState, Action == AppAction {
  /// Gives the history screen its times: when it opens, the journal in `directory` is read for
  /// when each step came about (``EventLog/stepDates(directory:)``), and the times follow the
  /// opening action when they line up with the steps (a journal that does not cover the whole
  /// history gives none).
  public static func historyTimes(from directory: StateDirectory) -> Middleware {
    Middleware { context, action, next in
      next(action)
      guard case .ui(.showHistory) = action else { return }
      guard let dates = try? EventLog.stepDates(directory: directory.url),
        dates.count == context.state.historyCount
      else { return }
      context.dispatch(.ui(.historyTimesLoaded(dates.map { $0?.timeIntervalSince1970 })))
    }
  }
}

extension Middleware where State == AppState, Action == AppAction {
  /// Fills in the results screen: when it opens with no lines, every match kept in `directory`
  /// (``StateDirectory/playedMatches()``) follows as one line each, numbered as `results` numbers
  /// them (`report --match N`).
  public static func results(from directory: StateDirectory) -> Middleware {
    Middleware { context, action, next in
      next(action)
      guard case .ui(.showResults(let lines)) = action, lines.isEmpty else { return }
      let results = MatchResult.numbered(directory.playedMatches().matches)
      let text = results.map { "\($0.match)  \($0.screenLine)" }
      guard !text.isEmpty else { return }
      context.dispatch(.ui(.showResults(text)))
    }
  }
}
