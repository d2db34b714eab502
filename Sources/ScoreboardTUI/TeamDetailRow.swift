import Scoreboard

/// One line of details under the team names, the same kind for both teams so that the lines line
/// up: the games won, the lines of the features on (fouls, timeouts, penalty clocks), the court.
struct TeamDetailRow: Equatable, Sendable {
  /// What each team shows on the line, longest first: the first that fits is drawn; no text
  /// leaves the team's part of the line blank.
  var texts: SidePair<[String]>
  /// How long the line stays when lines are short: the lowest goes first.
  var priority: Int

  /// The longest of `side`'s texts that fits in `width` cells, or the shortest cut to fit.
  func text(for side: Side, width: Int) -> String {
    let variants = texts[side]
    return variants.first { $0.terminalWidth <= width } ?? (variants.last ?? "").prefix(fittingWidth: width)
  }

  /// The detail lines of `board`'s sport, whose match is `match`, top first: the server by name
  /// and the receiver where the sport names one (or the service court), the standings, each side's finished sets or games, the
  /// lines of the features on (fouls, timeouts, cards), the shoot-out's kicks, and the features'
  /// lines that stay at the foot (penalty clocks): each where the sport has it.
  static func rows(for board: ScoreboardState, match: MatchView) -> [TeamDetailRow] {
    var rows: [TeamDetailRow] = []
    if let serving = match.serverPlayer {
      var texts = SidePair<[String]>(both: [])
      if let court = serving.court?.rawValue {
        texts[serving.side] = [
          "\(serving.player) serves, \(court)", "\(serving.player) \(court)", serving.player,
        ]
      } else {
        texts[serving.side] = ["\(serving.player) serves", serving.player]
      }
      if let receiving = match.receiverPlayer {
        texts[receiving.side] = ["\(receiving.player) receives", receiving.player]
      }
      rows.append(TeamDetailRow(texts: texts, priority: 5))
    } else if let server = match.server, let court = match.serviceCourt {
      var texts = SidePair<[String]>(both: [])
      texts[server] = ["\(court.rawValue) \(match.courtName)", court.rawValue]
      rows.append(TeamDetailRow(texts: texts, priority: 1))
    }
    if !match.standings.isEmpty {
      rows.append(TeamDetailRow(texts: pair { standings(match.standings, side: $0) }, priority: 4))
    }
    if !match.history.isEmpty {
      rows.append(TeamDetailRow(texts: pair { history(match.history, side: $0) }, priority: 3))
    }
    if let left = board.timeoutsLeftInPart {
      rows.append(TeamDetailRow(texts: pair { ["timeouts \(left[$0])", "TO \(left[$0])"] }, priority: 2))
    }
    let features = board.rules.featuresOn
    rows += features.filter { !$0.rowFollowsShootout }.compactMap { row($0, of: board.timed) }
    if let marks = match.shootout {
      let row = { (kicks: [Bool]) -> [String] in
        let text = kicks.map { $0 ? "O" : "x" }
        return [text.joined(separator: " "), text.joined()]
      }
      rows.append(TeamDetailRow(texts: SidePair(home: row(marks.home), away: row(marks.away)), priority: 6))
    }
    rows += features.filter(\.rowFollowsShootout).compactMap { row($0, of: board.timed) }
    return rows
  }

  /// `rows` without the lowest-priority lines (the lowest and latest first) beyond `count`.
  static func keeping(_ count: Int, of rows: [TeamDetailRow]) -> [TeamDetailRow] {
    var kept = rows
    while kept.count > max(0, count) {
      let lowest = kept.map(\.priority).min() ?? 0
      guard let index = kept.lastIndex(where: { $0.priority == lowest }) else { break }
      kept.remove(at: index)
    }
    return kept
  }

  private static func pair(_ make: (Side) -> [String]) -> SidePair<[String]> {
    SidePair(home: make(.home), away: make(.away))
  }

  private static func standings(_ standings: [Standing], side: Side) -> [String] {
    let long = standings.map { "\($0.label) \($0.counts[side])" }
    let short = standings.map { "\($0.label.prefix(1)) \($0.counts[side])" }
    return [long.joined(separator: "  "), long.joined(separator: " "), short.joined(separator: " ")]
  }

  /// `side`'s score in each finished set or game, a lost tiebreak's points in brackets
  /// (`6 3 6(5)`); when that is too long, the latest ones only.
  private static func history(_ parts: [FinishedPart], side: Side) -> [String] {
    let scores = parts.map { part in
      let lostTiebreak = part.tiebreak.flatMap { $0[side] < $0[side.opponent] ? "(\($0[side]))" : nil }
      return "\(part.scores[side])\(lostTiebreak ?? "")"
    }
    return (0..<scores.count).map { dropped in
      (dropped > 0 ? ".. " : "") + scores.dropFirst(dropped).joined(separator: " ")
    }
  }

  /// The line `feature` adds, as the feature makes it.
  private static func row(_ feature: SportFeature, of timed: TimedState) -> TeamDetailRow? {
    feature.detailRow(of: timed).map { TeamDetailRow(texts: $0.texts, priority: $0.priority) }
  }
}
