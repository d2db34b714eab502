import Scoreboard
import StateStore
import Testing

@Suite("Scoreboard rules")
struct ScoreboardRulesTests {
  let reducer = ScoreboardState.reducer

  @Test("a new scoreboard is 0 : 0 between Home and Away, home on the left")
  func newScoreboard() {
    let board = ScoreboardState()
    #expect(board.home == TeamScore(name: "Home", score: 0))
    #expect(board.away == TeamScore(name: "Away", score: 0))
    #expect(board.side(at: .left) == .home)
    #expect(board.scoreLine == "Home 0 : 0 Away")
  }

  @Test("a new scoreboard cleans the team names it is given")
  func newScoreboardCleansNames() {
    let board = ScoreboardState(homeName: "  Lions ", awayName: "   ")
    #expect(board.home.name == "Lions")
    #expect(board.away.name == "Away")
  }

  @Test("add n puts n points on that side only", arguments: Side.allCases, [1, 2, 3, 7])
  func addPoints(side: Side, points: Int) {
    let board = reducer.reduced(.at(4, 5), .add(side, points: points))
    let before = ScoreboardState.at(4, 5)
    #expect(board[side].score == before[side].score + points)
    #expect(board[side.opponent] == before[side.opponent])
  }

  @Test("add of less than 1 point changes nothing", arguments: [0, -1, -5, Int.min])
  func addNothing(points: Int) {
    let board = reducer.reduced(.at(4, 5), .add(.home, points: points), .add(.away, points: points))
    #expect(board == .at(4, 5))
  }

  @Test("add never takes a score above TeamScore.maximumScore", arguments: [1, 3, 4, 100, Int.max])
  func addCapped(points: Int) {
    let max = TeamScore.maximumScore
    let board = reducer.reduced(.at(max - 3, 0), .add(.home, points: points))
    #expect(board.home.score == (points <= 3 ? max - 3 + points : max))
    #expect(board.away.score == 0)
    let full = reducer.reduced(.at(max, 0), .add(.home, points: points))
    #expect(full.home.score == max)
  }

  @Test("subtract n takes n points off that side only", arguments: Side.allCases, [1, 2, 4])
  func subtractPoints(side: Side, points: Int) {
    let before = ScoreboardState.at(6, 9)
    let board = reducer.reduced(before, .subtract(side, points: points))
    #expect(board[side].score == before[side].score - points)
    #expect(board[side.opponent] == before[side.opponent])
  }

  @Test("subtract never takes a score below 0", arguments: [3, 4, 100, Int.max])
  func subtractStopsAtZero(points: Int) {
    let board = reducer.reduced(.at(3, 0), .subtract(.home, points: points), .subtract(.away, points: points))
    #expect(board.home.score == 0)
    #expect(board.away.score == 0)
  }

  @Test("subtract of less than 1 point changes nothing", arguments: [0, -1, Int.min])
  func subtractNothing(points: Int) {
    let board = reducer.reduced(.at(4, 5), .subtract(.home, points: points), .subtract(.away, points: points))
    #expect(board == .at(4, 5))
  }

  @Test("reset sets both scores to 0 and keeps names and ends")
  func reset() {
    let before = reducer.reduced(
      .at(12, 8), .rename(.home, to: "Lions"), .rename(.away, to: "Bears"), .swapEnds)
    let board = reducer.reduced(before, .reset)
    #expect(board.home == TeamScore(name: "Lions", score: 0))
    #expect(board.away == TeamScore(name: "Bears", score: 0))
    #expect(board.isSwapped == before.isSwapped)
    #expect(board.side(at: .left) == .away)
  }

  @Test("rename gives that side a new name, trimmed of surrounding white space", arguments: Side.allCases)
  func renameTrims(side: Side) {
    let board = reducer.reduced(.at(2, 3), .rename(side, to: "  \tRed Lions \n "))
    #expect(board[side].name == "Red Lions")
    #expect(board[side.opponent].name == side.opponent.defaultName)
    #expect(board[side].score == ScoreboardState.at(2, 3)[side].score)
  }

  @Test("rename cuts a name to at most 24 characters")
  func renameCutsLongNames() {
    let long = String(repeating: "abcdefghij", count: 4)
    let board = reducer.reduced(ScoreboardState(), .rename(.away, to: long))
    #expect(board.away.name.count == TeamScore.maximumNameLength)
    #expect(board.away.name == String(long.prefix(TeamScore.maximumNameLength)))
  }

  @Test("rename never leaves white space at the end of a name cut to 24 characters")
  func renameCutNameIsTrimmed() {
    let name = String(repeating: "x", count: TeamScore.maximumNameLength - 1) + " yz"
    let board = reducer.reduced(ScoreboardState(), .rename(.home, to: name))
    #expect(board.home.name == String(repeating: "x", count: TeamScore.maximumNameLength - 1))
    #expect(board.home.name.last?.isWhitespace == false)
  }

  @Test(
    "rename to an empty or blank name keeps the default name", arguments: Side.allCases, ["", "   ", "\t\n"])
  func renameEmpty(side: Side, name: String) {
    let renamed = reducer.reduced(ScoreboardState(), .rename(side, to: "Somebody"))
    let board = reducer.reduced(renamed, .rename(side, to: name))
    #expect(board[side].name == side.defaultName)
  }

  @Test("rename turns control characters into spaces, so a name stays on one line")
  func renameControlCharacters() {
    let board = reducer.reduced(ScoreboardState(), .rename(.home, to: "Red\u{1B}Lions"))
    #expect(board.home.name == "Red Lions")
  }

  @Test("swap ends draws the away team on the left; swapping again puts it back")
  func swapEnds() {
    let swapped = reducer.reduced(.at(1, 2), .swapEnds)
    #expect(swapped.side(at: .left) == .away)
    #expect(swapped.side(at: .right) == .home)
    #expect(swapped.home == ScoreboardState.at(1, 2).home)
    #expect(swapped.away == ScoreboardState.at(1, 2).away)
    let back = reducer.reduced(swapped, .swapEnds)
    #expect(back == .at(1, 2))
    #expect(back.side(at: .left) == .home)
  }

  @Test("side(at:) maps a screen end to the team there, so keys follow the screen side, not the team")
  func keysFollowTheScreenSide() {
    let before = reducer.reduced(ScoreboardState(), .add(ScoreboardState().side(at: .left), points: 1))
    #expect(before.home.score == 1)
    let swapped = reducer.reduced(before, .swapEnds)
    let after = reducer.reduced(swapped, .add(swapped.side(at: .left), points: 5))
    #expect(after.away.score == 5)
    #expect(after.home.score == 1)
  }

  @Test("every screen end shows a different team", arguments: [false, true])
  func endsShowBothTeams(swapped: Bool) {
    let board = swapped ? reducer.reduced(ScoreboardState(), .swapEnds) : ScoreboardState()
    #expect(Set(ScreenEnd.allCases.map(board.side(at:))) == Set(Side.allCases))
  }
}
