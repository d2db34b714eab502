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
