import Foundation
import Scoreboard
import StateStore
import Testing

/// Issue 28 item 4: the game as one row, for `/vmix.json` (vMix and Companion data sources) and
/// `/state.csv`.
@Suite("issue 28: the game as one row (vMix data source, CSV)")
struct GameReportRowTests {
  private func report(_ rules: SportRules, _ actions: AppAction...) -> GameReport {
    let environment = GameClockEnvironment(now: { .zero }, ticks: { .none })
    let reducer = AppState.reducer(environment: environment)
    let game = reducer.reduced(AppState(game: Game(scoreboard: ScoreboardState(rules: rules))), actions).game
    return GameReport(game.present)
  }

  /// The row of `report` by column name.
  private func fields(_ report: GameReport) -> [String: String] {
    Dictionary(uniqueKeysWithValues: zip(GameReport.rowColumns, report.row))
  }

  @Test("every sport has the same columns, one value each")
  func sameColumnsEverywhere() {
    for sport in Sport.allCases {
      #expect(report(.defaults(for: sport)).row.count == GameReport.rowColumns.count, "\(sport)")
    }
    #expect(Set(GameReport.rowColumns).count == GameReport.rowColumns.count)
  }

  @Test("tennis: the call as the board shows it, games, sets, the server, finished sets as columns")
  func tennis() {
    // 6-0 to home (24 points), then away wins a point in the second set.
    let row = fields(
      report(
        .defaults(for: .tennis), .scoreboard(.add(.home, points: 24)), .scoreboard(.add(.away, points: 1))))
    #expect(row["sport"] == "tennis")
    #expect(row["home_score"] == "0" && row["away_score"] == "15")
    #expect(row["home_sets"] == "1" && row["away_sets"] == "0")
    #expect(row["home_games"] == "0" && row["away_games"] == "0")
    #expect(row["home_set_1"] == "6" && row["away_set_1"] == "0")
    #expect(row["home_set_2"] == "" && row["away_set_7"] == "")
    #expect(
      row["home_serving"] == "true" && row["away_serving"] == "false", "home served games 1, 3, 5: game 7 too"
    )
    #expect(row["clock"] == "" && row["period"] == "Set 2")
    #expect(row["winner"] == "" && row["final"] == "false")
  }

  @Test("basketball: the clock as shown, running, fouls and timeouts left")
  func basketball() {
    let row = fields(
      report(
        .defaults(for: .basketball), .scoreboard(.timed(.startStop(at: .zero))),
        .scoreboard(.timed(.tick(at: .seconds(3)))), .scoreboard(.timed(.foul(.away))),
        .scoreboard(.add(.home, points: 2))))
    #expect(row["home_score"] == "2" && row["away_score"] == "0")
    #expect(row["clock"] == "9:57" && row["clock_running"] == "true" && row["period"] == "Q1")
    #expect(row["home_fouls"] == "0" && row["away_fouls"] == "1")
    #expect(row["home_timeouts_left"] == "2")
    #expect(row["home_serving"] == "" && row["home_set_1"] == "")
  }

  @Test("CSV: a header and one row, CRLF, a name with a comma or a quote in double quotes (RFC 4180)")
  func csv() {
    let report = report(
      .defaults(for: .generic), .scoreboard(.rename(.home, to: "Lions, \"A\"")),
      .scoreboard(.add(.away, points: 3)))
    let lines = report.csv.components(separatedBy: "\r\n")
    #expect(lines.count == 3 && lines[2].isEmpty)
    #expect(lines[0].hasPrefix("sport,home_name,home_score,away_name,away_score,home_games,"))
    #expect(lines[1].hasPrefix("generic,\"Lions, \"\"A\"\"\",0,Away,3,,"))
  }

  @Test("vmix.json: an array of one object, a key per column")
  func vmix() throws {
    let report = report(.defaults(for: .badminton), .scoreboard(.add(.home, points: 20)))
    let rows = try #require(try JSONSerialization.jsonObject(with: report.vmixJSON) as? [[String: String]])
    #expect(rows.count == 1)
    #expect(Set(rows[0].keys) == Set(GameReport.rowColumns))
    #expect(rows[0]["home_score"] == "20" && rows[0]["callout"] == "Game point")
    #expect(rows[0]["callout_side"] == "home")
  }
}
