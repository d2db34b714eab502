import Foundation
import Scoreboard
import ScoreboardResults
import StateStore
import Testing

@testable import ScoreboardPersistence

/// The text `log`, `status` and `replay` print, now read from the library.
@Suite("log and status text")
struct LogTextTests {
  private static func entry(_ action: AppAction, from before: Game = Game()) -> EventLog.Entry {
    let after = Self.applying(action, to: before)
    return EventLog.Entry(
      sequence: 1, date: Date(timeIntervalSince1970: 1_800_000_000.25), action: action,
      scoreLine: after.scoreboard.scoreLine, before: before, after: after)
  }

  /// `game` after `action`, as the keeper's reducer makes it.
  private static func applying(_ action: AppAction, to game: Game) -> Game {
    var state = AppState()
    state.game = Timeline(game)
    _ = GameLoader.replayReducer.reduce(&state, action)
    return state.game.present
  }

  @Test("an action reads as the log writes it: home +3, foul away, counter Count +2 = 2")
  func actionText() {
    #expect(
      ActionText(.scoreboard(.add(.home, points: 3)), before: Game(), after: Game()).description == "home +3")
    #expect(
      ActionText(.scoreboard(.timed(.foul(.away))), before: Game(), after: Game()).description == "foul away")
    let counted = Self.entry(.counters(.increment(by: 2)))
    #expect(
      ActionText(counted.action, before: counted.before, after: counted.after).description
        == "counter Count +2 = 2")
    #expect(ActionText.side(of: .scoreboard(.timed(.timeout(.home)))) == .home)
    #expect(ActionText.side(of: .undo) == nil)
  }

  @Test("a log line in UTC: the time with milliseconds, the action, the side and the scores after it")
  func logLine() {
    let line = LogLine(Self.entry(.scoreboard(.add(.away, points: 2))), utc: true)
    #expect(line.time == "2027-01-15T08:00:00.250Z")
    #expect(line.csvRow == "2027-01-15T08:00:00.250Z,away +2,away,0,2,,,,")
    #expect(
      line.text == "2027-01-15T08:00:00.250Z  away +2" + String(repeating: " ", count: 21)
        + "  Home 0 : 2 Away")
    #expect(line.jsonFields["side"] == "away")
    #expect(line.jsonFields["counter"] == nil)
  }

  @Test("a CSV field with a comma or a quote is quoted, its quotes doubled")
  func csvQuoting() {
    let renamed = Self.entry(.scoreboard(.rename(.home, to: "A, \"B\"")))
    #expect(LogLine(renamed, utc: true).csvRow.contains(#""rename home A, ""B""""#))
  }

  @Test("status text: the score line, then the sport and the counters")
  func statusText() throws {
    let rules = try SportRules(sport: .tableTennis, choices: RuleChoices())
    let game = Self.applying(
      .scoreboard(.add(.home, points: 1)),
      to: Game(scoreboard: ScoreboardState(homeName: "Ann", awayName: "Bob", rules: rules)))
    let lines = StatusText(game).lines
    #expect(lines.first == game.scoreboard.scoreLine)
    #expect(lines.contains("sport: table-tennis"))
    #expect(lines.last == "counter Count: 0")
  }

  @Test("status text: a countdown running shows with its kind and time left; the log names its actions")
  func statusCountdown() {
    let game = Self.applying(
      .scoreboard(.countdown(.start(.warmUp, seconds: 300, at: .seconds(10)))),
      to: Game(scoreboard: ScoreboardState(rules: .defaults(for: .tennis))))
    #expect(StatusText(game).lines.contains("countdown: warm-up 5:00 (running)"))
    let started = Self.entry(.scoreboard(.countdown(.start(.warmUp, seconds: 300, at: .seconds(10)))))
    #expect(LogLine(started, utc: true).csvRow.contains("countdown warm-up 300 s"))
  }
}
