import Scoreboard

/// A won match of games and sets, point by point (``PointByPointNotation``).
public struct VenuePointByPoint: Equatable, Sendable {
  /// The court it was played on.
  public var court: String
  /// The home and away sides' names.
  public var home: String, away: String
  /// The winner's name.
  public var winner: String
  /// The points: `SSSS;RRSRSR;...`.
  public var points: String

  /// The columns of ``csv(_:)``.
  public static let csvHeader = "court,home,away,winner,points"

  /// `matches` as CSV with a header (the notation holds no comma or quote).
  public static func csv(_ matches: [VenuePointByPoint]) -> String {
    let lines = matches.map { match in
      [match.court, match.home, match.away, match.winner, match.points].map(quoted).joined(separator: ",")
    }
    return ([csvHeader] + lines).joined(separator: "\n") + "\n"
  }

  private static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
    return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
      + "\""
  }
}

extension VenueReader {
  /// Every won match of games and sets the venue holds, point by point, replayed from each
  /// court's journals, oldest journal first. A record that is not valid is left out, and
  /// `skipping` told.
  public static func pointByPoint(on connection: VenueConnection, skipping: (String) -> Void = { _ in })
    async throws(VenueError) -> [VenuePointByPoint]
  {
    let journals = try await connection.run(
      "SELECT court, journal FROM records WHERE kind = 'start' ORDER BY recorded_at, court")
    var matches: [VenuePointByPoint] = []
    for row in journals {
      let (court, journal) = try VenueSchema.decodePair(row)
      var state: AppState?
      let steps = try await steps(
        of: court, journal: journal, after: nil, onto: &state, stamp: nil, on: connection, skipping: skipping)
      var wasWon = true
      for step in steps {
        let board = step.game.scoreboard
        let isWon = board.winner != nil
        defer { wasWon = isWon }
        guard isWon, !wasWon, let winner = board.winner, let points = PointByPointNotation.text(of: board)
        else { continue }
        matches.append(
          VenuePointByPoint(
            court: court, home: board.home.name, away: board.away.name, winner: board[winner].name,
            points: points))
      }
    }
    return matches
  }
}
