import PropertyBased
import Scoreboard
import StateStore
import Testing

@Suite("Match statistics: points won, on serve and return, runs, leads, momentum (issue 13)")
struct MatchStatisticsTests {
  @Test("a short sequence, worked by hand: HHAHHHAA")
  func example() {
    let statistics = MatchStatistics(points: Rallies.decode("HHAHHHAA").map { ($0, nil) })
    #expect(statistics.pointsWon == SidePair(home: 5, away: 3))
    #expect(statistics.longestRun == SidePair(home: 3, away: 2))
    #expect(statistics.margins == [1, 2, 1, 2, 3, 4, 3, 2])
    #expect(statistics.biggestLead == SidePair(home: 4, away: 0))
    #expect(statistics.leadChanges == 0)
    #expect(statistics.pointsWonOnServe == nil)
  }

  @Test("the lead changes when the other side goes ahead, a tie between or not: AHH AA H")
  func leadChanges() {
    let statistics = MatchStatistics(points: Rallies.decode("AHHAAHH").map { ($0, nil) })
    #expect(statistics.margins == [-1, 0, 1, 0, -1, 0, 1])
    #expect(statistics.leadChanges == 3)
  }

  @Test("table tennis: points on serve and on return follow the two-serve rotation")
  func onServe() throws {
    // Home serves rallies 1-2, away 3-4, home 5: H A | A H | H.
    let board = ScoreboardState.reducer.reduced(
      ScoreboardState(rules: .tableTennis), Rallies.decode("HAAHH").map { .add($0, points: 1) })
    let statistics = try #require(board.pointStatistics)
    #expect(statistics.pointsWonOnServe == SidePair(home: 2, away: 1))
    #expect(statistics.pointsWonOnReturn == SidePair(home: 1, away: 1))
  }

  @Test(
    "a basketball game: runs count points, a 3 is a run of 3; a correction ends no run, the margins follow it"
  )
  func fromScores() {
    let scores = [
      SidePair(home: 2, away: 0), SidePair(home: 5, away: 0), SidePair(home: 5, away: 2),
      SidePair(home: 4, away: 2), SidePair(home: 4, away: 5),
    ]
    let statistics = MatchStatistics(scores: scores)
    #expect(statistics.pointsWon == SidePair(home: 4, away: 5))
    #expect(statistics.longestRun == SidePair(home: 5, away: 5))
    #expect(statistics.margins == [2, 5, 3, 2, -1])
    #expect(statistics.biggestLead == SidePair(home: 5, away: 1))
    #expect(statistics.leadChanges == 1)
  }

  @Test("property: the statistics of any rally sequence match a count made here, point by point")
  func matchesIndependentCount() async {
    await propertyCheck(input: Gen<Side>.case.array(of: 0...200)) { rallies in
      let statistics = MatchStatistics(points: rallies.map { ($0, nil) })
      var home = 0
      var away = 0
      var runs: [(Side, Int)] = []
      var leads = (home: 0, away: 0)
      var leaders: [Side] = []
      for side in rallies {
        if side == .home { home += 1 } else { away += 1 }
        if let last = runs.last, last.0 == side {
          runs[runs.count - 1].1 += 1
        } else {
          runs.append((side, 1))
        }
        if home > away { leads.home = max(leads.home, home - away) }
        if away > home { leads.away = max(leads.away, away - home) }
        if home != away {
          let ahead: Side = home > away ? .home : .away
          if leaders.last != ahead { leaders.append(ahead) }
        }
      }
      #expect(statistics.pointsWon == SidePair(home: home, away: away))
      #expect(statistics.longestRun.home == (runs.filter { $0.0 == .home }.map(\.1).max() ?? 0))
      #expect(statistics.longestRun.away == (runs.filter { $0.0 == .away }.map(\.1).max() ?? 0))
      #expect(statistics.biggestLead == SidePair(home: leads.home, away: leads.away))
      #expect(statistics.leadChanges == max(0, leaders.count - 1))
      #expect(statistics.margins.last ?? 0 == home - away)
    }
  }

  @Test("the summary opens when a key wins the match, closes on undo, not on a restored won game")
  func summaryOpens() {
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: .badminton)))
    _ = AppState.reducer.reduce(&state, .scoreboard(.add(.home, points: 41)))
    #expect(!state.ui.isMatchSummaryShown)
    _ = AppState.reducer.reduce(&state, .scoreboard(.add(.home, points: 1)))
    #expect(state.scoreboard.winner == .home)
    #expect(state.ui.isMatchSummaryShown)
    _ = AppState.reducer.reduce(&state, .ui(.hideMatchSummary))
    #expect(!state.ui.isMatchSummaryShown)
    _ = AppState.reducer.reduce(&state, .redo)
    _ = AppState.reducer.reduce(&state, .undo)
    #expect(state.scoreboard.winner == nil && !state.ui.isMatchSummaryShown)
  }

  @Test("the momentum the history draws is the statistics' margins, without the servers")
  func momentum() {
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: .tableTennis)))
    for side in Rallies.decode("HAAHHHAHAA") {
      _ = AppState.reducer.reduce(&state, .scoreboard(.add(side, points: 1)))
    }
    #expect(state.momentum == state.matchStatistics.margins)
    #expect(state.momentum == [1, 0, -1, 0, 1, 2, 1, 2, 1, 0])
  }
}
