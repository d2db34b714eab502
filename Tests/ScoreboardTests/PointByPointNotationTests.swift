import Testing

@testable import Scoreboard

@Suite("a tennis match point by point, as the public point-by-point data sets write it")
struct PointByPointNotationTests {
  /// A tennis match (home serves first) after `winners`.
  static func board(_ winners: [Side]) -> ScoreboardState {
    ScoreboardState.reducer.reduced(
      ScoreboardState(homeName: "Nadal", awayName: "Federer", rules: .defaults(for: .tennis)),
      winners.map { .add($0, points: 1) })
  }

  /// The winners of `games` games each held to love, the first served by home.
  static func holds(_ games: Int) -> [Side] {
    (0..<games).flatMap { game in Array(repeating: game.isMultiple(of: 2) ? Side.home : .away, count: 4) }
  }

  @Test(
    "S for the server's point, R for the receiver's, ; after a game, . after a set, nothing after the match")
  func straightSets() {
    let breaks = (0..<12).flatMap { _ in Array(repeating: Side.home, count: 4) }
    let text = PointByPointNotation.text(of: Self.board(breaks))
    let set = "SSSS;RRRR;SSSS;RRRR;SSSS;RRRR"
    #expect(text == set + "." + set)
  }

  @Test("/ where the serve changes within a tiebreak: after the first point, then every two (ITF rule 5b)")
  func tiebreak() {
    let tiebreak = Array(repeating: Side.home, count: 7)
    let text = PointByPointNotation.text(of: Self.board(Self.holds(12) + tiebreak))
    #expect(text == String(repeating: "SSSS;", count: 12) + "S/RR/SS/RR.")
  }

  @Test("no notation for a sport not of games and sets")
  func otherSports() {
    let board = ScoreboardState(homeName: "A", awayName: "B", rules: .defaults(for: .tableTennis))
    #expect(PointByPointNotation.text(of: board) == nil)
  }
}
