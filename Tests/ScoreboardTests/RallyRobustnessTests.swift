import Scoreboard
import Testing

@Suite("Rally scoring is total: any rules and any rallies give a summary")
struct RallyRobustnessTests {
  @Test("rules without a target (not validated) play games to 1 point instead of failing")
  func missingTarget() {
    let summary = rally([.away, .home], SportRules.defaults(for: .generic))
    #expect(summary.winner == .away)
    #expect(summary.finishedGames == [FinishedGame(points: SidePair(home: 0, away: 1), winner: .away)])
  }

  @Test("an even best-of still ends, with a majority of the games")
  func evenBestOf() {
    let summary = rally((0..<3).flatMap { _ in Rallies.game(11, 0) }, .tableTennis.bestOf(4))
    #expect(summary.winner == .home && summary.gamesWon.home == 3)
  }

  @Test("no rallies: game 1 at 0-0, the first server to serve, nothing due")
  func noRallies() {
    let summary = rally([], .volleyball, firstServer: .away)
    #expect(summary.points == SidePair(both: 0) && summary.gameNumber == 1 && summary.server == .away)
    #expect(summary.winner == nil && !summary.changeEnds && !summary.isInterval)
    #expect(summary.gamePoint == nil && summary.matchPoint == nil && !summary.isDecidingGame)
  }

  @Test("undo is dropping the last rally: the summary before a rally comes back exactly")
  func undoIsExact() {
    let rallies = Rallies.game(11, 9) + Rallies.decode("HAHHA")
    let undone = rally(Array(rallies.dropLast()), .tableTennis)
    #expect(rally(rallies, .tableTennis) != undone)
    #expect(rally(Array(rallies.dropLast()), .tableTennis) == undone)
  }
}
