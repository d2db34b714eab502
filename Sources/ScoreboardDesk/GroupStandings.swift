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

  /// The lines, best first: by matches won, then games difference, then points difference, then
  /// the draw's order (seed, then file).
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
    var lines = order.map { GroupStandings.Line(entry: $0) }
    for match in played {
      guard let score = match.score, case .entry(let home) = match.home, case .entry(let away) = match.away,
        let homeLine = order.firstIndex(of: home), let awayLine = order.firstIndex(of: away)
      else { continue }
      let parts = score.partsWon
      let points = score.pointsScored
      for (line, side) in [(homeLine, Side.home), (awayLine, Side.away)] {
        if score.winner == side { lines[line].won += 1 } else { lines[line].lost += 1 }
        lines[line].partDifference += parts[side] - parts[side.opponent]
        lines[line].pointDifference += points[side] - points[side.opponent]
      }
    }
    let ranked = lines.enumerated().sorted { first, second in
      let (a, b) = (first.element, second.element)
      if a.won != b.won { return a.won > b.won }
      if a.partDifference != b.partDifference { return a.partDifference > b.partDifference }
      if a.pointDifference != b.pointDifference { return a.pointDifference > b.pointDifference }
      return first.offset < second.offset
    }
    return GroupStandings(lines: ranked.map(\.element), isComplete: played.allSatisfy(\.isFinished))
  }
}
