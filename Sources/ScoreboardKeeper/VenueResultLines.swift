import FoundationEssentials
import ScoreboardVenue

/// The venue's results as lines of text: court, when it ended, the teams and the score.
public enum VenueResultLines {
  /// One line per result, in columns.
  public static func lines(_ results: [VenueResult]) -> [String] {
    let courtWidth = max(5, results.map(\.court.count).max() ?? 0)
    return results.map { result in
      let report = result.report
      let ended = result.ended.formatted(.iso8601.time(includingFractionalSeconds: false))
      let sets = (report.setsHistory ?? []).map { "\($0.home)-\($0.away)" }.joined(separator: " ")
      let winner = report.winner == "home" ? report.home.name : report.away.name
      return result.court.padding(toLength: courtWidth, withPad: " ", startingAt: 0) + "  \(ended)  "
        + "\(report.home.name) \(report.home.score) : \(report.away.score) \(report.away.name)"
        + (sets.isEmpty ? "" : "  (\(sets))") + "  won by \(winner)"
    }
  }
}
