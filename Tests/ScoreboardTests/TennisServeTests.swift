import Scoreboard
import Testing

@Suite("Tennis: who serves")
struct TennisServeTests {
  typealias F = TennisFixture

  @Test("ITF rule 14: the first server serves the first game, then the sides take turns by game")
  func alternatesByGame() {
    for first in Side.allCases {
      #expect(F.summary("", firstServer: first).server == first)
      #expect(F.summary("HA", firstServer: first).server == first)
      #expect(F.summary(F.loveGames("H"), firstServer: first).server == first.opponent)
      #expect(F.summary(F.loveGames("HA"), firstServer: first).server == first)
      #expect(F.summary(F.loveGames("HAA"), firstServer: first).server == first.opponent)
    }
  }

  @Test("ITF rule 14: the turn to serve carries over from one set to the next")
  func carriesAcrossSets() {
    // Set 1 is 6-3: nine games, so the other side serves the first game of set 2.
    #expect(F.summary(F.loveGames("HHHHHAAAH")).server == .away)
    // Set 1 is 6-4: ten games, so the first server serves again.
    #expect(F.summary(F.loveGames("HHHHHAAAAH")).server == .home)
  }

  @Test("ITF rule 5b: in a tiebreak the server serves one point, then each side two in turn")
  func tiebreakOrder() {
    // Twelve games: home, whose turn it is, serves the first point of the tiebreak.
    let sixAll = F.loveGames("HAHAHAHAHAHA")
    let expected: [Side] = [.home, .away, .away, .home, .home, .away, .away, .home, .home, .away, .away]
    let rally = "HAHAHAHAHAH"
    for (played, server) in expected.enumerated() {
      let summary = F.summary(sixAll + rally.prefix(played))
      #expect(summary.isTiebreak)
      #expect(summary.server == server, "after \(played) tiebreak points")
    }
  }

  @Test("ITF rule 5b: the first server of a tiebreak receives in the first game of the next set")
  func afterTiebreak() {
    for first in Side.allCases {
      let sixAll = F.loveGames("HAHAHAHAHAHA")
      #expect(F.summary(sixAll, firstServer: first).server == first)
      let nextSet = F.summary(sixAll + "HHHHHHH", firstServer: first)
      #expect(nextSet.finishedSets.count == 1)
      #expect(nextSet.server == first.opponent)
      #expect(F.summary(sixAll + "HHHHHHH HHHH", firstServer: first).server == first)
    }
  }

  @Test("ITF rule 5b, Appendix V: the side whose turn it is serves first in the match tiebreak")
  func matchTiebreakServer() {
    let rules = F.rules(finalSetTiebreak: 10)
    // 6-0, 0-6: twelve games, so the first server starts the match tiebreak.
    let setsAll = F.loveGames("HHHHHH AAAAAA")
    let start = F.summary(setsAll, rules: rules, firstServer: .away)
    #expect(start.isMatchTiebreak)
    #expect(start.server == .away)
    #expect(F.summary(setsAll + "H", rules: rules, firstServer: .away).server == .home)
    #expect(F.summary(setsAll + "HA", rules: rules, firstServer: .away).server == .home)
    #expect(F.summary(setsAll + "HAH", rules: rules, firstServer: .away).server == .away)
  }
}
