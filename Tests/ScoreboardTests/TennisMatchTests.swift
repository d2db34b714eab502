import Scoreboard
import Testing

@Suite("Tennis: sets in a match")
struct TennisMatchTests {
  typealias F = TennisFixture

  @Test("ITF rule 7: best of 3 sets, the first side to two sets wins the match")
  func bestOfThree() {
    let oneSet = F.summary(F.loveGames("HHHHHH"))
    #expect(oneSet.winner == nil)
    #expect(oneSet.setsWon == F.pair(1, 0))
    let match = F.summary(F.loveGames("HHHHHH AAAAAA HHHHHH"))
    #expect(match.winner == .home)
    #expect(match.setsWon == F.pair(2, 1))
    #expect(match.winner != nil)
    #expect(match.games == F.pair(6, 0))
    #expect(match.pointLabels == F.pair("", ""))
    #expect(match.situation == nil)
  }

  @Test("ITF rule 7: best of 5 sets, the first side to three sets wins the match")
  func bestOfFive() {
    let rules = F.rules(bestOf: 5)
    let twoSets = F.summary(F.loveGames("AAAAAA AAAAAA"), rules: rules)
    #expect(twoSets.winner == nil)
    #expect(twoSets.setsWon == F.pair(0, 2))
    let match = F.summary(F.loveGames("AAAAAA HHHHHH AAAAAA HHHHHH AAAAAA"), rules: rules)
    #expect(match.winner == .away)
    #expect(match.setsWon == F.pair(2, 3))
    #expect(match.finishedSets.count == 5)
  }

  @Test("ITF rule 6b: without a match tiebreak the deciding set is a full set with a tiebreak at 6-6")
  func decidingSetWithoutMatchTiebreak() {
    let summary = F.summary(F.loveGames("HHHHHH AAAAAA HAHAHAHAHAHA"))
    #expect(summary.isTiebreak)
    #expect(!summary.isMatchTiebreak)
    let won = F.summary(F.loveGames("HHHHHH AAAAAA HAHAHAHAHAHA") + "AAAAAAA")
    #expect(won.winner == .away)
    #expect(won.games == F.pair(6, 7))
    #expect(won.finishedSets.last?.tiebreakPoints == F.pair(0, 7))
  }

  @Test("ITF Appendix V match tie-break: at one set all it replaces the deciding set, counted as a set 1-0")
  func matchTiebreak() {
    let rules = F.rules(finalSetTiebreak: 10)
    let setsAll = F.loveGames("HHHHHH AAAAAA")
    let start = F.summary(setsAll, rules: rules)
    #expect(start.isTiebreak)
    #expect(start.isMatchTiebreak)
    #expect(start.games == F.pair(0, 0))
    let sevenZero = F.summary(setsAll + "HHHHHHH", rules: rules)
    #expect(sevenZero.winner == nil)
    #expect(sevenZero.pointLabels == F.pair("7", "0"))
    let won = F.summary(setsAll + "HHHHHHHHHH", rules: rules)
    #expect(won.winner == .home)
    let set = TennisFinishedSet(games: F.pair(1, 0), tiebreakPoints: F.pair(10, 0), winner: .home)
    #expect(won.finishedSets.last == set)
    #expect(won.games == F.pair(1, 0))
    #expect(!won.isTiebreak && !won.isMatchTiebreak)
  }

  @Test("ITF Appendix V match tie-break: it must be won by two points (10-8 or 11-9)")
  func matchTiebreakByTwo() {
    let rules = F.rules(finalSetTiebreak: 10)
    let setsAll = F.loveGames("AAAAAA HHHHHH")
    let tenNine = F.summary(setsAll + String(repeating: "HA", count: 9) + "A", rules: rules)
    #expect(tenNine.winner == nil)
    #expect(tenNine.pointLabels == F.pair("9", "10"))
    let tenEight = F.summary(setsAll + "AAAAAAAA HHHHHHHH AA", rules: rules)
    #expect(tenEight.winner == .away)
    #expect(tenEight.finishedSets.last?.games == F.pair(0, 1))
    #expect(tenEight.finishedSets.last?.tiebreakPoints == F.pair(8, 10))
  }

  @Test("ITF Appendix V match tie-break: in best of 5 it replaces only the fifth set")
  func matchTiebreakBestOfFive() {
    let rules = F.rules(bestOf: 5, finalSetTiebreak: 10)
    #expect(!F.summary(F.loveGames("HHHHHH AAAAAA"), rules: rules).isTiebreak)
    #expect(F.summary(F.loveGames("HHHHHH AAAAAA HHHHHH AAAAAA"), rules: rules).isMatchTiebreak)
  }

  @Test("ITF rule 7: once the match is won, further points change nothing")
  func ignoresPointsAfterMatch() {
    let match = F.loveGames("HHHHHH HHHHHH")
    let summary = F.summary(match)
    #expect(summary.winner == .home)
    #expect(F.summary(match + "AAAA AAAA HAHA") == summary)
  }
}
