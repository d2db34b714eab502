import Scoreboard

/// The table of a round-robin group: its entries ranked, and whether every match is played.
public struct GroupStandings: Equatable, Sendable {
  /// One entry's line of the table.
  public struct Line: Equatable, Sendable {
    /// The entry.
    public var entry: String
    /// Matches won and lost.
    public var won = 0, lost = 0
    /// Games (or sets) won less games lost.
    public var partDifference = 0
    /// Points scored less points conceded.
    public var pointDifference = 0
  }

  /// The lines, best first: by matches won; entries level on wins by the matches among
  /// themselves (wins, games difference, points difference, again among those still level), then
  /// by the whole table's games and points difference, then the draw's order (seed, then file).
  public var lines: [Line]
  /// Whether every match of the group is signed off, so that its places are final.
  public var isComplete: Bool

  /// The entries, best first.
  public var entries: [String] { lines.map(\.entry) }
}

extension DeskState {
  /// The table of `group` of `event` as its signed-off matches stand; `nil` for the table of a
  /// round robin (its matches have no group).
  public func standings(event name: String, group: Int?) -> GroupStandings {
    let played = matches.filter { $0.event == name && $0.group == group }
    var order: [String] = []
    for match in played {
      for case .entry(let entry) in [match.home, match.away] where !order.contains(entry) {
        order.append(entry)
      }
    }
    if let event = event(name) {
      let rank = DrawMaker.ranked(event.entries).map(\.name)
      order.sort { (rank.firstIndex(of: $0) ?? 0) < (rank.firstIndex(of: $1) ?? 0) }
    }
    let overall = Self.tally(played, of: order)
    let lines = Dictionary(uniqueKeysWithValues: overall.map { ($0.entry, $0) })
    let ranked = Set(overall.map(\.won)).sorted(by: >).flatMap { wins in
      Self.rank(overall.filter { $0.won == wins }.map(\.entry), in: played, lines: lines, order: order)
    }.map { lines[$0]! }
    return GroupStandings(lines: ranked, isComplete: played.allSatisfy(\.isFinished))
  }

  /// `level` (entries level on wins) ranked as ITTF Handbook 3.7.5.4 ranks a tie: by the matches
  /// among them (wins, then games, then points difference); those still level among a smaller
  /// number again by the matches among themselves (so two left level go by their own match);
  /// those no count separates by the whole table's games and points difference, then the draw's
  /// order.
  private static func rank(
    _ level: [String], in played: [DeskMatch], lines: [String: GroupStandings.Line], order: [String]
  ) -> [String] {
    guard level.count > 1 else { return level }
    let among = Dictionary(uniqueKeysWithValues: tally(played, of: level).map { ($0.entry, $0) })
    let key = { (entry: String) in
      [among[entry]!.won, among[entry]!.partDifference, among[entry]!.pointDifference]
    }
    let keys = Set(level.map(key)).sorted { $1.lexicographicallyPrecedes($0) }
    guard keys.count > 1 else {
      return level.sorted { a, b in
        let (x, y) = (lines[a]!, lines[b]!)
        if x.partDifference != y.partDifference { return x.partDifference > y.partDifference }
        if x.pointDifference != y.pointDifference { return x.pointDifference > y.pointDifference }
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
      }
    }
    return keys.flatMap { best in
      rank(level.filter { key($0) == best }, in: played, lines: lines, order: order)
    }
  }

  /// The lines of `entries` (in that order) counting only the signed-off matches of `played`
  /// between two of them.
  private static func tally(_ played: [DeskMatch], of entries: [String]) -> [GroupStandings.Line] {
    var lines = entries.map { GroupStandings.Line(entry: $0) }
    for match in played {
      guard let score = match.score, case .entry(let home) = match.home, case .entry(let away) = match.away,
        let homeLine = entries.firstIndex(of: home), let awayLine = entries.firstIndex(of: away)
      else { continue }
      let parts = score.partsWon
      let points = score.pointsScored
      for (line, side) in [(homeLine, Side.home), (awayLine, Side.away)] {
        if score.winner == side { lines[line].won += 1 } else { lines[line].lost += 1 }
        lines[line].partDifference += parts[side] - parts[side.opponent]
        lines[line].pointDifference += points[side] - points[side.opponent]
      }
    }
    return lines
  }
}
