import Scoreboard

/// Rally sequences for the rally-sport tests.
enum Rallies {
  /// The rallies written as `H` (home won) and `A` (away won); anything else, such as spaces or `|`
  /// between games, is skipped.
  static func decode(_ text: String) -> [Side] {
    text.compactMap { character in
      switch character {
      case "H": return .home
      case "A": return .away
      default: return nil
      }
    }
  }

  /// `count` rallies all won by `side`.
  static func won(by side: Side, _ count: Int) -> [Side] {
    Array(repeating: side, count: count)
  }

  /// Rallies taking a fresh game to `home`-`away` with the lead never above the final one: the
  /// sides take turns (home first) while both still need points, then the leader takes the rest.
  static func game(_ home: Int, _ away: Int) -> [Side] {
    let level = min(home, away)
    let turns = (0..<level).flatMap { _ in [Side.home, .away] }
    let rest = home > away ? won(by: .home, home - level) : won(by: .away, away - level)
    return turns + rest
  }
}

extension SportRules {
  /// ITTF table tennis, best of 5.
  static let tableTennis = SportRules.defaults(for: .tableTennis)
  /// BWF badminton, best of 3.
  static let badminton = SportRules.defaults(for: .badminton)
  /// FIVB volleyball, best of 5.
  static let volleyball = SportRules.defaults(for: .volleyball)

  /// These rules with best of `games`.
  func bestOf(_ games: Int) -> SportRules {
    var rules = self
    rules.bestOf = games
    return rules
  }
}

/// The summary of `rallies` under `rules`, home serving first unless told.
func rally(_ rallies: [Side], _ rules: SportRules, firstServer: Side = .home) -> RallySummary {
  RallyScoring.summary(of: rallies, rules: rules, firstServer: firstServer)
}

/// The summary of the rallies written in `text` (see ``Rallies/decode(_:)``).
func rally(_ text: String, _ rules: SportRules, firstServer: Side = .home) -> RallySummary {
  rally(Rallies.decode(text), rules, firstServer: firstServer)
}
