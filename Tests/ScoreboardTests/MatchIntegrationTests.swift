import Scoreboard
import StateStore
import Testing

@Suite("Sports on the scoreboard")
struct MatchIntegrationTests {
  private let reducer = ScoreboardState.reducer

  private func board(_ sport: Sport, _ actions: ScoreboardAction...) -> ScoreboardState {
    reducer.reduced(ScoreboardState(rules: .defaults(for: sport)), actions)
  }

  @Test("in the rally sports a point is a rally won: the score line shows game points and games")
  func rallyPointIsRally() {
    let state = board(.tableTennis, .add(.home, points: 11), .add(.away, points: 2))
    #expect(state.rallies.count == 13)
    #expect(state.scoreLine == "Home 0 : 2 Away, games 1 : 0")
    #expect(state.match.server != nil)
  }

  @Test("tennis: the score line shows the call, then sets and games")
  func tennisLine() {
    let state = board(.tennis, .add(.home, points: 4), .add(.away, points: 2), .add(.home, points: 1))
    #expect(state.scoreLine == "Home 15 : 30 Away, sets 0 : 0, games 1 : 0")
    #expect(state.scoreLine != board(.tennis).scoreLine)
  }

  @Test("a won match accepts no more points, in every sport with a result")
  func wonMatchRefusesPoints() {
    var generic = SportRules.defaults(for: .generic)
    generic.pointsToWin = 5
    let cases: [(ScoreboardState, Int)] = [
      (ScoreboardState(rules: .defaults(for: .tableTennis)), 33),
      (ScoreboardState(rules: .defaults(for: .badminton)), 42),
      (ScoreboardState(rules: .defaults(for: .tennis)), 48),
      (ScoreboardState(rules: generic), 5),
    ]
    for (start, pointsToWin) in cases {
      let won = reducer.reduced(start, .add(.home, points: pointsToWin))
      #expect(won.winner == .home, "\(start.rules.sport)")
      let after = reducer.reduced(won, .add(.away, points: 3), .add(.home, points: 1))
      #expect(after == won, "\(start.rules.sport)")
    }
  }

  @Test("a take-back removes the latest rallies only while that team won them")
  func takeBack() {
    let state = board(.badminton, .add(.home, points: 2), .add(.away, points: 1))
    #expect(reducer.reduced(state, .subtract(.home, points: 1)) == state)
    let taken = reducer.reduced(state, .subtract(.away, points: 5))
    #expect(taken.rallies == [.home, .home])
  }

  @Test("the first server can be chosen before the first rally, not after")
  func firstServer() {
    let chosen = board(.tableTennis, .setFirstServer(.away))
    #expect(chosen.match.server == .away)
    let started = reducer.reduced(chosen, .add(.home, points: 1), .setFirstServer(.home))
    #expect(started.firstServer == .away)
  }

  @Test("a new match keeps the names and starts the rallies, scores and clock again")
  func newMatch() {
    var state = ScoreboardState(homeName: "Lions", awayName: "Tigers", rules: .defaults(for: .tennis))
    state = reducer.reduced(state, .add(.home, points: 7), .newMatch(.defaults(for: .basketball)))
    #expect(state.rallies.isEmpty)
    #expect(state.rules.sport == .basketball)
    #expect(state.scoreLine == "Lions 0 : 0 Tigers, Q1 10:00")
    #expect(state.clockDisplay == "10:00")
  }
}
