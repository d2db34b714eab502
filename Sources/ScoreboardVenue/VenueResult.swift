import FoundationEssentials
import Scoreboard

/// A finished match of the venue: where, when, and how it ended.
public struct VenueResult: Equatable, Sendable {
  /// The court it was played on.
  public var court: String
  /// Its number among the matches of the court's journal.
  public var match: Int
  /// Its first record.
  public var started: Date
  /// Its last record.
  public var ended: Date
  /// The board at its end.
  public var report: GameReport

  /// A result from its parts.
  public init(court: String, match: Int, started: Date, ended: Date, report: GameReport) {
    self.court = court
    self.match = match
    self.started = started
    self.ended = ended
    self.report = report
  }

  /// The columns of ``csv(_:)``.
  public static let csvHeader = "court,started,ended,sport,home,away,winner,score,sets"

  /// `results` as CSV (RFC 4180: fields with commas, quotes or line breaks quoted), with a header.
  public static func csv(_ results: [VenueResult]) -> String {
    var lines = [csvHeader]
    for result in results {
      let report = result.report
      let winner =
        report.winner.map { $0 == "home" ? report.home.name : $0 == "away" ? report.away.name : $0 } ?? ""
      let sets = (report.setsHistory ?? []).map { "\($0.home)-\($0.away)" }.joined(separator: " ")
      let fields = [
        result.court, iso(result.started), iso(result.ended), report.sport, report.home.name,
        report.away.name,
        winner, "\(report.home.score)-\(report.away.score)", sets,
      ]
      lines.append(fields.map(quoted).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func iso(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  private static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
