import PropertyBased
import Scoreboard
import Testing

@Suite("Pickleball rules (USA Pickleball Official Rulebook, Rule 4)")
struct PickleballTests {
  static let rules = SportRules.defaults(for: .pickleball)

  /// The summary after `script` (H and A, home or away wins the rally), home serving first.
  static func summary(_ script: String, rules: SportRules = rules, firstServer: Side = .home)
    -> PickleballSummary
  {
    PickleballScoring.summary(of: Rallies.decode(script), rules: rules, firstServer: firstServer)
  }

  /// A board named Ann/Bob against Cy/Di after `script`.
  static func board(_ script: String, rules: SportRules = rules) -> ScoreboardState {
    let start = ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules)
    return ScoreboardState.reducer.reduced(start, Rallies.decode(script).map { .add($0, points: 1) })
  }

  @Test("Rule 4.B: the first serving side of a game has one server: the call starts 0-0-2")
  func startsAtZeroZeroTwo() {
    let start = Self.summary("")
    #expect(start.call == "0-0-2")
    #expect(start.serving == .home && start.servingPlayerIndex == 0 && start.serverCourt == .right)
    let sideOut = Self.summary("A")
    #expect(sideOut.call == "0-0-1")
    #expect(sideOut.serving == .away && sideOut.isSideOut)
  }

  @Test("Rule 4.C: only the serving side scores; a rally won by the receivers scores nothing")
  func onlyServerScores() {
    #expect(Self.summary("HH").points == SidePair(home: 2, away: 0))
    #expect(Self.summary("HHA").points == SidePair(home: 2, away: 0))
    #expect(Self.summary("HHAA").points == SidePair(home: 2, away: 1))
  }

  @Test("Rule 4.B: a fault by the first server passes the serve to the partner (server 2), then a side out")
  func secondServer() {
    // Home 0-0-2, side out; away serves 0-0-1 from Cy (right court).
    let secondServer = Self.summary("AH")
    #expect(secondServer.call == "0-0-2")
    #expect(
      secondServer.serving == .away && secondServer.servingPlayerIndex == 1 && secondServer.isSecondServer)
    let sideOut = Self.summary("AHH")
    #expect(sideOut.call == "0-0-1" && sideOut.serving == .home)
  }

  @Test(
    "Rule 4.B: after a point the server changes court and serves again; after a side out the right court serves"
  )
  func serverCourts() {
    #expect(Self.summary("H").serverCourt == .left)
    #expect(Self.summary("HH").serverCourt == .right)
    // Home scores 3 (Ann and Bob swapped three times: Bob on the right), then loses the serve.
    let away = Self.summary("HHHA")
    #expect(away.serving == .away && away.servingPlayerIndex == 0)
    let back = Self.summary("HHHAHH")
    #expect(back.serving == .home && back.servingPlayerIndex == 1, "Bob stands in the right court at 3")
    #expect(back.call == "3-0-1")
  }

  @Test("Rule 4.C: a game is won at 11 by 2; 15 and 21 are allowed")
  func gameTo11WinBy2() {
    // Home to 10 at 0-0-2, a side out, then away to 10 on its own serve.
    let tenAll = String(repeating: "H", count: 10) + "A" + String(repeating: "A", count: 10)
    let ten = Self.summary(tenAll)
    #expect(ten.points == SidePair(home: 10, away: 10) && ten.winner == nil)
    #expect(ten.call == "10-10-1")
    #expect(Self.summary(tenAll + "A").winner == nil, "11-10 is not won")
    #expect(Self.summary(tenAll + "AA").winner == .away)
    var fifteen = Self.rules
    fifteen.pointsToWin = 15
    #expect(Self.summary(String(repeating: "H", count: 11), rules: fifteen).winner == nil)
    #expect(Self.summary(String(repeating: "H", count: 15), rules: fifteen).winner == .home)
  }

  @Test("Rule 4.C: the serving side one point from the game has game point; only it can score")
  func sideAtGamePoint() {
    let ten = Self.summary(String(repeating: "H", count: 10))
    #expect(ten.sideAtMatchPoint == .home)
    #expect(
      Self.summary(String(repeating: "H", count: 10) + "A").sideAtMatchPoint == nil,
      "the receivers cannot win it")
  }

  @Test("Rule 4.B: the receiver stands diagonally opposite the server, in the court of the same name")
  func receiverDiagonal() {
    let board = Self.board("H")
    #expect(board.match.serverPlayer == PlayerAtCourt(side: .home, player: "Ann", court: .left))
    #expect(board.match.receiverPlayer == PlayerAtCourt(side: .away, player: "Di", court: .left))
    #expect(board.match.scoreCall == "1-0-2")
    #expect(board.scoreLine == "Ann/Bob 1 : 0 Cy/Di, call 1-0-2, Ann serves (left)")
  }

  @Test("Rule 4.C: singles call two numbers; the server serves from the right on an even score")
  func singles() {
    var singles = Self.rules
    singles.singles = true
    #expect(Self.summary("", rules: singles).call == "0-0")
    #expect(Self.summary("H", rules: singles).serverCourt == .left)
    let sideOut = Self.summary("HA", rules: singles)
    #expect(sideOut.call == "0-1" && sideOut.serving == .away && sideOut.serverCourt == .right)
  }

  @Test("Rule 4.C: the sides change ends at 6 in a game to 11 (the deciding game), and after each game")
  func isEndChangeDue() {
    #expect(Self.summary(String(repeating: "H", count: 6)).isEndChangeDue)
    #expect(!Self.summary(String(repeating: "H", count: 5)).isEndChangeDue)
    var bestOfThree = Self.rules
    bestOfThree.bestOf = 3
    #expect(!Self.summary(String(repeating: "H", count: 6), rules: bestOfThree).isEndChangeDue)
    let firstGame = Self.summary(String(repeating: "H", count: 11), rules: bestOfThree)
    #expect(firstGame.isEndChangeDue && firstGame.gamesTaken.home == 1)
    #expect(firstGame.serving == .away && firstGame.call == "0-0-2", "the other side opens game 2")
  }

  @Test("undo restores the server, the server number and every court exactly")
  func undoRestores() {
    var state = AppState(
      game: Game(scoreboard: ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: Self.rules)))
    var views: [MatchView] = [state.scoreboard.match]
    for side in Rallies.decode("HHAHAAHHHAAAH") {
      _ = AppState.reducer.reduce(&state, .scoreboard(.add(side, points: 1)))
      views.append(state.scoreboard.match)
    }
    for expected in views.reversed().dropFirst() {
      _ = AppState.reducer.reduce(&state, .undo)
      #expect(state.scoreboard.match == expected)
    }
  }

  @Test("property: server, server number, courts and receiver always match the rule-text referee")
  func matchesOracle() async {
    await propertyCheck(input: Gen<Side>.case.array(of: 0...120), Gen<Side>.case) { rallies, first in
      var oracle = PickleballOracle(firstServer: first)
      for count in 0...rallies.count {
        if count > 0 { oracle.play(rallies[count - 1]) }
        let summary = PickleballScoring.summary(
          of: Array(rallies.prefix(count)), rules: Self.rules, firstServer: first)
        #expect(summary.winner == oracle.winner)
        guard oracle.winner == nil else { break }
        #expect(summary.points == oracle.points)
        #expect(summary.serving == oracle.serving)
        #expect(summary.serverNumber == oracle.serverNumber)
        #expect(summary.servingPlayerIndex == oracle.server)
        #expect(summary.serverCourt == oracle.court(of: oracle.server, side: oracle.serving))
        #expect(summary.receivingPlayerIndex == oracle.receiver)
      }
    }
  }
}

@Suite("Pickleball rally scoring (USA Pickleball 2025 provisional rule)")
struct PickleballRallyScoringTests {
  static let rules: SportRules = {
    var choices = RuleChoices()
    choices[.format] = "rally"
    return (try? SportRules(sport: .pickleball, choices: choices)) ?? .defaults(for: .pickleball)
  }()

  @Test("rally scoring: every rally scores, and a rally lost by the server passes the serve")
  func everyRallyScores() {
    let summary = PickleballScoring.summary(of: Rallies.decode("HA"), rules: Self.rules, firstServer: .home)
    #expect(summary.points == SidePair(home: 1, away: 1))
    #expect(summary.serving == .away && summary.call == "1-1")
  }

  @Test("Rule 4.B.3.a (2025 provisional rally scoring): one server per side out, a two-number call")
  func oneServerPerSideOut() {
    let start = PickleballScoring.summary(of: [], rules: Self.rules, firstServer: .home)
    #expect(start.call == "0-0" && start.serverNumber == nil)
    let summary = PickleballScoring.summary(of: Rallies.decode("AH"), rules: Self.rules, firstServer: .home)
    #expect(summary.serving == .home, "away's lost rally is a side out: no second server")
    #expect(summary.call == "1-1")
    #expect(!summary.isSecondServer && summary.isSideOut)
    // Home's player now in the right court (the partner, at an odd score) serves from the right.
    #expect(summary.servingPlayerIndex == 1 && summary.serverCourt == .right)
  }

  @Test("rally scoring: the board never calls a second server")
  func noSecondServerCallout() {
    let board = PickleballTests.board("AH", rules: Self.rules)
    #expect(board.match.scoreCall == "1-1")
    #expect(board.match.callout == "Side out")
  }

  @Test("rally scoring: a game cannot be won on a side-out; the receivers' winning rally only wins the serve")
  func noWinOnSideOut() {
    // Home serves to 10-0; away wins the next rally, scores 1 and gains the serve (1-10).
    let receiving = PickleballScoring.summary(
      of: Rallies.decode(String(repeating: "H", count: 10) + "A"), rules: Self.rules, firstServer: .home)
    #expect(receiving.points == SidePair(home: 10, away: 1))
    let homeReceivingAtTen = Rallies.decode(String(repeating: "H", count: 10) + "A" + "H")
    let blocked = PickleballScoring.summary(of: homeReceivingAtTen, rules: Self.rules, firstServer: .home)
    // Home wins a rally while receiving at 10: it would be the game on a side out, so no point;
    // away had one server, so the serve passes back to home.
    #expect(blocked.winner == nil && blocked.points == SidePair(home: 10, away: 1))
    #expect(blocked.serving == .home && blocked.serverNumber == nil && blocked.call == "10-1")
  }
}
