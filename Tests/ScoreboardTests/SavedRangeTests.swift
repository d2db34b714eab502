import Foundation
import Scoreboard
import Testing

/// Issue 25 item 3: numbers the app cannot produce are refused where they are read, and the app
/// never produces them.
@Suite("Saved ranges: a game read from elsewhere holds only numbers the app can produce")
struct SavedRangeTests {
  /// A basketball game's saved form, with `change` made to its scoreboard's JSON.
  private func saved(_ change: (inout [String: Any]) -> Void) throws -> Data {
    let game = Game(scoreboard: ScoreboardState(rules: .defaults(for: .basketball)))
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    var scoreboard = try #require(object["scoreboard"] as? [String: Any])
    change(&scoreboard)
    object["scoreboard"] = scoreboard
    return try JSONSerialization.data(withJSONObject: object)
  }

  private func refusal(_ change: (inout [String: Any]) -> Void) throws -> OutOfRange? {
    do {
      _ = try JSONDecoder().decode(Game.self, from: try saved(change))
      return nil
    } catch let error as OutOfRange {
      return error
    }
  }

  @Test("the saved form as written is read back")
  func roundTrip() throws {
    let game = try JSONDecoder().decode(Game.self, from: try saved { _ in })
    #expect(game.scoreboard.timed.period == 1)
  }

  @Test("a period, a period length and a clock reading out of range are each refused by name")
  func refusedByName() throws {
    let period = try refusal { board in
      var timed = board["timed"] as? [String: Any] ?? [:]
      timed["period"] = Int64.min
      board["timed"] = timed
    }
    #expect(period?.description == "period -9223372036854775808 is outside 1...999")
    let length = try refusal { board in
      var rules = board["rules"] as? [String: Any] ?? [:]
      rules["periodSeconds"] = Int64.max
      board["rules"] = rules
    }
    #expect(length?.name == "period seconds")
    let running = try refusal { board in
      var timed = board["timed"] as? [String: Any] ?? [:]
      var clock = timed["clock"] as? [String: Any] ?? [:]
      clock["run"] = ["startedAt": [0, 0], "latest": [Int64.max, 0]] as [String: Any]
      timed["clock"] = clock
      board["timed"] = timed
    }
    #expect(running?.name == "clock reading")
  }

  @Test("the command line refuses what a saved game could not hold")
  func commandLine() {
    func problem(_ change: (inout RuleChoices) -> Void) -> String? {
      var choices = RuleChoices()
      change(&choices)
      do {
        _ = try SportRules(sport: .tennis, choices: choices)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(problem { $0[.bestOf] = 101 } == "--best-of must be between 1 and 99")
    #expect(problem { $0[.bestOf] = 99 } == nil)
  }

  @Test("overtimes after ties stop at the last period a game may reach")
  func periodsStop() {
    var timed = TimedState(rules: .defaults(for: .basketball))
    for _ in 0..<(TimedState.maximumPeriod + 5) { timed.apply(.nextPeriod, scores: SidePair(both: 0)) }
    #expect(timed.period == TimedState.maximumPeriod)
    #expect(!timed.hasNextPeriod(scores: SidePair(both: 0)))
  }
}
