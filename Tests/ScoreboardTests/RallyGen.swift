import PropertyBased
import Scoreboard

/// Generators of rules and rally sequences for the rally-sport property tests.
enum RallyGen {
  /// The rules of the rally sports and variants a competition may choose.
  static let catalog: [SportRules] = {
    var tableTennisToTwentyOne = SportRules.tableTennis.bestOf(3)
    tableTennisToTwentyOne.pointsToWin = 21
    var shortBadminton = SportRules.badminton
    shortBadminton.pointsToWin = 15
    shortBadminton.cap = 17
    var cappedVolleyball = SportRules.volleyball.bestOf(3)
    cappedVolleyball.cap = 27
    var suddenDeath = SportRules.volleyball
    suddenDeath.winBy = 1
    let beach = SportRules.defaults(for: .beachVolleyball)
    return [
      .tableTennis, .tableTennis.bestOf(3), .tableTennis.bestOf(7), tableTennisToTwentyOne,
      .badminton, .badminton.bestOf(5), shortBadminton,
      .volleyball, .volleyball.bestOf(3), cappedVolleyball, suddenDeath, beach, beach.bestOf(5),
    ]
  }()

  /// One of ``catalog``.
  static let rules = Gen.int(in: 0...(catalog.count - 1)).map { catalog[$0] }

  /// Who serves first.
  static let firstServer = Gen<Side>.case

  /// Rally winners, long enough to finish most matches.
  static let rallies = Gen<Side>.case.array(of: 0...400)

  /// Rally winners, short enough to check every prefix.
  static let shortRallies = Gen<Side>.case.array(of: 0...160)

  /// A match: rules, rallies long enough to finish most matches and who serves first.
  static let match = zip(rules, rallies, firstServer).map {
    RallyCase(rules: $0, rallies: $1, firstServer: $2)
  }

  /// A match short enough to check after every rally.
  static let shortMatch = zip(rules, shortRallies, firstServer).map {
    RallyCase(rules: $0, rallies: $1, firstServer: $2)
  }
}
