import Foundation
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardExport

@Suite("Export files: what each overlay file holds")
struct ExportFilesTests {
  private typealias Script = ExportScript

  @Test("generic: names, points, an empty period and clock, no serving.txt")
  func generic() {
    let files = ExportFiles(
      Script.state(.generic, [Script.add(.home, 3), .scoreboard(.rename(.away, to: "Red Lions"))]))
    #expect(files[ExportFiles.homeName] == "Home" && files[ExportFiles.awayName] == "Red Lions")
    #expect(files[ExportFiles.homeScore] == "3" && files[ExportFiles.awayScore] == "0")
    #expect(files[ExportFiles.period] == "" && files[ExportFiles.clock] == "")
    #expect(files[ExportFiles.serving] == nil)
    #expect(
      Set(files.texts.keys)
        == [
          "home_name.txt", "away_name.txt", "home_score.txt", "away_score.txt", "period.txt", "clock.txt",
          "callout.txt", "scoreboard.json",
        ])
  }

  @Test("issue 25 item 30: basketball writes each team's fouls and timeouts left")
  func foulsAndTimeouts() {
    let files = ExportFiles(
      Script.state(
        .basketball,
        [
          .scoreboard(.timed(.foul(.home))), .scoreboard(.timed(.foul(.home))),
          .scoreboard(.timed(.timeout(.away))),
        ]
      ))
    #expect(files[ExportFiles.homeFouls] == "2" && files[ExportFiles.awayFouls] == "0")
    #expect(
      files[ExportFiles.homeTimeouts] == "2" && files[ExportFiles.awayTimeouts] == "1",
      "FIBA: 2 in the first half")
    #expect(files[ExportFiles.homeGames] == nil && files[ExportFiles.homePenalties] == nil)
  }

  @Test(
    "issue 25 item 30: hockey with --penalties writes the penalty clocks, one a line, empty when none runs")
  func penalties() {
    var rules = SportRules.defaults(for: .hockey)
    rules.penalties = true
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: rules)))
    #expect(ExportFiles(state)[ExportFiles.awayPenalties] == "")
    for action: AppAction in [
      .scoreboard(.timed(.minorPenalty(.away))), .scoreboard(.timed(.minorPenalty(.away))),
    ] {
      _ = Script.reducer.reduce(&state, action)
    }
    let files = ExportFiles(state)
    #expect(files[ExportFiles.awayPenalties] == "2:00\n2:00")
    #expect(files[ExportFiles.homePenalties] == "")
  }

  @Test(
    "issue 25 item 30: tennis writes the games of the set and the sets; the callout file holds the callout")
  func gamesSetsAndCallout() {
    let files = ExportFiles(Script.state(.tennis, [Script.add(.home, 4), Script.add(.home, 3)]))
    #expect(files[ExportFiles.homeGames] == "1" && files[ExportFiles.awayGames] == "0")
    #expect(files[ExportFiles.homeSets] == "0" && files[ExportFiles.awaySets] == "0")
    #expect(files[ExportFiles.callout] == "Break point")
    #expect(ExportFiles(Script.state(.tennis, []))[ExportFiles.callout] == "")
  }

  @Test("issue 25 item 30: scoreboard.json writes a slash as it is")
  func slashUnescaped() {
    let files = ExportFiles(Script.state(.badminton, [.scoreboard(.rename(.home, to: "Ann/Bob"))]))
    #expect(files[ExportFiles.report]?.contains("\"name\" : \"Ann/Bob\"") == true)
    #expect(files[ExportFiles.report]?.contains("\\/") == false)
  }

  @Test("issue 12: pickleball names the serving player in serving.txt and writes the call to score_call.txt")
  func pickleball() {
    let files = ExportFiles(
      Script.state(
        .pickleball,
        [
          .scoreboard(.rename(.home, to: "Ann/Bob")), .scoreboard(.rename(.away, to: "Cy/Di")),
          Script.add(.home, 1),
        ]))
    #expect(files[ExportFiles.serving] == "Ann")
    #expect(files[ExportFiles.scoreCall] == "1-0-2")
    #expect(files[ExportFiles.period] == "Game 1")
    let away = ExportFiles(Script.state(.pickleball, [Script.add(.away, 1)]))
    #expect(away[ExportFiles.serving] == "Away 1")
    #expect(away[ExportFiles.scoreCall] == "0-0-1")
  }

  @Test("issue 12: sets.txt holds the finished games, home first, empty before the first ends")
  func setsFile() {
    let start = ExportFiles(Script.state(.badminton, []))
    #expect(start[ExportFiles.sets] == "")
    let oneGame = ExportFiles(Script.state(.badminton, [Script.add(.away, 21), Script.add(.home, 3)]))
    #expect(oneGame[ExportFiles.sets] == "0-21")
    #expect(ExportFiles(Script.state(.soccer, []))[ExportFiles.sets] == nil)
  }

  @Test("basketball: the quarter and the clock as the screen shows it")
  func basketball() {
    let files = ExportFiles(
      Script.state(.basketball, [Script.startClock, Script.tick(.seconds(3)), Script.add(.away, 3)]))
    #expect(files[ExportFiles.period] == "Q1" && files[ExportFiles.clock] == "9:57")
    #expect(files[ExportFiles.awayScore] == "3" && files[ExportFiles.serving] == nil)
  }

  @Test("basketball: tenths in the last minute")
  func basketballTenths() {
    let files = ExportFiles(
      Script.state(.basketball, [Script.startClock, Script.tick(.milliseconds(540_100))]))
    #expect(files[ExportFiles.clock] == "59.9")
  }

  @Test("soccer: the half, and a clock counting up")
  func soccer() {
    let files = ExportFiles(Script.state(.soccer, [Script.startClock, Script.tick(.seconds(75))]))
    #expect(files[ExportFiles.period] == "1st half" && files[ExportFiles.clock] == "1:15")
  }

  @Test("table tennis: points of the game, the game number and the server's name")
  func tableTennis() {
    let start = ExportFiles(Script.state(.tableTennis, [.scoreboard(.rename(.home, to: "Ma"))]))
    #expect(start[ExportFiles.period] == "Game 1" && start[ExportFiles.serving] == "Ma")
    let later = ExportFiles(Script.state(.tableTennis, [Script.add(.home, 11), Script.add(.away, 2)]))
    #expect(later[ExportFiles.period] == "Game 2")
    #expect(later[ExportFiles.homeScore] == "0" && later[ExportFiles.awayScore] == "2")
    #expect(later[ExportFiles.serving] == "Home" || later[ExportFiles.serving] == "Away")
  }

  @Test("a won rally match: the last game's number, nobody serving")
  func rallyWon() {
    let files = ExportFiles(Script.state(.tableTennis, [Script.add(.home, 33)]))
    #expect(files[ExportFiles.period] == "Game 3" && files[ExportFiles.serving] == "")
  }

  @Test("tennis: the call, the set number and the server's name")
  func tennis() {
    let files = ExportFiles(Script.state(.tennis, [Script.add(.away, 5)]))
    #expect(files[ExportFiles.homeScore] == "0" && files[ExportFiles.awayScore] == "15")
    #expect(files[ExportFiles.period] == "Set 1" && files[ExportFiles.serving] == "Away")
  }

  @Test("tennis: the second set after six love games")
  func tennisSecondSet() {
    let files = ExportFiles(Script.state(.tennis, [Script.add(.home, 24)]))
    #expect(files[ExportFiles.period] == "Set 2")
  }

  @Test("scoreboard.json is the status --json document and a newline")
  func report() throws {
    let state = Script.state(.basketball, [Script.startClock, Script.tick(.seconds(3))])
    let text = try #require(ExportFiles(state)[ExportFiles.report])
    #expect(text.hasSuffix("}\n"))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["score_line"] as? String == "Home 0 : 0 Away, Q1 9:57")
    #expect(document["sport"] as? String == "basketball")
    #expect((document["clock"] as? [String: Any])?["display"] as? String == "9:57")
  }

  @Test("the JSON document has snake-case keys, sorted and pretty-printed, and decodes back")
  func jsonShape() throws {
    let report = GameReport(Script.state(.basketball, [Script.add(.home, 2)]).game.present)
    let text = String(decoding: report.jsonData(), as: UTF8.self)
    #expect(text.contains("\"score_line\" : \"\(report.scoreLine)\""))
    #expect(text.contains("\"timeouts_left\""))
    #expect(text.hasPrefix("{\n  \"away\" : {"))
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    #expect(try decoder.decode(GameReport.self, from: report.jsonData()) == report)
  }

  @Test(
    "issue 12 section 4: pending_choice says what the app waits for, with its options and default; null once answered"
  )
  func pendingChoice() throws {
    var rules = SportRules.defaults(for: .badminton)
    rules.doubles = true
    let board = ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules)
    func document(_ actions: [ScoreboardAction]) throws -> [String: Any] {
      var state = AppState(game: Game(scoreboard: board))
      for action in actions { _ = AppState.reducer.reduce(&state, .scoreboard(action)) }
      let data = GameReport(state.game.present).jsonData()
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
    let toss = try #require(document([])["pending_choice"] as? [String: Any])
    #expect(toss["kind"] as? String == "serving_side")
    #expect(toss["side"] is NSNull)
    #expect(toss["options"] as? [String] == ["Ann/Bob", "Cy/Di"])
    #expect(toss["default"] as? String == "Ann/Bob")
    let server = try #require(document([.choose(.servingSide(.away))])["pending_choice"] as? [String: Any])
    #expect(server["kind"] as? String == "server")
    #expect(server["side"] as? String == "away")
    #expect(server["options"] as? [String] == ["Cy", "Di"])
    #expect(server["default"] as? String == "Cy")
    let played = try document([.add(.home, points: 1)])
    #expect(played.keys.contains("pending_choice"))
    #expect(played["pending_choice"] is NSNull)
  }
}
