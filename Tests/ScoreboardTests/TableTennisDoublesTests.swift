import PropertyBased
import Scoreboard
import Testing

@Suite("Table tennis doubles (ITTF Handbook 2.13.4 to 2.13.6)")
struct TableTennisDoublesTests {
  static let rules = SportRules.defaults(for: .tableTennis)

  /// Ann/Bob against Cy/Di after `rallies`, home serving first.
  static func board(_ rallies: [Side], rules: SportRules = rules) -> ScoreboardState {
    let start = ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules)
    return ScoreboardState.reducer.reduced(start, rallies.map { .add($0, points: 1) })
  }

  /// Who serves and who receives after `rallies`: `"Ann>Cy"`.
  static func pair(_ rallies: [Side], rules: SportRules = rules) -> String {
    let match = board(rallies, rules: rules).match
    return "\(match.serverPlayer?.player ?? "-")>\(match.receiverPlayer?.player ?? "-")"
  }

  @Test("ITTF 2.13.4: at each change of service the receiver serves and the server's partner receives")
  func rotation() {
    let turns = (0...4).map { Self.pair(Rallies.won(by: .home, 2 * $0)) }
    #expect(turns == ["Ann>Cy", "Cy>Bob", "Bob>Di", "Di>Ann", "Ann>Cy"])
  }

  @Test("ITTF 2.13.5: in the next game the first receiver is the player who served to the first server")
  func nextGame() {
    // Game 1 to home, 11-0: away opens game 2 with Cy, who was served to by Ann in game 1.
    let second = Rallies.game(11, 0)
    #expect(Self.pair(second) == "Cy>Ann")
    #expect(Self.pair(second + [.away, .away]) == "Ann>Di")
  }

  @Test(
    "ITTF 2.13.6: in the last possible game the receiving pair changes its order when a pair first scores 5")
  func switchAtFive() {
    var bestOfOne = Self.rules
    bestOfOne.bestOf = 1
    // Home wins 5 in a row: Ann>Cy, Ann>Cy, Cy>Bob, Cy>Bob, Bob>Di; at 5-0 the receivers swap: Bob>Cy.
    #expect(Self.pair(Rallies.won(by: .home, 4), rules: bestOfOne) == "Bob>Di")
    #expect(Self.pair(Rallies.won(by: .home, 5), rules: bestOfOne) == "Bob>Cy")
    #expect(
      Self.pair(Rallies.won(by: .home, 5), rules: Self.rules) == "Bob>Di", "not in a game before the last")
  }

  @Test("singles table tennis is as before: no players named")
  func singlesUnchanged() {
    let board = ScoreboardState.reducer.reduced(ScoreboardState(rules: Self.rules), [.add(.home, points: 2)])
    #expect(board.match.serverPlayer == nil && board.match.server == .away)
  }

  @Test("property: undo brings back the server and the receiver exactly")
  func undoRestores() async {
    await propertyCheck(input: Gen<Side>.case.array(of: 1...60)) { rallies in
      var state = AppState(game: Game(scoreboard: Self.board([])))
      var views: [MatchView] = [state.scoreboard.match]
      for side in rallies {
        let steps = state.game.past.count
        _ = AppState.reducer.reduce(&state, .scoreboard(.add(side, points: 1)))
        if state.game.past.count > steps { views.append(state.scoreboard.match) }
      }
      for expected in views.reversed().dropFirst() {
        _ = AppState.reducer.reduce(&state, .undo)
        #expect(state.scoreboard.match == expected)
      }
    }
  }
}
