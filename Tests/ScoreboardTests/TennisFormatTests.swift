import Scoreboard
import Testing

@Suite("Tennis formats (ITF Appendix V: short sets, FAST4, deciding-set tiebreaks; padel's golden point)")
struct TennisFormatTests {
  typealias F = TennisFixture

  static func rules(_ format: String, bestOf: Int = 3) -> SportRules {
    var choices = RuleChoices()
    choices[.format] = format
    choices[.bestOf] = bestOf
    return (try? SportRules(sport: .tennis, choices: choices)) ?? .defaults(for: .tennis)
  }

  @Test("ITF Appendix V short sets: first to 4 games by 2; a tiebreak to 7 at 4-4")
  func shortSets() {
    let rules = Self.rules("short-sets")
    #expect(F.summary(F.loveGames("HHHH"), rules: rules).setsWon.home == 1)
    #expect(F.summary(F.loveGames("HAHAHAH"), rules: rules).setsWon.home == 0, "4-3 goes on")
    #expect(F.summary(F.loveGames("HAHAHAHH"), rules: rules).setsWon.home == 1, "5-3 wins")
    #expect(F.summary(F.loveGames("HAHAHAHA"), rules: rules).isTiebreak)
  }

  @Test("FAST4: sets to 4, a tiebreak at 3-3 to 5 with sudden death at 4-4, no-ad")
  func fast4() {
    let rules = Self.rules("fast4")
    let threeAll = F.loveGames("HAHAHA")
    #expect(F.summary(threeAll, rules: rules).isTiebreak)
    #expect(F.summary(threeAll + "HAHAHAHA", rules: rules).setsWon == F.pair(0, 0), "4-4 in the tiebreak")
    #expect(F.summary(threeAll + "HAHAHAHAH", rules: rules).setsWon == F.pair(1, 0), "5-4 wins")
    #expect(F.summary("HHHAAA", rules: rules).situation == .decidingPoint)
  }

  @Test("Grand Slam: the deciding set's tiebreak at 6-6 is played to 10")
  func grandSlam() {
    let rules = Self.rules("grand-slam")
    let oneAll = F.loveGames("HHHHHH") + F.loveGames("AAAAAA")
    let sixAll = oneAll + F.loveGames("HAHAHAHAHAHA")
    #expect(F.summary(sixAll, rules: rules).isTiebreak)
    #expect(F.summary(sixAll + "HHHHHHH", rules: rules).winner == nil, "7-0 does not win")
    #expect(F.summary(sixAll + "HHHHHHHHHH", rules: rules).winner == .home)
    #expect(
      F.summary(F.loveGames("HAHAHAHAHAHA") + "HHHHHHH", rules: rules).setsWon.home == 1, "other sets to 7")
  }

  @Test("Advantage final set: no tiebreak in the deciding set, which goes on until a lead of two games")
  func advantageFinalSet() {
    let rules = Self.rules("advantage-final-set")
    let oneAll = F.loveGames("HHHHHH") + F.loveGames("AAAAAA")
    let sixAll = oneAll + F.loveGames("HAHAHAHAHAHA")
    #expect(!F.summary(sixAll, rules: rules).isTiebreak)
    #expect(F.summary(sixAll + F.loveGames("H"), rules: rules).winner == nil)
    #expect(F.summary(sixAll + F.loveGames("HH"), rules: rules).winner == .home)
  }

  @Test("Padel: the golden point at deuce decides the game")
  func padel() {
    let rules = Self.rules("padel")
    #expect(F.summary("HHHAAA", rules: rules).situation == .decidingPoint)
    #expect(F.summary("HHHAAAA", rules: rules).games == F.pair(0, 1))
  }

  @Test("FAST4 (ITF Appendix V, tie-break): at 4-4 the sudden-death point is set point for both sides")
  func fast4SuddenDeathIsSetPointForBoth() {
    let rules = Self.rules("fast4")
    let fourAll = F.loveGames("HAHAHA") + "HAHAHAHA"
    #expect(F.summary(fourAll, rules: rules).situation == .setPointForBoth)
    #expect(F.summary(fourAll, rules: rules).callout == "Set point, both sides")
    #expect(F.summary(F.loveGames("HAHAHA") + "HHHHAAA", rules: rules).situation == .setPoint(.home))
  }

  @Test("FAST4 (ITF Appendix V, tie-break): at 4-4 in the deciding set's tiebreak it is match point for both")
  func fast4SuddenDeathIsMatchPointForBoth() {
    let rules = Self.rules("fast4")
    let setAll = F.loveGames("HHHH") + F.loveGames("AAAA")
    let fourAll = setAll + F.loveGames("HAHAHA") + "HAHAHAHA"
    #expect(F.summary(fourAll, rules: rules).situation == .matchPointForBoth)
    #expect(F.summary(fourAll, rules: rules).callout == "Match point, both sides")
  }

  @Test("Padel (FIP rules, golden point): the board says Padel and calls 40-40 the golden point, not deuce")
  func padelNamesItself() {
    let rules = Self.rules("padel")
    #expect(rules.displayName == "Padel")
    #expect(Self.rules("fast4").displayName == "Tennis")
    #expect(F.summary("HHHAAA", rules: rules).callout == "Golden point")
    #expect(F.summary("HHHAAA", rules: Self.rules("fast4")).callout == "Deciding point")
  }
}
