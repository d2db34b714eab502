import Scoreboard
import StateStore
import Testing

@Suite("Volleyball timeouts (FIVB Official Volleyball Rules, Rule 15.4)")
struct VolleyballTimeoutTests {
  static func board(_ actions: [ScoreboardAction]) -> ScoreboardState {
    ScoreboardState.reducer.reduced(ScoreboardState(rules: .volleyball), actions)
  }

  @Test("FIVB 15.4.1: each team has two timeouts a set; a third is refused")
  func twoPerSet() {
    let one = Self.board([.timed(.timeout(.home))])
    #expect(one.timeoutsLeftInPart == SidePair(home: 1, away: 2))
    let three = Self.board([.timed(.timeout(.home)), .timed(.timeout(.home)), .timed(.timeout(.home))])
    #expect(three.timeoutsLeftInPart == SidePair(home: 0, away: 2))
    #expect(three.partTimeouts.taken.count == 2)
  }

  @Test("FIVB 15.4.1: the allowance starts again in each set; a timeout given back returns to the set")
  func newSet() {
    let used = Self.board([.timed(.timeout(.away)), .timed(.timeout(.away)), .add(.home, points: 25)])
    #expect(used.match.part == 2)
    #expect(used.timeoutsLeftInPart == SidePair(home: 2, away: 2))
    let givenBack = Self.board([.timed(.timeout(.away)), .timed(.removeTimeout(.away))])
    #expect(givenBack.timeoutsLeftInPart == SidePair(home: 2, away: 2))
  }

  @Test("timeouts show on the board's detail line, in JSON as timeouts_left, and undo takes one back")
  func shownAndUndone() {
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: .volleyball)))
    _ = AppState.reducer.reduce(&state, .scoreboard(.timed(.timeout(.home))))
    let report = GameReport(state.game.present)
    #expect(report.home.timeoutsLeft == 1 && report.away.timeoutsLeft == 2)
    _ = AppState.reducer.reduce(&state, .undo)
    #expect(state.scoreboard.timeoutsLeftInPart == SidePair(home: 2, away: 2))
  }

  @Test("taking back the points of a set forgets the timeouts of the set after it; a won match takes none")
  func takeBackAndOver() {
    let second = Self.board([.add(.home, points: 25), .timed(.timeout(.away))])
    #expect(second.partTimeouts.taken.count == 1)
    let back = ScoreboardState.reducer.reduced(second, [.subtract(.home, points: 1)])
    #expect(back.partTimeouts.isEmpty)
    let won = Self.board([.add(.home, points: 75), .timed(.timeout(.away))])
    #expect(won.winner == .home && won.partTimeouts.isEmpty)
  }

  @Test("the other rally sports count no timeouts")
  func otherSports() {
    let badminton = ScoreboardState.reducer.reduced(
      ScoreboardState(rules: .badminton), [.timed(.timeout(.home))])
    #expect(badminton.timeoutsLeftInPart == nil && badminton.partTimeouts.isEmpty)
  }
}
