import Scoreboard
import Testing

@Suite("Tennis: break, set and match points")
struct TennisSituationTests {
  typealias F = TennisFixture

  @Test("ITF rule 5a: the receiver one point from the game has a break point")
  func breakPoint() {
    // Home serves the first game.
    let summary = F.summary("AAA")
    #expect(summary.situation == .breakPoint(.away))
    #expect(summary.callout == "Break point")
    #expect(F.summary("HHHAAAA").situation == .breakPoint(.away))
  }

  @Test("ITF rule 10: the players change ends after the first, third and every odd game; the callout says so")
  func changeEndsAfterOddGames() {
    #expect(F.summary(F.loveGames("H")).isChangeOfEnds)
    #expect(F.summary(F.loveGames("H")).callout == "Change ends")
    #expect(!F.summary(F.loveGames("HA")).isChangeOfEnds)
    #expect(F.summary(F.loveGames("HAH")).isChangeOfEnds)
    #expect(!F.summary(F.loveGames("H") + "H").isChangeOfEnds, "only until the next point")
    #expect(!F.summary("").isChangeOfEnds)
  }

  @Test("ITF rule 10: after a set of an even number of games the change waits for the next set's first game")
  func changeEndsAcrossSets() {
    let sixFour = F.loveGames("HAHAHAHAHH")
    #expect(!F.summary(sixFour).isChangeOfEnds)
    #expect(F.summary(sixFour + F.loveGames("A")).isChangeOfEnds)
    let sixThree = F.loveGames("HAHAHAHHH")
    #expect(F.summary(sixThree).isChangeOfEnds)
  }

  @Test("ITF rule 5b: in a tiebreak the players change ends after every six points; the board says tie-break")
  func tiebreakEnds() {
    let sixAll = F.loveGames("HAHAHAHAHAHA")
    #expect(F.summary(sixAll).callout == "Tie-break")
    #expect(!F.summary(sixAll + "HHA").isChangeOfEnds)
    #expect(F.summary(sixAll + "HHAHAA").isChangeOfEnds)
    #expect(F.summary(sixAll + "HHAHAAHAHAAH").isChangeOfEnds)
    #expect(F.summary(sixAll + "HHAHAAH").callout == "Tie-break")
  }

  @Test("ITF Appendix V: the final-set match tie-break is named on the board")
  func matchTiebreakNamed() {
    let rules = F.rules(finalSetTiebreak: 10)
    let oneAll = F.loveGames("HHHHHH") + F.loveGames("AAAAAA")
    #expect(F.summary(oneAll + "H", rules: rules).callout == "Match tie-break")
  }

  @Test("ITF rule 5a: the server one point from the game has no callout before deuce")
  func gamePointNotCalled() {
    #expect(F.summary("HHH").situation == nil)
    #expect(F.summary("HHHA").situation == nil)
  }

  @Test("ITF rule 6: a side one point from the set has a set point, above a break point")
  func setPoint() {
    // 5-3 to home after eight games: home serves at 40-0 for the set.
    let serving = F.summary(F.loveGames("HAHAHAHH") + "HHH")
    #expect(serving.server == .home)
    #expect(serving.situation == .setPoint(.home))
    #expect(serving.callout == "Set point")
    // 5-4 to home after nine games: away serves, and 0-40 is a break point and a set point.
    let receiving = F.summary(F.loveGames("HAHAHAHAH") + "HHH")
    #expect(receiving.server == .away)
    #expect(receiving.situation == .setPoint(.home))
    // At 5-5 a game point is not a set point.
    #expect(F.summary(F.loveGames("HAHAHAHAHA") + "HHH").situation == nil)
  }

  @Test("ITF rule 5b: in a tiebreak a side at 6 with a lead has a set point; there are no break points")
  func tiebreakSetPoint() {
    let sixAll = F.loveGames("HAHAHAHAHAHA")
    #expect(F.summary(sixAll + "AAA").situation == nil)
    #expect(F.summary(sixAll + "AAAAAA").situation == .setPoint(.away))
    #expect(F.summary(sixAll + "HAHAHAHAHAHA").situation == nil)
    #expect(F.summary(sixAll + "HAHAHAHAHAHAH").situation == .setPoint(.home))
  }

  @Test("ITF rule 7: a side one point from the match has a match point, above set and break points")
  func matchPoint() {
    // One set up, 5-4 in the second, home receiving at 0-40: a break, set and match point at once.
    let summary = F.summary(F.loveGames("HHHHHH HAHAHAHAH") + "HHH")
    #expect(summary.server == .away)
    #expect(summary.situation == .matchPointFor(.home))
    #expect(summary.callout == "Match point")
  }

  @Test("ITF Appendix V: a deciding point is called above a break point, below set and match points")
  func decidingPointPrecedence() {
    let rules = F.rules(noAd: true)
    #expect(F.summary("HHHAAA", rules: rules).situation == .decidingPoint)
    let forTheSet = F.summary(F.loveGames("HAHAHAHAH") + "HHHAAA", rules: rules)
    #expect(forTheSet.situation == .setPoint(.home))
  }

  @Test("ITF Appendix V match tie-break: match point at 9 with a lead, none at 9-9")
  func matchTiebreakMatchPoint() {
    let rules = F.rules(finalSetTiebreak: 10)
    let setsAll = F.loveGames("HHHHHH AAAAAA")
    #expect(F.summary(setsAll + "HHHHHHHHH", rules: rules).situation == .matchPointFor(.home))
    #expect(F.summary(setsAll + String(repeating: "AH", count: 9), rules: rules).situation == nil)
  }

  @Test("advantage to the receiver is a break point; advantage to the server is called advantage")
  func advantageOrBreak() {
    #expect(F.summary("HHHAAAH").situation == .advantage(.home))
    #expect(F.summary("HHHAAAA").situation == .breakPoint(.away))
  }
}
