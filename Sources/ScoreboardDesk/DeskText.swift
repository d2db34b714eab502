import Scoreboard

/// The desk in plain lines, for `venue desk --once`, the desk's screen and its pages: the courts
/// with their matches and what is on deck, the queue, each event's draw, and the results.
public enum DeskText {
  /// Every section, at `now` (seconds since 1970).
  public static func lines(_ desk: DeskState, at now: Double) -> [String] {
    courts(desk, at: now) + [""] + queue(desk, at: now) + [""] + draws(desk)
  }

  /// One line a court, then its on-deck matches: `C1  match 3  MS, Final: Ann v Bob  12 min`.
  public static func courts(_ desk: DeskState, at now: Double) -> [String] {
    var lines = ["Courts\(desk.assignsAutomatically ? "" : " (automatic assignment off)")"]
    if desk.courts.isEmpty { lines.append("  no court has a keeper yet") }
    for court in desk.courts {
      let state: String
      if let id = court.match, let match = desk.match(id), case .onCourt(_, let since) = match.status {
        state = "match \(id)  \(desk.call(match))  \(Int((now - since) / 60)) min"
      } else {
        state = "free"
      }
      lines.append("  \(court.name)\(court.isBlocked ? " (blocked)" : "")  \(state)")
      for (index, match) in desk.onDeck(for: court.name).enumerated() {
        lines.append("      on deck \(index + 1): match \(match.id)  \(desk.call(match))")
      }
    }
    return lines
  }

  /// The queue in order, each match ready or waiting (for whom), and the courts that refused it.
  public static func queue(_ desk: DeskState, at now: Double) -> [String] {
    var lines = ["Queue"]
    if desk.queue.isEmpty { lines.append("  empty") }
    for match in desk.queue.compactMap(desk.match) {
      let refused = match.refusedBy.isEmpty ? "" : ", refused by \(match.refusedBy.joined(separator: ", "))"
      lines.append(
        "  match \(match.id)  \(desk.call(match))  \(readiness(of: match, in: desk, at: now))\(refused)")
    }
    return lines
  }

  /// Each event's matches by round, with their results, and each group's table.
  public static func draws(_ desk: DeskState) -> [String] {
    var lines: [String] = []
    for event in desk.events {
      lines.append("\(event.name) (\(event.rules.sport.rawValue), \(event.draw.csvName))")
      if case .groups(let count) = event.draw {
        for group in 0..<count {
          let table = desk.standings(event: event.name, group: group)
          let rows = table.lines.enumerated().map { place, line in
            "\(place + 1). \(line.entry) \(line.won)-\(line.lost)"
          }
          lines.append("  Group \(DrawMaker.letter(group)): " + rows.joined(separator: ", "))
        }
      }
      for match in desk.matches where match.event == event.name {
        lines.append("  \(match.round): \(result(of: match, in: desk))")
      }
    }
    return lines
  }

  /// `Ann beat Di 21-15,21-17 (C1)` (the winner's points first), or the pairing while it is not
  /// played.
  public static func result(of match: DeskMatch, in desk: DeskState) -> String {
    let names = SidePair(
      home: desk.describe(match.home, event: match.event), away: desk.describe(match.away, event: match.event)
    )
    guard case .finished(let score, let court, _) = match.status else {
      return "\(names.home) v \(names.away)"
    }
    let (winner, loser) = score.winner == .home ? (names.home, names.away) : (names.away, names.home)
    let corrected =
      match.corrections.isEmpty ? "" : " corrected: \(match.corrections.joined(separator: "; "))"
    return "\(winner) beat \(loser) \(score.winnerFirst)\(court.map { " (\($0))" } ?? "")\(corrected)"
  }

  /// `ready`, `waiting for winner of match 1`, `held`, `resting`, `players on court`.
  public static func readiness(of match: DeskMatch, in desk: DeskState, at now: Double) -> String {
    if match.isHeld { return "held" }
    if desk.isReady(match, at: now) { return "ready" }
    let unknown = [match.home, match.away].filter { desk.entry($0, event: match.event) == nil }
    if !unknown.isEmpty {
      return "waiting for " + unknown.map { desk.describe($0, event: match.event) }.joined(separator: " and ")
    }
    let busy = desk.playersOnCourt
    return desk.players(of: match).contains(where: busy.contains) ? "a player is on court" : "resting"
  }
}
