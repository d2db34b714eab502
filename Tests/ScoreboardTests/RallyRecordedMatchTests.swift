import Scoreboard
import Testing

/// Whole matches replayed rally by rally, one string per game (`H` home won the rally, `A` away).
@Suite("Recorded matches replayed point by point")
struct RallyRecordedMatchTests {
  /// Table tennis, best of 5, home serving first: 11-7, 9-11, 13-11, 6-11, 11-9.
  static let tableTennis = [
    "HHAAHHAAHAHHHAHHAH",
    "AHHAHHAAHHAAAHAHHAAA",
    "AHAHHHAHAAAAAAHHHHAHAHHH",
    "AHHAAHHAHAAAAAAHA",
    "HAAAAHAHHHHAHAAAHHHH",
  ]

  /// Badminton, best of 3, away serving first: 22-20, 29-30, 21-15.
  static let badminton = [
    "HHAHAAHHAAAHAHHHAAAHAHHHHHHHAHAAAHHAAAAAHH",
    "AHAHHHHHAHHAAAAHAAHHHAAAAAHAHHHHAHAAHAAHAHHAHAAHHAHAAHHAAHA",
    "AHAAHHAHAHHHAAAAHHHHAHAAHAHAAHHHHHHH",
  ]

  /// Volleyball, best of 5, home serving first: 25-20, 23-25, 26-24, 20-25, 15-13.
  static let volleyball = [
    "AHHAHHAHHHAAHAAHHHAHAHAAAHAAHHAHAHAHAHHAHHAHH",
    "AHHAAHAAAHAHHHHAHAAHAAHHHHAHAAHAAAAHAHHHHAAHAHAA",
    "AHAAHAAAHHHHHHHHHAHAAHAAAAAHHHHAAHHAAAHAAAHHAHHAHH",
    "AAAAAAHAHHHHAHAAHAHAHHHAAAAAAAAAHHAHHHHHHAHAA",
    "AHHAHAHAHAHHHHAAHAHAHHAHAAAH",
  ]

  /// The rallies of the first `games` games, then `rallies` rallies of the next.
  static func replay(_ match: [String], games: Int, rallies: Int = 0) -> [Side] {
    Rallies.decode(match.prefix(games).joined()) + Rallies.decode(match[games]).prefix(rallies)
  }

  @Test("table tennis: the match ends 3-2 with games 11-7, 9-11, 13-11, 6-11, 11-9")
  func tableTennisResult() {
    let summary = rally(Rallies.decode(Self.tableTennis.joined()), .tableTennis)
    let scores = summary.finishedGames.map { [$0.points.home, $0.points.away] }
    #expect(scores == [[11, 7], [9, 11], [13, 11], [6, 11], [11, 9]])
    #expect(summary.winner == .home && summary.gamesWon == SidePair(home: 3, away: 2))
    #expect(summary.points == SidePair(home: 11, away: 9) && summary.gameNumber == 5)
    #expect(summary.server == .away, "ITTF 2.13.3: the 20th rally of game 5, served by away")
  }

  @Test("table tennis, ITTF 2.13.3 and 2.13.6: servers in the deuce third game")
  func tableTennisDeuceGame() {
    let match = Self.tableTennis
    #expect(rally(Self.replay(match, games: 1), .tableTennis).server == .away, "game 2 opens with away")
    let tenAll = rally(Self.replay(match, games: 2, rallies: 20), .tableTennis)
    #expect(tenAll.points == SidePair(both: 10) && tenAll.gameNumber == 3)
    #expect(tenAll.server == .home, "game 3 opens with home; 10 turns of 2 later home serves again")
    #expect(tenAll.gamePoint == nil)
    let elevenTen = rally(Self.replay(match, games: 2, rallies: 23), .tableTennis)
    #expect(elevenTen.points == SidePair(home: 12, away: 11) && elevenTen.server == .away)
    #expect(elevenTen.gamePoint == .home && elevenTen.matchPoint == nil)
  }

  @Test("table tennis, ITTF 2.13.7: ends change at 2-5 in the fifth game")
  func tableTennisEndsInFifth() {
    let atFive = rally(Self.replay(Self.tableTennis, games: 4, rallies: 7), .tableTennis)
    #expect(atFive.points == SidePair(home: 2, away: 5) && atFive.isDecidingGame && atFive.changeEnds)
    #expect(atFive.server == .away)
    let matchPoint = rally(Self.replay(Self.tableTennis, games: 4, rallies: 19), .tableTennis)
    #expect(matchPoint.points == SidePair(home: 10, away: 9) && matchPoint.matchPoint == .home)
  }

  @Test("badminton: 22-20 after setting at 20-all, 29-30 at the cap, then 21-15")
  func badmintonResult() {
    let summary = rally(Rallies.decode(Self.badminton.joined()), .badminton, firstServer: .away)
    let scores = summary.finishedGames.map { [$0.points.home, $0.points.away] }
    #expect(scores == [[22, 20], [29, 30], [21, 15]])
    #expect(summary.winner == .home && summary.gamesWon == SidePair(home: 2, away: 1))
    #expect(summary.server == .home && summary.serviceCourt == nil)
  }

  @Test("badminton, BWF Laws 7.4, 7.5, 10.1 and 7.6: servers and courts at chosen points")
  func badmintonServers() {
    let match = Self.badminton
    let twentyAll = rally(Self.replay(match, games: 0, rallies: 40), .badminton, firstServer: .away)
    #expect(twentyAll.points == SidePair(both: 20) && twentyAll.server == .away)
    #expect(twentyAll.serviceCourt == .right && twentyAll.gamePoint == nil)
    let twentyOne = rally(Self.replay(match, games: 0, rallies: 41), .badminton, firstServer: .away)
    #expect(twentyOne.server == .home && twentyOne.serviceCourt == .left && twentyOne.gamePoint == .home)
    let secondGame = rally(Self.replay(match, games: 1), .badminton, firstServer: .away)
    #expect(secondGame.server == .home && secondGame.serviceCourt == .right && secondGame.changeEnds)
    let twentyNineAll = rally(Self.replay(match, games: 1, rallies: 58), .badminton, firstServer: .away)
    #expect(twentyNineAll.points == SidePair(both: 29) && twentyNineAll.server == .home)
    #expect(twentyNineAll.serviceCourt == .left && twentyNineAll.gamePoint == .home)
    #expect(twentyNineAll.matchPoint == .home)
    let thirdGame = rally(Self.replay(match, games: 2), .badminton, firstServer: .away)
    #expect(thirdGame.server == .away && thirdGame.isDecidingGame && thirdGame.changeEnds)
  }

  @Test("badminton, BWF Laws 16.2.1 and 8.1.3: intervals at 11, ends change at 11 in the third")
  func badmintonIntervals() {
    let match = Self.badminton
    let first = rally(Self.replay(match, games: 0, rallies: 21), .badminton, firstServer: .away)
    #expect(first.points == SidePair(home: 10, away: 11) && first.isInterval && !first.changeEnds)
    let third = rally(Self.replay(match, games: 2, rallies: 20), .badminton, firstServer: .away)
    #expect(third.points == SidePair(home: 11, away: 9) && third.isInterval && third.changeEnds)
  }

  @Test("volleyball: five sets, 25-20, 23-25, 26-24, 20-25, 15-13")
  func volleyballResult() {
    let summary = rally(Rallies.decode(Self.volleyball.joined()), .volleyball)
    let scores = summary.finishedGames.map { [$0.points.home, $0.points.away] }
    #expect(scores == [[25, 20], [23, 25], [26, 24], [20, 25], [15, 13]])
    #expect(summary.winner == .home && summary.gamesWon == SidePair(home: 3, away: 2))
    #expect(summary.isDecidingGame && summary.server == .away && !summary.changeEnds)
  }

  @Test("volleyball, FIVB 12.2.2 and 18.2.2: set openers alternate, courts change at 8 in the fifth")
  func volleyballServersAndCourts() {
    let match = Self.volleyball
    let openers = (0...4).map { rally(Self.replay(match, games: $0), .volleyball).server }
    #expect(openers == [.home, .away, .home, .away, .home])
    let deuce = rally(Self.replay(match, games: 2, rallies: 48), .volleyball)
    #expect(deuce.points == SidePair(both: 24) && deuce.server == .away && deuce.gamePoint == nil)
    let eight = rally(Self.replay(match, games: 4, rallies: 13), .volleyball)
    #expect(eight.points == SidePair(home: 8, away: 5) && eight.changeEnds && eight.server == .home)
  }
}
