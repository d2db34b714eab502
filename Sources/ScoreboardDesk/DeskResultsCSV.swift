/// The desk's signed-off results as CSV, one row a match by event and round: the score in
/// Challonge's `scores_csv` form (`21-15,18-21,21-19`, the first-named side's score first), with
/// the court and any corrections' reasons.
public enum DeskResultsCSV {
  /// The columns.
  public static let header = "event,round,match,player1,player2,winner,scores_csv,court,corrections"

  /// The finished matches of `desk` (of `event` only, when given), with a header.
  public static func text(_ desk: DeskState, event: String? = nil) -> String {
    var lines = [header]
    for match in desk.matches where event == nil || match.event == event {
      guard case .finished(let score, let court, _) = match.status else { continue }
      let home = desk.describe(match.home, event: match.event)
      let away = desk.describe(match.away, event: match.event)
      let fields = [
        match.event, match.round, String(match.id), home, away, score.winner == .home ? home : away,
        score.challonge, court ?? "", match.corrections.joined(separator: "; "),
      ]
      lines.append(fields.map(quoted).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `field`, in double quotes when it holds a comma, a quote or a line break (RFC 4180).
  static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
      + "\""
  }
}
