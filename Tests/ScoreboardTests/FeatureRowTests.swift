import Scoreboard
import Testing

@Suite("features' lines under the team names")
struct FeatureRowTests {
  @Test("cards: each team's yellow and red cards, long and short")
  func cards() {
    let soccer = ScoreboardState.reducer.reduced(
      ScoreboardState(rules: .defaults(for: .soccer)), .timed(.card(.home, .yellow)),
      .timed(.card(.away, .red)))
    let row = SportFeature.cards.detailRow(of: soccer.timed)
    #expect(
      row
        == FeatureRow(
          texts: SidePair(home: ["yellow 1  red 0", "Y1 R0"], away: ["yellow 0  red 1", "Y0 R1"]), priority: 2
        ))
  }

  @Test("fouls: each team's fouls this period")
  func fouls() {
    let basketball = ScoreboardState.reducer.reduced(
      ScoreboardState(rules: .defaults(for: .basketball)), .timed(.foul(.away)), .timed(.foul(.away)))
    let row = SportFeature.fouls.detailRow(of: basketball.timed)
    #expect(row?.texts == SidePair(home: ["fouls 0", "F0"], away: ["fouls 2", "F2"]))
  }

  @Test("a sport without the clock gets no feature line; the penalty clocks stay at the foot")
  func none() {
    let tennis = ScoreboardState(rules: .defaults(for: .tennis))
    #expect(SportFeature.allCases.allSatisfy { $0.detailRow(of: tennis.timed) == nil })
    #expect(SportFeature.allCases.filter(\.rowFollowsShootout) == [.penalties, .suspensions])
  }
}
