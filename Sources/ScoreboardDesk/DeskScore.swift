import Scoreboard

/// How a desk match ended: its winner and the score of each game or set (home first).
public struct DeskScore: Codable, Hashable, Sendable {
  /// The side of the desk match that won.
  public var winner: Side
  /// Each game's or set's score, or the final score of a match of one part.
  public var parts: [SidePair<Int>]

  /// A score from its parts.
  public init(winner: Side, parts: [SidePair<Int>]) {
    self.winner = winner
    self.parts = parts
  }

  /// A score from its text, `21-15,18-21,21-19` (home first), won by the side that won more
  /// parts (or, in a score of one part, more points); `nil` for text of another form or a draw.
  public init?(text: String) {
    var parts: [SidePair<Int>] = []
    for part in text.split(separator: ",") {
      let points = part.split(separator: "-").compactMap { Int(String($0).trimmed) }
      guard points.count == 2, points.allSatisfy({ $0 >= 0 }) else { return nil }
      parts.append(SidePair(home: points[0], away: points[1]))
    }
    guard !parts.isEmpty else { return nil }
    let score = DeskScore(winner: .home, parts: parts)
    let won = parts.count == 1 ? score.pointsScored : score.partsWon
    guard won.home != won.away else { return nil }
    self.init(winner: won.home > won.away ? .home : .away, parts: parts)
  }

  /// The score as Challonge's `scores_csv` takes it: `21-15,18-21,21-19`.
  public var challonge: String {
    parts.map { "\($0.home)-\($0.away)" }.joined(separator: ",")
  }

  /// The score as a call says it, the winner's points first: `21-15,19-21,21-17`.
  public var winnerFirst: String {
    parts.map { "\($0[winner])-\($0[winner.opponent])" }.joined(separator: ",")
  }

  /// The parts won by each side.
  var partsWon: SidePair<Int> {
    var won = SidePair(both: 0)
    for part in parts where part.home != part.away { won[part.home > part.away ? .home : .away] += 1 }
    return won
  }

  /// The points (or games) scored by each side over all parts.
  var pointsScored: SidePair<Int> {
    parts.reduce(SidePair(both: 0)) { SidePair(home: $0.home + $1.home, away: $0.away + $1.away) }
  }
}
