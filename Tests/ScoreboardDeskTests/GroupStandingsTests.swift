import Scoreboard
import Testing

@testable import ScoreboardDesk

@Suite("a group's table")
struct GroupStandingsTests {
  /// A round robin of Ann, Bob, Cy and Di (seeded in that order) with each pair's result: the
  /// winner first and the games they won and lost, to 11.
  static func table(_ results: [(winner: String, loser: String, games: (Int, Int))]) throws -> GroupStandings
  {
    let entries = ["Ann", "Bob", "Cy", "Di"].enumerated().map { DeskEntry(name: $1, seed: $0 + 1) }
    var desk = try DeskFixtures.desk(
      [DeskEvent(name: "RR", rules: .defaults(for: .tableTennis), draw: .roundRobin, entries: entries)],
      courts: ["C1"])
    for (number, result) in results.enumerated() {
      let match = try #require(
        desk.matches.first { Set([$0.home, $0.away]) == Set([.entry(result.winner), .entry(result.loser)]) })
      let winner: Side = match.home == .entry(result.winner) ? .home : .away
      let won = SidePair(home: winner == .home ? 11 : 5, away: winner == .home ? 5 : 11)
      let lost = SidePair(home: won.away, away: won.home)
      let parts = Array(repeating: won, count: result.games.0) + Array(repeating: lost, count: result.games.1)
      try desk.apply(.assigned(match: match.id, court: "C1", at: Double(number)))
      try desk.apply(.signedOff(match: match.id, DeskScore(winner: winner, parts: parts), at: Double(number)))
    }
    return desk.standings(event: "RR", group: nil)
  }

  @Test("ITTF 3.7.5.4: two level on wins are ranked by their own match, before the games of the whole table")
  func headToHead() throws {
    let table = try Self.table([
      ("Ann", "Bob", (3, 2)), ("Ann", "Cy", (3, 2)), ("Di", "Ann", (3, 0)),
      ("Bob", "Cy", (3, 0)), ("Bob", "Di", (3, 0)), ("Cy", "Di", (3, 1)),
    ])
    #expect(table.isComplete)
    #expect(
      table.entries == ["Ann", "Bob", "Cy", "Di"], "Bob's games (+5) beat Ann's (-1), but Ann beat Bob")
    #expect(table.lines.map(\.won) == [2, 2, 1, 1])
  }

  @Test("three level on wins that each beat one another go by games among themselves")
  func threeWayTie() throws {
    let table = try Self.table([
      ("Ann", "Bob", (3, 2)), ("Bob", "Cy", (3, 0)), ("Cy", "Ann", (3, 1)),
      ("Ann", "Di", (3, 0)), ("Bob", "Di", (3, 0)), ("Cy", "Di", (3, 0)),
    ])
    #expect(
      table.entries == ["Bob", "Cy", "Ann", "Di"],
      "among the three: Bob +2, Cy -1, Ann -1; Cy won against Ann")
  }
}
