import Scoreboard
import Testing

@Suite("Tennis: games in a set and the tiebreak")
struct TennisSetTests {
  typealias F = TennisFixture

  @Test("ITF rule 6: the first side to six games with a lead of two wins the set")
  func setToSix() {
    let summary = F.summary(F.loveGames("HAHAHHHH"))
    #expect(summary.finishedSets == [TennisFinishedSet(games: F.pair(6, 2), winner: .home)])
    #expect(summary.games == F.pair(0, 0))
    #expect(summary.setsWon == F.pair(1, 0))
  }

  @Test("ITF rule 6: at 6-5 the set goes on, and 7-5 wins it")
  func sevenFive() {
    let sixFive = F.summary(F.loveGames("HAHAHAHAHA H"))
    #expect(sixFive.games == F.pair(6, 5))
    #expect(sixFive.finishedSets.isEmpty)
    let sevenFive = F.summary(F.loveGames("HAHAHAHAHA HH"))
    #expect(sevenFive.finishedSets == [TennisFinishedSet(games: F.pair(7, 5), winner: .home)])
  }

  @Test("ITF rule 6b: at 6-6 a tiebreak is played, counted 1, 2, 3")
  func tiebreakAtSixAll() {
    let sixAll = F.summary(F.loveGames("HAHAHAHAHAHA"))
    #expect(sixAll.games == F.pair(6, 6))
    #expect(sixAll.isTiebreak)
    #expect(!sixAll.isMatchTiebreak)
    #expect(sixAll.pointLabels == F.pair("0", "0"))
    let started = F.summary(F.loveGames("HAHAHAHAHAHA") + "HHHHA")
    #expect(started.pointLabels == F.pair("4", "1"))
    #expect(started.games == F.pair(6, 6))
  }

  @Test("ITF rule 5b: the first to seven points with a lead of two wins the tiebreak; the set is 7-6")
  func tiebreakToSeven() {
    let summary = F.summary(F.loveGames("HAHAHAHAHAHA") + "AAHHAHAHHAAA")
    let set = TennisFinishedSet(games: F.pair(6, 7), tiebreakPoints: F.pair(5, 7), winner: .away)
    #expect(summary.finishedSets == [set])
    #expect(!summary.isTiebreak)
    #expect(summary.games == F.pair(0, 0))
  }

  @Test("ITF rule 5b: at 6-6 in the tiebreak it goes on until a side leads by two")
  func tiebreakWinByTwo() {
    let sixAll = F.loveGames("HAHAHAHAHAHA") + "HAHAHAHAHAHA"
    let sevenSix = F.summary(sixAll + "H")
    #expect(sevenSix.finishedSets.isEmpty)
    #expect(sevenSix.pointLabels == F.pair("7", "6"))
    let eightEight = F.summary(sixAll + "HAAH")
    #expect(eightEight.isTiebreak)
    #expect(eightEight.pointLabels == F.pair("8", "8"))
    let won = F.summary(sixAll + "HAAHHH")
    #expect(won.finishedSets.first?.tiebreakPoints == F.pair(10, 8))
    #expect(won.finishedSets.first?.games == F.pair(7, 6))
  }
}
