import ScoreboardDesk

/// What `/draws` draws and `/draws.json` sends: each event's rounds with their matches and
/// results, and the table of each group or round robin.
///
/// ```swift
/// let draws = DeskDraws(desk)
/// draws.events.first?.rounds.map(\.name)  // ["Semi-final", "Final"]
/// ```
public struct DeskDraws: Encodable, Equatable, Sendable {
  /// One event.
  public struct Event: Encodable, Equatable, Sendable {
    /// Its name.
    public var name: String
    /// Its sport (`badminton`).
    public var sport: String
    /// Its draw as the import file names it: `knockout`, `round-robin`, `groups:2`.
    public var draw: String
    /// The table of each group (`Group A`), or the one of a round robin; none for a knockout.
    public var tables: [Table]
    /// Its rounds in the order of play.
    public var rounds: [Round]
  }

  /// The table of a group or a round robin.
  public struct Table: Encodable, Equatable, Sendable {
    /// `Group A`, or `nil` for a round robin's only table.
    public var name: String?
    /// Whether every match of it is signed off, so that its places are final.
    public var complete: Bool
    /// Its lines, best first.
    public var lines: [Line]
  }

  /// One entry's line of a table.
  public struct Line: Encodable, Equatable, Sendable {
    /// The entry.
    public var entry: String
    /// Matches won.
    public var won: Int
    /// Matches lost.
    public var lost: Int
    /// Games (or sets) won less games lost.
    public var games: Int
    /// Points scored less points conceded.
    public var points: Int
  }

  /// One round of an event.
  public struct Round: Encodable, Equatable, Sendable {
    /// As a call names it: `Final`, `Round 2`, `Group A, round 1`.
    public var name: String
    /// Whether it is a round of a knockout (a bracket column), not of a group or round robin.
    public var knockout: Bool
    /// Its matches.
    public var matches: [Match]
  }

  /// One match of a round.
  public struct Match: Encodable, Equatable, Sendable {
    /// Its number in the tournament.
    public var id: Int
    /// The home side: the entry, or who it will be (`winner of match 1`).
    public var home: String
    /// The away side, the same way.
    public var away: String
    /// `queued`, `on court` or `finished`.
    public var state: String
    /// The court it is or was played on.
    public var court: String?
    /// The winning side, `home` or `away`, once finished.
    public var winner: String?
    /// The score home first, as Challonge's `scores_csv` takes it (`21-15,18-21,21-19`), once finished.
    public var score: String?
    /// In words: `Ann beat Di 3-0 (C1)`, or the pairing while it is not played.
    public var result: String
    /// The reasons its result was corrected for, oldest first.
    public var corrections: [String]
  }

  /// Whether the venue has a tournament (anything imported); no event without one.
  public var tournament: Bool
  /// The events, in the order they were imported.
  public var events: [Event]

  /// The draws of `desk`.
  public init(_ desk: DeskState) {
    tournament = !desk.events.isEmpty
    events = desk.events.map { Self.event($0, in: desk) }
  }

  private static func event(_ event: DeskEvent, in desk: DeskState) -> Event {
    let groups: [Int?]
    switch event.draw {
    case .knockout: groups = []
    case .roundRobin: groups = [nil]
    case .groups(let count): groups = Array(0..<count)
    }
    let tables = groups.map { group in
      let standings = desk.standings(event: event.name, group: group)
      return Table(
        name: group.map { "Group " + String(UnicodeScalar(UInt8(65 + $0 % 26))) },
        complete: standings.isComplete,
        lines: standings.lines.map {
          Line(
            entry: $0.entry, won: $0.won, lost: $0.lost, games: $0.partDifference, points: $0.pointDifference)
        })
    }
    var rounds: [Round] = []
    for match in desk.matches where match.event == event.name {
      let shown = Self.match(match, in: desk)
      if let index = rounds.firstIndex(where: { $0.name == match.round }) {
        rounds[index].matches.append(shown)
      } else {
        let knockout = match.group == nil && event.draw != .roundRobin
        rounds.append(Round(name: match.round, knockout: knockout, matches: [shown]))
      }
    }
    return Event(
      name: event.name, sport: event.rules.sport.rawValue, draw: event.draw.csvName, tables: tables,
      rounds: rounds)
  }

  private static func match(_ match: DeskMatch, in desk: DeskState) -> Match {
    var shown = Match(
      id: match.id, home: desk.describe(match.home, event: match.event),
      away: desk.describe(match.away, event: match.event), state: "queued", court: nil, winner: nil,
      score: nil, result: DeskText.result(of: match, in: desk), corrections: match.corrections)
    switch match.status {
    case .queued: break
    case .onCourt(let court, _):
      shown.state = "on court"
      shown.court = court
    case .finished(let score, let court, _):
      shown.state = "finished"
      shown.court = court
      shown.winner = score.winner == .home ? "home" : "away"
      shown.score = score.challonge
    }
    return shown
  }
}
