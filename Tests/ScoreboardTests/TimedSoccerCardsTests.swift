import Scoreboard
import Testing

@Suite("Soccer cards (IFAB Laws of the Game, Law 12.3)")
struct TimedSoccerCardsTests {
  static let soccer = ScoreboardState(rules: .defaults(for: .soccer))

  @Test("IFAB Law 12.3: yellow and red cards are counted per team, for the whole game")
  func counted() {
    let board = Self.soccer.after(.card(.home, .yellow), .card(.home, .yellow), .card(.away, .red))
      .after(.endPeriod, .nextPeriod)
    #expect(board.timed.cards(.yellow, of: .home) == 2)
    #expect(board.timed.cards(.red, of: .home) == 0)
    #expect(board.timed.cards(.red, of: .away) == 1)
  }

  @Test("cards are soccer's: other sports ignore them; status --json counts them per team")
  func reported() {
    let basketball = ScoreboardState(rules: .defaults(for: .basketball)).after(.card(.home, .yellow))
    #expect(basketball.timed.cards(.yellow, of: .home) == 0)
    let report = GameReport(Game(scoreboard: Self.soccer.after(.card(.away, .yellow))))
    #expect(report.away.yellowCards == 1 && report.away.redCards == 0 && report.home.yellowCards == 0)
    #expect(GameReport(Game(scoreboard: basketball)).home.yellowCards == nil)
  }

  @Test("undo takes a card back")
  func undo() {
    var state = AppState(game: Game(scoreboard: Self.soccer))
    _ = AppState.reducer.reduce(&state, .scoreboard(.timed(.card(.home, .red))))
    #expect(state.scoreboard.timed.cards(.red, of: .home) == 1)
    _ = AppState.reducer.reduce(&state, .undo)
    #expect(state.scoreboard.timed.cards(.red, of: .home) == 0)
  }
}

@Suite("Soccer extra time (IFAB Law 7.5)")
struct SoccerExtraTimeTests {
  @Test("IFAB Law 7.5: extra time is two equal periods of at most 15 minutes; --extra-time-minutes sets them")
  func extraTimeLength() throws {
    var choices = RuleChoices()
    choices[.extraTimeMinutes] = 10
    let rules = try SportRules(sport: .soccer, choices: choices)
    #expect(rules.extraTime && rules.overtimeSeconds == 600)
    let drawn = ScoreboardState(rules: rules).after(.endPeriod, .nextPeriod, .endPeriod, .nextPeriod)
    #expect(drawn.timed.periodLabel == "ET1")
    #expect(drawn.timed.clock.display == "90:00")
    #expect(drawn.played(600).timed.clock.display == "100:00")
    choices[.extraTimeMinutes] = 0
    #expect(throws: RulesError(option: "--extra-time-minutes", problem: "must be between 1 and 240")) {
      try SportRules(sport: .soccer, choices: choices)
    }
  }

  @Test("IFAB Law 12.3: a player's second caution is a sending-off: a yellow, then a red card")
  func secondCaution() {
    let once = ScoreboardState(rules: .defaults(for: .soccer)).after(
      .playerCard(.home, .yellow, player: 8), .playerCard(.home, .yellow, player: 4))
    #expect(once.timed.cards(.yellow, of: .home) == 2 && once.timed.cards(.red, of: .home) == 0)
    let twice = once.after(.playerCard(.home, .yellow, player: 8))
    #expect(twice.timed.cards(.yellow, of: .home) == 3)
    #expect(twice.timed.cards(.red, of: .home) == 1)
    #expect(
      twice.after(.playerCard(.home, .yellow, player: 8)) == twice, "a player sent off gets no more cards")
    let otherTeam = once.after(.playerCard(.away, .yellow, player: 8))
    #expect(otherTeam.timed.cards(.red, of: .away) == 0)
  }

  @Test("a count typed before a card key is the player's number, not a number of cards")
  func countIsThePlayer() {
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: .soccer))))
    state.ui.pendingCount = 8
    #expect(
      GameCommand.card(.left, .yellow).actions(in: state, at: .zero)
        == [.scoreboard(.timed(.playerCard(.home, .yellow, player: 8)))])
    state.ui.pendingCount = nil
    #expect(
      GameCommand.card(.left, .yellow).actions(in: state, at: .zero)
        == [.scoreboard(.timed(.card(.home, .yellow)))])
  }
}
