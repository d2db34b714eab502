import Scoreboard
import StateStore
import Testing

@Suite(
  "The plain scoreboard in games and sets: first to N, win by M, best of K (issue 12 section 3, generic)")
struct GenericGamesTests {
  static func rules(_ change: (inout RuleChoices) -> Void) throws -> SportRules {
    var choices = RuleChoices()
    change(&choices)
    return try SportRules(sport: .generic, choices: choices)
  }

  static func board(_ rules: SportRules, _ script: String) -> ScoreboardState {
    ScoreboardState.reducer.reduced(
      ScoreboardState(rules: rules), Rallies.decode(script).map { .add($0, points: 1) })
  }

  static let bestOfThree = try! rules {
    $0[.pointsToWin] = 3
    $0[.winBy] = 2
    $0[.bestOf] = 3
  }

  static let sets = try! rules {
    $0[.pointsToWin] = 2
    $0[.gamesToWin] = 2
    $0[.sets] = 3
  }

  @Test("generic, --points-to-win with --win-by: a game is won at the target with the margin, not before")
  func gameNeedsTheMargin() {
    #expect(Self.board(Self.bestOfThree, "HHAA H").match.standing("games") == SidePair(home: 0, away: 0))
    #expect(Self.board(Self.bestOfThree, "HHAA HH").match.standing("games") == SidePair(home: 1, away: 0))
    #expect(Self.board(Self.bestOfThree, "HHAA HH").scoreLine == "Home 0 : 0 Away, games 1 : 0")
  }

  @Test("generic, --best-of 3: the first to win 2 games wins the match; later points are refused")
  func bestOfGames() {
    let won = Self.board(Self.bestOfThree, "HHH AAA HHH")
    #expect(won.winner == .home)
    #expect(
      won.match.history.map(\.scores) == [
        SidePair(home: 3, away: 0), SidePair(home: 0, away: 3), SidePair(home: 3, away: 0),
      ])
    #expect(won.then(.add(.away, points: 1)) == won)
    #expect(GameReport(Game(scoreboard: Self.board(Self.bestOfThree, "HHH"))).period == "Game 2")
  }

  @Test("generic, --games-to-win 2 --sets 3: sets of games, the match to the first to 2 sets")
  func sets() {
    let oneSet = Self.board(Self.sets, "HH HH")
    #expect(oneSet.scoreLine == "Home 0 : 0 Away, sets 1 : 0, games 0 : 0")
    #expect(oneSet.match.historyText == "2-0")
    let match = Self.board(Self.sets, "HH HH  AA AA  HH AA HH")
    #expect(match.match.historyText == "2-0 0-2 2-1")
    #expect(match.winner == .home)
    let report = GameReport(Game(scoreboard: Self.board(Self.sets, "HH HH AA")))
    #expect(report.period == "Set 2" && report.home.sets == 1 && report.away.games == 1)
  }

  @Test("generic games call game, set and match points for the side one point away")
  func calls() {
    #expect(Self.board(Self.sets, "H").match.callout == "Game point")
    #expect(Self.board(Self.sets, "HH H").match.callout == "Set point")
    #expect(Self.board(Self.sets, "HH HH  HH H").match.callout == "Match point")
    #expect(Self.board(Self.sets, "HA").match.callout == nil, "both one point away: nobody's point")
  }

  @Test("H takes back the last point while the team won it; undo and replay agree")
  func takeBack() {
    let board = Self.board(Self.sets, "HH H")
    #expect(board.then(.subtract(.home, points: 1)) == Self.board(Self.sets, "HH"))
    #expect(board.then(.subtract(.away, points: 1)) == board)
  }

  @Test("the options are checked: --sets needs --games-to-win, not with --best-of, odd; games need a target")
  func options() {
    func problem(_ change: (inout RuleChoices) -> Void) -> String? {
      do {
        _ = try Self.rules(change)
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(problem { $0[.sets] = 3 } == "--sets needs --games-to-win (the games that win a set)")
    #expect(
      problem {
        $0[.gamesToWin] = 2
        $0[.sets] = 3
        $0[.bestOf] = 3
        $0[.pointsToWin] = 5
      } == "--sets and --best-of cannot both be given: --sets counts sets")
    #expect(
      problem {
        $0[.gamesToWin] = 2
        $0[.sets] = 2
      } == "--sets must be an odd number, 1 or more")
    #expect(problem { $0[.bestOf] = 3 } == "--points-to-win is needed to play in games or sets")
    #expect(problem { $0[.gamesToWin] = 0 } == "--games-to-win must be at least 1")
    #expect(problem { $0[.gamesToWin] = 2 } == "--points-to-win is needed to play in games or sets")
    var tennis = RuleChoices()
    tennis[.sets] = 3
    #expect(throws: RulesError.self) { try SportRules(sport: .tennis, choices: tennis) }
  }

  @Test("the plain scoreboard without games is as before: totals, a target wins the match")
  func plainUnchanged() throws {
    let rules = try Self.rules { $0[.pointsToWin] = 5 }
    let board = ScoreboardState(rules: rules).then(.add(.home, points: 5))
    #expect(board.winner == .home && board.rallies.isEmpty && board.scoreLine == "Home 5 : 0 Away")
  }
}
