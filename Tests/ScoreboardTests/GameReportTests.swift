import Scoreboard
import StateStore
import Testing

@Suite("Game report (status --json)")
struct GameReportTests {
  private func game(_ rules: SportRules, _ actions: AppAction...) -> Game {
    let environment = GameClockEnvironment(now: { .zero }, ticks: { .none })
    let reducer = AppState.reducer(environment: environment)
    return reducer.reduced(AppState(game: Game(scoreboard: ScoreboardState(rules: rules))), actions).game
      .present
  }

  @Test("a generic game reports names, scores, no clock, no winner and the counters")
  func generic() {
    let report = GameReport(game(.defaults(for: .generic), .scoreboard(.add(.home, points: 3))))
    #expect(report.sport == "generic")
    #expect(report.home.name == "Home" && report.home.score == 3)
    #expect(report.away.score == 0 && report.home.display == nil)
    #expect(report.clock == nil && report.period == nil && report.winner == nil)
    #expect(report.home.serving == nil)
    #expect(report.counters.map(\.name) == ["Count"] && report.counters.map(\.value) == [0])
    #expect(report.counters.map(\.selected) == [true])
    #expect(report.scoreLine == "Home 3 : 0 Away")
  }

  @Test("tennis reports the call, games, sets, points and the server")
  func tennis() {
    let report = GameReport(game(.defaults(for: .tennis), .scoreboard(.add(.away, points: 5))))
    #expect(report.sport == "tennis")
    #expect(report.away.games == 1 && report.away.sets == 0)
    #expect(report.away.score == 1 && report.away.display == "15" && report.away.points == 1)
    #expect(report.period == "Set 1")
    #expect(report.home.serving == false && report.away.serving == true)
  }

  @Test("basketball reports the period, the clock with its direction, fouls and timeouts")
  func basketball() {
    let report = GameReport(
      game(
        .defaults(for: .basketball), .scoreboard(.timed(.startStop(at: .zero))),
        .scoreboard(.timed(.tick(at: .seconds(3)))), .scoreboard(.timed(.foul(.home)))))
    #expect(report.period == "Q1")
    #expect(report.clock?.seconds == 597 && report.clock?.running == true)
    #expect(report.clock?.direction == "down" && report.clock?.display == "9:57")
    #expect(report.home.fouls == 1 && report.away.fouls == 0)
    #expect(report.home.timeoutsLeft == 2)
  }

  @Test("a won match names the winner")
  func winner() {
    let report = GameReport(game(.defaults(for: .tableTennis), .scoreboard(.add(.home, points: 33))))
    #expect(report.winner == "home")
    #expect(report.final)
    #expect(report.period == "Game 3", "the last game played, once the match is over")
  }

  @Test("issue 11 item 8: the callout carries the side it favours; a neutral one has none")
  func calloutSide() {
    let gamePoint = GameReport(game(.defaults(for: .badminton), .scoreboard(.add(.away, points: 20))))
    #expect(gamePoint.callout == GameReport.Callout(text: "Game point", side: "away"))
    #expect(!gamePoint.final)
    #expect(gamePoint.period == "Game 1")
    #expect(GameReport(game(.defaults(for: .badminton))).callout == nil)
  }

  @Test("issue 11 item 8: scores are numbers; tennis keeps its call beside the number")
  func scoresAreNumbers() {
    let tennis = GameReport(game(.defaults(for: .tennis), .scoreboard(.add(.home, points: 3))))
    #expect(tennis.home.score == 3 && tennis.home.display == "40")
    let volleyball = GameReport(game(.defaults(for: .volleyball), .scoreboard(.add(.home, points: 7))))
    #expect(volleyball.home.score == 7 && volleyball.home.display == nil)
  }
}

/// Issue 12 section 4: the sets or games played to their end.
@Suite("sets history")
struct SetsHistoryTests {
  @Test("issue 12: tennis lists each finished set with its tiebreak, written 6-4 7-6(5)")
  func tennis() {
    let sixFour = TennisFixture.points(TennisFixture.loveGames("HAHAHAHAHH"))
    let tiebreakSet =
      TennisFixture.points(TennisFixture.loveGames("HAHAHAHAHAHA")) + TennisFixture.points("HHHHHHAAAAAH")
    var board = ScoreboardState(rules: .defaults(for: .tennis))
    board = ScoreboardState.reducer.reduced(board, (sixFour + tiebreakSet).map { .add($0, points: 1) })
    #expect(board.match.historyText == "6-4 7-6(5)")
    let report = GameReport(Game(scoreboard: board))
    let expected = [
      GameReport.SetResult(home: 6, away: 4),
      GameReport.SetResult(home: 7, away: 6, tiebreak: ["home": 7, "away": 5]),
    ]
    #expect(report.setsHistory == expected)
  }

  @Test("issue 12: rally sports list each finished game; points sports have no history")
  func rallyAndPoints() {
    let board = ScoreboardState.reducer.reduced(
      ScoreboardState(rules: .defaults(for: .badminton)), Rallies.game(21, 15).map { .add($0, points: 1) })
    #expect(board.match.historyText == "21-15")
    #expect(GameReport(Game(scoreboard: board)).setsHistory == [GameReport.SetResult(home: 21, away: 15)])
    #expect(GameReport(Game()).setsHistory == nil)
  }
}
