import Scoreboard
import Testing

@Suite("Volleyball rules (FIVB Official Volleyball Rules, Rules 6, 12 and 18)")
struct RallyVolleyballTests {
  let rules = SportRules.volleyball

  /// Two sets each, the fifth about to start.
  let twoAll = Rallies.game(25, 10) + Rallies.game(10, 25) + Rallies.game(25, 10) + Rallies.game(10, 25)

  @Test("FIVB 6.3: sets are called sets on the screen, in the score line, in JSON and in the period")
  func setsAreCalledSets() {
    let board = ScoreboardState(rules: rules).then(.add(.home, points: 25), .add(.away, points: 3))
    #expect(board.match.standings.map(\.label) == ["sets"])
    #expect(board.scoreLine == "Home 0 : 3 Away, sets 1 : 0")
    let report = GameReport(Game(scoreboard: board))
    #expect(report.period == "Set 2")
    #expect(report.home.sets == 1 && report.away.sets == 0)
    #expect(report.home.games == nil)
  }

  @Test("FIVB 6.1.1: every rally scores a point for the side that wins it")
  func rallyPointScoring() {
    let summary = rally(Rallies.decode("HAAHA"), rules)
    #expect(summary.points == SidePair(home: 2, away: 3))
  }

  @Test("FIVB 6.2: a set is won by the first to 25 with a lead of 2")
  func setToTwentyFive() {
    #expect(rally(Rallies.game(25, 23), rules).finishedGames.first?.winner == .home)
    #expect(rally(Rallies.game(24, 23), rules).finishedGames.isEmpty)
    #expect(rally(Rallies.game(25, 24), rules).finishedGames.isEmpty)
  }

  @Test("FIVB 6.2: from 24-24 play goes on until a lead of 2, with no cap (30-28)")
  func noCap() {
    #expect(rally(Rallies.game(26, 24), rules).finishedGames.first?.points == SidePair(home: 26, away: 24))
    #expect(rally(Rallies.game(29, 29), rules).finishedGames.isEmpty)
    #expect(rally(Rallies.game(28, 30), rules).finishedGames.first?.winner == .away)
  }

  @Test("FIVB 6.3.1: the match is won by the team that wins 3 sets")
  func bestOfFive() {
    #expect(rally(twoAll, rules).winner == nil)
    let summary = rally(Rallies.game(25, 0) + Rallies.game(25, 0) + Rallies.game(25, 0), rules)
    #expect(summary.winner == .home && summary.gamesWon == SidePair(home: 3, away: 0))
  }

  @Test("FIVB 6.3.2: at 2-2 the deciding fifth set is played to 15 with a lead of 2")
  func fifthSetToFifteen() {
    let fifth = rally(twoAll, rules)
    #expect(fifth.isDecidingGame && fifth.gameNumber == 5)
    #expect(rally(twoAll + Rallies.game(15, 14), rules).winner == nil)
    let summary = rally(twoAll + Rallies.game(15, 13), rules)
    #expect(summary.winner == .home)
    #expect(summary.finishedGames.last == FinishedGame(points: SidePair(home: 15, away: 13), winner: .home))
    #expect(!rally(Rallies.game(15, 13), rules).isDecidingGame)
  }

  @Test("FIVB 6.1.3: the serving team keeps the serve when it wins a rally, the receivers take it")
  func sideOut() {
    #expect(rally([.home], rules).server == .home)
    #expect(rally([.away], rules).server == .away)
    #expect(rally(Rallies.decode("AAH"), rules).server == .home)
  }

  @Test("FIVB 12.2.2.2: the team that did not serve first in a set serves first in the next")
  func openerAlternates() {
    let openers = [0, 1, 2, 3, 4].map { sets in
      rally(Array(twoAll.prefix(sets * 35)), rules, firstServer: .away).server
    }
    #expect(openers == [.away, .home, .away, .home, .away])
  }

  @Test("FIVB 18.2.1: teams change courts after each set but the last")
  func courtsBetweenSets() {
    #expect(rally(Rallies.game(25, 10), rules).changeEnds)
    #expect(!rally(Rallies.game(25, 10) + [.away], rules).changeEnds)
    #expect(!rally(twoAll + Rallies.game(15, 3), rules).changeEnds)
  }

  @Test("FIVB 18.2.2: in the deciding set courts change when a team reaches 8")
  func courtsAtEightInFifthSet() {
    #expect(!rally(twoAll + Rallies.game(7, 5), rules).changeEnds)
    #expect(rally(twoAll + Rallies.game(5, 8), rules).changeEnds)
    #expect(!rally(twoAll + Rallies.game(5, 8) + [.home], rules).changeEnds)
    #expect(!rally(Rallies.game(8, 5), rules).changeEnds, "only in the deciding set")
    #expect(!rally(twoAll + Rallies.game(5, 8), rules).isInterval)
  }

  @Test("set point and match point: 24-22 in the fourth set at 2-1 is a match point")
  func setAndMatchPoint() {
    let twoOne = Rallies.game(25, 10) + Rallies.game(10, 25) + Rallies.game(25, 10)
    let summary = rally(twoOne + Rallies.game(24, 22), rules)
    #expect(summary.gamePoint == .home && summary.matchPoint == .home)
    let away = rally(twoOne + Rallies.game(22, 24), rules)
    #expect(away.gamePoint == .away && away.matchPoint == nil)
    #expect(rally(twoAll + Rallies.game(14, 13), rules).matchPoint == .home)
    #expect(rally(twoAll + Rallies.game(14, 14), rules).gamePoint == nil)
  }

  @Test("a three-set variant plays its deciding third set to 15")
  func bestOfThree() {
    let oneAll = Rallies.game(25, 10) + Rallies.game(10, 25)
    let summary = rally(oneAll + Rallies.game(15, 10), rules.bestOf(3))
    #expect(summary.winner == .home && summary.isDecidingGame)
  }
}
