import Scoreboard
import Testing

@Suite("issue 25 item 19: a won match shows its result, not a blank score")
struct MatchResultViewTests {
  /// The board after a new match by `rules`, then `points` won by each side in turn.
  static func board(_ rules: SportRules, _ points: [(Side, Int)]) -> ScoreboardState {
    ScoreboardState.reducer.reduced(
      ScoreboardState(), [.newMatch(rules)] + points.map { .add($0.0, points: $0.1) })
  }

  /// Tennis won 6-4 6-0 by Home: a set to 4-4 in love games, two more games, then a love set.
  static let tennisWon = board(
    .defaults(for: .tennis), [(.home, 16), (.away, 16), (.home, 8), (.home, 24)])

  @Test("tennis won 6-4 6-0: the big score is the sets won, 2 : 0")
  func tennisBigScore() {
    let match = Self.tennisWon.match
    #expect(match.winner == .home)
    #expect(match.bigScore == SidePair(home: "2", away: "0"))
  }

  @Test("tennis won: the plain line says 2 : 0, not - : -")
  func tennisLine() {
    #expect(Self.tennisWon.scoreLine == "Home 2 : 0 Away, sets 2 : 0, games 6 : 0")
  }

  @Test("table tennis won 3-0: the big score is the games won, 3 : 0; the line keeps the last game")
  func tableTennisBigScore() {
    let board = Self.board(.defaults(for: .tableTennis), [(.home, 33)])
    #expect(board.match.bigScore == SidePair(home: "3", away: "0"))
    #expect(board.scoreLine == "Home 11 : 0 Away, games 3 : 0")
  }

  @Test("a one-set tennis match won 6-4: the big score is that set, 6 : 4")
  func oneSetBigScore() {
    var rules = SportRules.defaults(for: .tennis)
    rules.bestOf = 1
    let board = Self.board(rules, [(.home, 16), (.away, 16), (.home, 8)])
    #expect(board.match.winner == .home)
    #expect(board.match.bigScore == SidePair(home: "6", away: "4"))
  }

  @Test("a match still on: the big score is the score")
  func matchOn() {
    let board = Self.board(.defaults(for: .tennis), [(.home, 16), (.away, 1)])
    #expect(board.match.bigScore == SidePair(home: "0", away: "15"))
  }
}
