import Foundation
import Scoreboard
import Testing

@Suite("Saved rules: a sport's own rules are kept by its folder but saved under the same flat keys")
struct SportRulesCodingTests {
  /// The rules of the tennis fixture in Tests/ScoreboardPersistenceTests/Fixtures/OldStateDirectories.
  static let oldTennis = """
    {"periods":0,"winBy":1,"periodSeconds":0,"extraTime":false,"overtimeSeconds":0,"penalties":false,\
    "sport":"tennis","bestOf":3,"noAd":true}
    """
  /// The rules of the basketball fixture.
  static let oldBasketball = """
    {"bestOf":1,"overtimeSeconds":300,"periods":4,"winBy":1,"noAd":false,"extraTime":false,"foulBonus":5,\
    "timeouts":2,"penalties":false,"sport":"basketball","periodSeconds":600}
    """

  /// The rules of the hockey fixture: penalties tracked.
  static let oldHockey = """
    {"overtimeSeconds":300,"periods":3,"penalties":true,"winBy":1,"noAd":false,"extraTime":false,"bestOf":1,\
    "periodSeconds":1200,"sport":"hockey"}
    """

  static func decode(_ json: String) throws -> SportRules {
    try JSONDecoder().decode(SportRules.self, from: Data(json.utf8))
  }

  static func object(_ data: Data) throws -> NSDictionary {
    try #require(JSONSerialization.jsonObject(with: data) as? NSDictionary)
  }

  @Test("an old tennis game's rules load as no-ad tennis and are written back with the same keys and values")
  func oldTennisRoundTrip() throws {
    let rules = try Self.decode(Self.oldTennis)
    #expect(rules.sport == .tennis && rules.bestOf == 3 && rules.tennis.noAd)
    #expect(rules.tennis.finalSetTiebreak == nil && rules.tennis.padel == nil)
    let written = try Self.object(JSONEncoder().encode(rules))
    #expect(written == (try Self.object(Data(Self.oldTennis.utf8))))
  }

  @Test("a game of another sport still writes noAd: false, as every version has")
  func otherSportWritesNoAd() throws {
    let rules = try Self.decode(Self.oldBasketball)
    let written = try Self.object(JSONEncoder().encode(rules))
    #expect(written == (try Self.object(Data(Self.oldBasketball.utf8))))
    #expect(written["noAd"] as? Bool == false && rules.tennis == TennisRules())
  }

  @Test("FAST4's tiebreak rules and padel's name are saved under their own keys and read back equal")
  func formatsRoundTrip() throws {
    var choices = RuleChoices()
    choices[.format] = "fast4"
    let fast4 = try SportRules(sport: .tennis, choices: choices)
    let written = try Self.object(JSONEncoder().encode(fast4))
    #expect(written["tiebreakAt"] as? Int == 3 && written["tiebreakPoints"] as? Int == 5)
    #expect(written["tiebreakWinBy"] as? Int == 1 && written["noAd"] as? Bool == true)
    #expect(written["gamesPerSet"] as? Int == 4 && written["padel"] == nil)
    #expect(try JSONDecoder().decode(SportRules.self, from: JSONEncoder().encode(fast4)) == fast4)
    choices[.format] = "padel"
    let padel = try SportRules(sport: .tennis, choices: choices)
    let back = try JSONDecoder().decode(SportRules.self, from: JSONEncoder().encode(padel))
    #expect(back.displayName == "Padel" && back.tennis.padel == true)
  }

  @Test("pickleball's rally scoring is saved as rallyScoring")
  func pickleballRallyScoring() throws {
    var choices = RuleChoices()
    choices[.format] = "rally"
    let rally = try SportRules(sport: .pickleball, choices: choices)
    let written = try Self.object(JSONEncoder().encode(rally))
    #expect(written["rallyScoring"] as? Bool == true)
    #expect(
      try JSONDecoder().decode(SportRules.self, from: JSONEncoder().encode(rally)).pickleball.rallyScoring
        == true)
  }

  @Test("a saved tiebreak rule out of range is refused by name")
  func savedTiebreakOutOfRange() throws {
    let json = Self.oldTennis.replacingOccurrences(of: "\"noAd\":true", with: "\"tiebreakPoints\":0")
    let rules = try Self.decode(json)
    #expect(throws: OutOfRange.self) { try rules.checkRanges() }
    do {
      try rules.checkRanges()
    } catch {
      #expect(error.name == "tiebreak points")
    }
  }

  @Test("the features' rules too: hockey's penalties and basketball's shot clock keep their saved keys")
  func featureRulesRoundTrip() throws {
    let hockey = try Self.decode(Self.oldHockey)
    #expect(hockey.penalties && hockey.featuresOn.contains(.penalties))
    #expect(try Self.object(JSONEncoder().encode(hockey)) == (try Self.object(Data(Self.oldHockey.utf8))))
    var choices = RuleChoices()
    choices[.shotClock] = true
    let basketball = try SportRules(sport: .basketball, choices: choices)
    let written = try Self.object(JSONEncoder().encode(basketball))
    #expect(written["shotClock"] as? Int == 24 && written["penalties"] as? Bool == false)
    #expect(try JSONDecoder().decode(SportRules.self, from: JSONEncoder().encode(basketball)).shotClock == 24)
  }
}
