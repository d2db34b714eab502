import Scoreboard

/// What the venue says of a court beside the desk: whether a keeper holds it now, and the board its
/// keeper last sent (names and score).
public struct DeskCourtWatch: Equatable, Sendable {
  /// Whether a keeper holds the court now.
  public var isKept: Bool
  /// The names on its board, home first; empty before its first record.
  public var names: [String]
  /// Its score in short: sets, games, then points, each home first (`1-0, 5-3, 30-15`).
  public var score: String?
  /// Whether any point, game or set is on its board: the match there has begun.
  public var hasBegun: Bool
  /// How many records its keeper held unsent (lost the database, kept scoring) when it last
  /// reached the venue.
  public var waiting: Int

  /// A court held (`isKept`) or not, whose newest board is `report`, if any, and whose keeper
  /// last said `waiting` records were unsent.
  public init(isKept: Bool, report: GameReport?, waiting: Int = 0) {
    self.isKept = isKept
    self.waiting = waiting
    guard let report else {
      names = []
      hasBegun = false
      return
    }
    names = [report.home.name, report.away.name]
    let (home, away) = (report.home, report.away)
    let tallies: [(Int?, Int?)] = [(home.sets, away.sets), (home.games, away.games)]
    var parts = tallies.compactMap { pair in pair.0.flatMap { h in pair.1.map { "\(h)-\($0)" } } }
    parts.append("\(home.display ?? String(home.score))-\(away.display ?? String(away.score))")
    score = parts.joined(separator: ", ")
    let counts = [home.score, away.score, home.games ?? 0, away.games ?? 0, home.sets ?? 0, away.sets ?? 0]
    hasBegun = counts.contains { $0 > 0 } || (home.points ?? 0) + (away.points ?? 0) > 0
  }
}
