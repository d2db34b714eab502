import Scoreboard
import Testing

@Suite("Table tennis rules (ITTF Handbook, Laws 2.11 to 2.13)")
struct RallyTableTennisTests {
  let rules = SportRules.tableTennis

  @Test("ITTF 2.11.1: the first to 11 wins the game when the other has 9 or fewer")
  func gameToEleven() {
    let summary = rally(Rallies.game(11, 9), rules)
    #expect(summary.finishedGames == [FinishedGame(points: SidePair(home: 11, away: 9), winner: .home)])
    #expect(summary.gamesWon == SidePair(home: 1, away: 0))
    #expect(summary.points == SidePair(both: 0))
    #expect(summary.gameNumber == 2)
    #expect(rally(Rallies.game(10, 9), rules).finishedGames.isEmpty)
  }

  @Test("ITTF 2.11.1: from 10-10 a game needs a lead of 2 (11-10 goes on, 12-10 wins)")
  func deuceNeedsTwo() {
    let deuce = Rallies.game(10, 10)
    #expect(rally(deuce + [.away], rules).finishedGames.isEmpty)
    #expect(rally(deuce + [.away], rules).points == SidePair(home: 10, away: 11))
    let won = rally(deuce + [.away, .away], rules)
    #expect(won.finishedGames == [FinishedGame(points: SidePair(home: 10, away: 12), winner: .away)])
  }

  @Test("ITTF 2.11.1: a deuce game runs on until a lead of 2, as at 13-11")
  func longDeuce() {
    let summary = rally(Rallies.game(10, 10) + Rallies.decode("HAHH"), rules)
    #expect(summary.finishedGames.first?.points == SidePair(home: 13, away: 11))
  }

  @Test("ITTF 2.12.1: best of 5 is won with 3 games")
  func bestOfFive() {
    let twoGames = rally(Rallies.game(11, 0) + Rallies.game(11, 0), rules)
    #expect(twoGames.winner == nil && twoGames.winner == nil)
    let games = Rallies.game(11, 0) + Rallies.game(0, 11) + Rallies.game(11, 0) + Rallies.game(11, 0)
    let summary = rally(games, rules)
    #expect(summary.winner == .home)
    #expect(summary.winner != nil)
    #expect(summary.gamesWon == SidePair(home: 3, away: 1))
    #expect(summary.gameNumber == 4)
    #expect(summary.points == SidePair(home: 11, away: 0))
  }

  @Test("ITTF 2.12.1: the option of best of 3 is won with 2 games, best of 7 with 4")
  func otherLengths() {
    let two = Rallies.game(11, 0) + Rallies.game(11, 0)
    #expect(rally(two, rules.bestOf(3)).winner == .home)
    let three = two + Rallies.game(11, 0)
    #expect(rally(three, rules.bestOf(7)).winner == nil)
    #expect(rally(three + Rallies.game(11, 0), rules.bestOf(7)).winner == .home)
  }

  @Test("ITTF 2.13.3: the serve changes after every 2 points")
  func twoServesEach() {
    let servers = (0...8).map { rally(Rallies.won(by: .home, $0), rules).server }
    #expect(servers == [.home, .home, .away, .away, .home, .home, .away, .away, .home])
    let away = (0...4).map { rally(Rallies.won(by: .away, $0), rules, firstServer: .away).server }
    #expect(away == [.away, .away, .home, .home, .away])
  }

  @Test("ITTF 2.13.3: from 10-10 the serve changes after every point")
  func deuceServeAlternates() {
    let deuce = Rallies.game(10, 10)
    #expect(rally(deuce, rules).server == .home)
    #expect(rally(deuce + [.home], rules).server == .away)
    #expect(rally(deuce + [.home, .away], rules).server == .home)
    #expect(rally(deuce + [.home, .away, .away], rules).server == .away)
    #expect(rally(deuce + [.home, .away, .away, .home], rules).server == .home)
  }

  @Test("ITTF 2.13.6: the player who served first in a game receives first in the next")
  func openerAlternates() {
    let openers = (0...4).map { games in
      rally((0..<games).flatMap { _ in Rallies.game(11, 5) }, rules.bestOf(7), firstServer: .away).server
    }
    #expect(openers == [.away, .home, .away, .home, .away])
  }

  @Test("ITTF 2.13.7: ends change after each game but the last")
  func endsBetweenGames() {
    #expect(!rally(Rallies.game(10, 5), rules).changeEnds)
    #expect(rally(Rallies.game(11, 5), rules).changeEnds)
    #expect(!rally(Rallies.game(11, 5) + [.home], rules).changeEnds)
    let over = rally((0..<3).flatMap { _ in Rallies.game(11, 5) }, rules)
    #expect(over.winner == .home)
    #expect(!over.changeEnds)
  }

  @Test("ITTF 2.13.7: in the last possible game ends change when a player first reaches 5")
  func endsAtFiveInDecidingGame() {
    let twoAll = Rallies.game(11, 0) + Rallies.game(0, 11) + Rallies.game(11, 0) + Rallies.game(0, 11)
    #expect(rally(twoAll, rules).isDecidingGame)
    #expect(!rally(twoAll + Rallies.decode("HHHAAAA"), rules).changeEnds)
    #expect(!rally(twoAll + Rallies.decode("HHHAAAAH"), rules).changeEnds)
    #expect(rally(twoAll + Rallies.decode("HHHAAAAA"), rules).changeEnds)
    #expect(!rally(twoAll + Rallies.decode("HHHAAAAAH"), rules).changeEnds)
    #expect(!rally(twoAll + Rallies.decode("HHHAAAAAHH"), rules).changeEnds, "5-5 is not a first 5")
  }

  @Test("ITTF 2.13.7: reaching 5 changes nothing in a game that is not the last possible one")
  func noChangeAtFiveOtherwise() {
    let summary = rally(Rallies.won(by: .home, 5), rules)
    #expect(!summary.isDecidingGame)
    #expect(!summary.changeEnds)
  }

  @Test("game point: 10-8 is a game point, 10-10 is none, 11-10 is one again")
  func gamePoint() {
    #expect(rally(Rallies.game(10, 8), rules).gamePoint == .home)
    #expect(rally(Rallies.game(10, 8), rules).matchPoint == nil)
    #expect(rally(Rallies.game(10, 10), rules).gamePoint == nil)
    #expect(rally(Rallies.game(10, 10) + [.away], rules).gamePoint == .away)
    #expect(rally(Rallies.game(9, 8), rules).gamePoint == nil)
  }

  @Test("match point: a game point of the side one game from the match")
  func matchPoint() {
    let summary = rally(Rallies.game(11, 0) + Rallies.game(11, 0) + Rallies.game(3, 10), rules)
    #expect(summary.gamePoint == .away)
    #expect(summary.matchPoint == nil)
    let home = rally(Rallies.game(11, 0) + Rallies.game(11, 0) + Rallies.game(10, 3), rules)
    #expect(home.gamePoint == .home && home.matchPoint == .home)
    #expect(rally(Rallies.game(11, 0) + Rallies.game(11, 0) + Rallies.game(11, 0), rules).matchPoint == nil)
  }

  @Test("table tennis has neither service courts nor intervals at 11")
  func noCourtsOrIntervals() {
    let summary = rally(Rallies.game(5, 11) + Rallies.game(11, 3), rules)
    #expect(summary.serviceCourt == nil)
    #expect(!summary.isInterval)
  }

  @Test("rallies after the match is won are ignored")
  func ignoresRalliesAfterTheMatch() {
    let match = (0..<3).flatMap { _ in Rallies.game(11, 5) }
    #expect(rally(match + Rallies.decode("AAAHA"), rules) == rally(match, rules))
  }
}
