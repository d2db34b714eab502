import FoundationEssentials

extension GameReport {
  /// The largest number of finished sets or games the row has columns for (best of 7 in table
  /// tennis).
  public static let rowParts = 7

  /// The columns of ``row``, the same in every sport so that a graphic bound to a column keeps
  /// working when the sport changes: names, scores (the board's: a tennis call such as `AD`),
  /// games and sets, the server, the period and clock, fouls, timeouts, cards, penalties, the call
  /// of the moment, the winner, and each finished set or game, home and away (`home_set_1`).
  public static let rowColumns: [String] =
    [
      "sport", "home_name", "home_score", "away_name", "away_score", "home_games", "away_games", "home_sets",
      "away_sets", "home_serving", "away_serving", "server", "period", "clock", "clock_running", "shot_clock",
      "home_fouls", "away_fouls", "home_timeouts_left", "away_timeouts_left", "home_yellow_cards",
      "away_yellow_cards", "home_red_cards", "away_red_cards", "home_penalties", "away_penalties", "callout",
      "callout_side", "winner", "final", "score_call", "score_line",
    ] + (1...rowParts).flatMap { ["home_set_\($0)", "away_set_\($0)"] }

  /// The game as one row of text, a value for each of ``rowColumns`` in order; empty where the
  /// sport has no such thing. Yes and no are `true` and `false`.
  public var row: [String] {
    let text = { (value: Int?) in value.map(String.init) ?? "" }
    let flag = { (value: Bool?) in value.map { $0 ? "true" : "false" } ?? "" }
    let score = { (team: Team) in team.display ?? "\(team.score)" }
    var values = [
      sport, home.name, score(home), away.name, score(away), text(home.games), text(away.games),
      text(home.sets), text(away.sets), flag(home.serving), flag(away.serving), serving?.player ?? "",
      period ?? "", clock?.display ?? "", flag(clock?.running), text(clock?.shotClock), text(home.fouls),
      text(away.fouls), text(home.timeoutsLeft), text(away.timeoutsLeft), text(home.yellowCards),
      text(away.yellowCards), text(home.redCards), text(away.redCards),
      home.penalties?.joined(separator: " ") ?? "", away.penalties?.joined(separator: " ") ?? "",
      callout?.text ?? "", callout?.side ?? "", winner ?? "", flag(final), scoreCall ?? "", scoreLine,
    ]
    let parts = setsHistory ?? []
    for index in 0..<Self.rowParts {
      let part = parts.indices.contains(index) ? parts[index] : nil
      values += [text(part?.home), text(part?.away)]
    }
    return values
  }

  /// The row as vMix and Companion read a JSON data source: an array holding one object, a key
  /// per column.
  public var vmixJSON: Data {
    let object = Dictionary(uniqueKeysWithValues: zip(Self.rowColumns, row))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode([object])) ?? Data("[]".utf8)
  }

  /// The row as CSV: the header line of ``rowColumns``, then the values, each line ended by CRLF
  /// (RFC 4180); a field holding a comma, a quote or a line break in double quotes.
  public var csv: String {
    [Self.rowColumns, row].map { fields in fields.map(Self.csvField).joined(separator: ",") + "\r\n" }
      .joined()
  }

  private static func csvField(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
      + "\""
  }
}
