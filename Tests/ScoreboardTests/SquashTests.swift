import Scoreboard
import Testing

@Suite("Squash rules (World Squash Singles Rules, PAR-11)")
struct SquashTests {
  static let rules = SportRules.defaults(for: .squash)

  @Test("Rule 2: games to 11 won by 2, point-a-rally; best of 5")
  func games() {
    #expect(rally(Rallies.game(11, 9), Self.rules).finishedGames.first?.winner == .home)
    #expect(rally(Rallies.game(11, 10), Self.rules).finishedGames.isEmpty)
    #expect(rally(Rallies.game(12, 10), Self.rules).finishedGames.first?.winner == .home)
    #expect(rally(Rallies.game(3, 4), Self.rules).points == SidePair(home: 3, away: 4), "every rally scores")
    let threeGames = Rallies.game(11, 0) + Rallies.game(11, 0) + Rallies.game(11, 0)
    #expect(rally(threeGames, Self.rules).winner == .home)
    #expect(rally(Rallies.game(11, 0) + Rallies.game(11, 0), Self.rules).winner == nil)
  }

  @Test("Rule 4.2: a new server starts in the right box and alternates boxes while keeping the serve")
  func boxes() {
    #expect(rally([], Self.rules).serviceCourt == .right)
    #expect(rally([.home], Self.rules).serviceCourt == .left)
    #expect(rally([.home, .home], Self.rules).serviceCourt == .right)
    let handOut = rally([.home, .away], Self.rules)
    #expect(
      handOut.server == .away && handOut.serviceCourt == .right, "hand-out: the new server starts right")
    #expect(rally([.home, .away, .away], Self.rules).serviceCourt == .left)
  }

  @Test("Rule 3: the winner of a game serves first in the next; squash never calls a change of ends")
  func nextGame() {
    let first = rally(Rallies.game(9, 11), Self.rules)
    #expect(first.server == .away && first.serviceCourt == .right)
    #expect(!first.changeEnds)
  }

  @Test("the board says box, not court")
  func boxOnBoard() {
    let board = ScoreboardState(rules: Self.rules).then(.add(.home, points: 1))
    #expect(board.match.courtName == "box" && board.match.serviceCourt == .left)
  }
}
