import ScoreboardPersistence

extension MatchReport {
  /// What the report says of the venue desk's match this was: `Tournament: Open, Semi-final (desk
  /// match 2)`, then, for each correction made at the desk, `Result corrected at the desk to
  /// 21-15, 18-21, 21-19: scoresheet misread` (the result the desk holds now). Empty for a match
  /// not played for a desk.
  public var deskLines: [String] {
    guard let desk else { return [] }
    let result = desk.result.split(separator: ",").joined(separator: ", ")
    return ["Tournament: \(desk.event), \(desk.round) (desk match \(desk.id))"]
      + desk.corrections.map { "Result corrected at the desk to \(result): \($0)" }
  }
}

extension DeskMatchEntry {
  /// The entry of `match` among `entries`, by its names and its start (``entry(home:away:started:in:)``).
  public static func entry(for match: PlayedMatch, in entries: [DeskMatchEntry]) -> DeskMatchEntry? {
    let names = match.board.names
    return entry(home: names.home, away: names.away, started: match.started, in: entries)
  }
}
