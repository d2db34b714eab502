import Scoreboard
import Testing

@Suite("Badminton rules (BWF Laws of Badminton, Laws 7, 8, 10 and 16)")
struct RallyBadmintonTests {
  let rules = SportRules.badminton

  @Test("BWF Law 7.2: the first to 21 wins the game")
  func gameToTwentyOne() {
    let summary = rally(Rallies.game(19, 21), rules)
    #expect(summary.finishedGames == [FinishedGame(points: SidePair(home: 19, away: 21), winner: .away)])
    #expect(rally(Rallies.game(19, 20), rules).finishedGames.isEmpty)
  }

  @Test("BWF Law 7.4: from 20-all the side first 2 points ahead wins (21-20 goes on, 22-20 wins)")
  func settingAtTwenty() {
    let twentyAll = Rallies.game(20, 20)
    #expect(rally(twentyAll + [.home], rules).finishedGames.isEmpty)
    let summary = rally(twentyAll + [.home, .home], rules)
    #expect(summary.finishedGames.first?.points == SidePair(home: 22, away: 20))
  }

  @Test("BWF Law 7.5: at 29-all the side scoring the 30th point wins the game")
  func capAtThirty() {
    let twentyNineAll = Rallies.game(29, 29)
    #expect(rally(twentyNineAll, rules).finishedGames.isEmpty)
    let summary = rally(twentyNineAll + [.away], rules)
    #expect(summary.finishedGames == [FinishedGame(points: SidePair(home: 29, away: 30), winner: .away)])
  }

  @Test("BWF Law 7.5: at 29-all both sides are at game point; the server is named")
  func bothAtGamePoint() {
    let twentyNineAll = rally(Rallies.game(29, 29), rules)
    #expect(twentyNineAll.server == .away)
    #expect(twentyNineAll.gamePoint == .away)
    let homeServing = rally(Rallies.game(28, 29) + [.home], rules)
    #expect(homeServing.gamePoint == .home)
  }

  @Test("BWF Law 7.5: at 29-all the callout says both sides are at game point, and names neither")
  func bothAtGamePointCalled() {
    let alternate = Array(
      repeating: [ScoreboardAction.add(.home, points: 1), .add(.away, points: 1)], count: 29
    )
    .flatMap { $0 }
    let board = ScoreboardState.reducer.reduced(ScoreboardState(rules: rules), alternate)
    #expect(board.match.score == SidePair(home: "29", away: "29"))
    #expect(board.match.callout == "Game point, both sides")
    #expect(board.match.calloutSide == nil)
    let oneAll = ScoreboardState(rules: rules).then(.add(.home, points: 21), .add(.away, points: 21))
    let deciding = ScoreboardState.reducer.reduced(oneAll, alternate)
    #expect(deciding.match.callout == "Match point, both sides")
  }

  @Test("BWF Law 7.1: a match is the best of 3 games")
  func bestOfThree() {
    let oneAll = Rallies.game(21, 10) + Rallies.game(10, 21)
    #expect(rally(oneAll, rules).winner == nil)
    #expect(rally(oneAll, rules).isDecidingGame)
    let summary = rally(oneAll + Rallies.game(21, 19), rules)
    #expect(summary.winner == .home)
    #expect(summary.gamesWon == SidePair(home: 2, away: 1))
    #expect(summary.gameNumber == 3)
  }

  @Test("BWF Law 10.3: the side winning a rally serves the next")
  func rallyWinnerServes() {
    let rallies = Rallies.decode("HHAHAAH")
    for count in 1...rallies.count {
      #expect(rally(Array(rallies.prefix(count)), rules, firstServer: .away).server == rallies[count - 1])
    }
    #expect(rally([], rules, firstServer: .away).server == .away)
  }

  @Test("BWF Law 10.1: the server serves from the right court on an even score, the left on odd")
  func serviceCourts() {
    #expect(rally([], rules).serviceCourt == .right)
    #expect(rally([.home], rules).serviceCourt == .left)
    #expect(rally([.home, .home], rules).serviceCourt == .right)
    #expect(rally(Rallies.decode("HHA"), rules).serviceCourt == .left)
    #expect(rally(Rallies.decode("HHAA"), rules).serviceCourt == .right)
  }

  @Test("BWF Law 7.6: the side winning a game serves first in the next game")
  func gameWinnerServesFirst() {
    let firstGameToHome = rally(Rallies.game(21, 19), rules, firstServer: .away)
    #expect(firstGameToHome.server == .home)
    let firstGameToAway = rally(Rallies.game(15, 21), rules, firstServer: .home)
    #expect(firstGameToAway.server == .away)
    #expect(firstGameToAway.serviceCourt == .right)
  }

  @Test("BWF Law 16.2.1: an interval is due when the leading score reaches 11")
  func intervalAtEleven() {
    #expect(!rally(Rallies.game(10, 6), rules).isInterval)
    #expect(rally(Rallies.game(11, 6), rules).isInterval)
    #expect(!rally(Rallies.game(11, 6) + [.away], rules).isInterval)
    #expect(!rally(Rallies.game(10, 11) + [.home], rules).isInterval, "11-11 is not the leader reaching 11")
  }

  @Test("BWF Law 8.1: ends change after the first game and before the third, not after the last")
  func endsBetweenGames() {
    #expect(rally(Rallies.game(21, 3), rules).changeEnds)
    #expect(rally(Rallies.game(21, 3) + Rallies.game(3, 21), rules).changeEnds)
    let over = rally(Rallies.game(21, 3) + Rallies.game(21, 3), rules)
    #expect(over.winner == .home)
    #expect(!over.changeEnds)
  }

  @Test("BWF Law 8.1.3: in the third game ends change when a side first scores 11")
  func endsAtElevenInThirdGame() {
    let oneAll = Rallies.game(21, 3) + Rallies.game(3, 21)
    let atEleven = rally(oneAll + Rallies.game(9, 11), rules)
    #expect(atEleven.changeEnds && atEleven.isInterval)
    #expect(!rally(oneAll + Rallies.game(9, 11) + [.home], rules).changeEnds)
    let firstGame = rally(Rallies.game(9, 11), rules)
    #expect(firstGame.isInterval && !firstGame.changeEnds)
  }

  @Test("game and match point: 20-18 in the third game is a match point")
  func gameAndMatchPoint() {
    let oneAll = Rallies.game(21, 3) + Rallies.game(3, 21)
    let summary = rally(oneAll + Rallies.game(20, 18), rules)
    #expect(summary.gamePoint == .home && summary.matchPoint == .home)
    #expect(rally(Rallies.game(20, 18), rules).matchPoint == nil)
    #expect(rally(Rallies.game(20, 20), rules).gamePoint == nil)
  }

  @Test("no service court is shown once the match is over")
  func noCourtWhenOver() {
    let over = rally(Rallies.game(21, 3) + Rallies.game(21, 3), rules)
    #expect(over.serviceCourt == nil)
    #expect(over.server == .home)
  }
}

@Suite("Badminton 3x15 (BWF scoring system in force from 4 January 2027)")
struct BadmintonThreeByFifteenTests {
  static let rules: SportRules = {
    var choices = RuleChoices()
    choices[.format] = "3x15"
    return (try? SportRules(sport: .badminton, choices: choices)) ?? .defaults(for: .badminton)
  }()

  @Test("BWF 3x15: --format 3x15 plays games to 15, won by 2, capped at 21")
  func gamesToFifteen() {
    #expect(Self.rules.pointsToWin == 15 && Self.rules.cap == 21 && Self.rules.bestOf == 3)
    #expect(rally(Rallies.game(15, 13), Self.rules).finishedGames.first?.winner == .home)
    #expect(rally(Rallies.game(15, 14), Self.rules).finishedGames.isEmpty)
  }

  @Test("BWF 3x15: at 20-all the side scoring the 21st point wins the game")
  func twentyAll() {
    #expect(rally(Rallies.game(20, 20), Self.rules).finishedGames.isEmpty)
    #expect(rally(Rallies.game(20, 20) + [.away], Self.rules).finishedGames.first?.winner == .away)
  }

  @Test(
    "BWF 3x15: the interval comes when the leading score reaches 8; in the deciding game ends change at 8")
  func intervalAtEight() {
    let eight = rally(Rallies.game(8, 3), Self.rules)
    #expect(eight.isInterval)
    #expect(!rally(Rallies.game(7, 3), Self.rules).isInterval)
    let oneAll = Rallies.game(15, 0) + Rallies.game(0, 15)
    #expect(rally(oneAll + Rallies.game(8, 2), Self.rules).changeEnds)
  }

  @Test("--format names a known format or is refused with one line naming the formats")
  func unknownFormat() {
    var choices = RuleChoices()
    choices[.format] = "5x11"
    #expect(throws: RulesError(option: "--format", problem: "must be one of 3x21, 3x15 for badminton")) {
      try SportRules(sport: .badminton, choices: choices)
    }
    choices[.format] = "3x15"
    #expect(
      throws: RulesError(
        option: "--format", problem: "applies to basketball, badminton, tennis and pickleball only")
    ) {
      try SportRules(sport: .soccer, choices: choices)
    }
  }
}

@Suite("Badminton calls (BWF Laws 16.2 and 8.1.3)")
struct BadmintonCallTests {
  @Test("BWF Law 8.1.3: in the deciding game the change of ends at 11 is called with the interval")
  func decidingGameInterval() {
    let rules = SportRules.badminton
    let oneAll = ScoreboardState(rules: rules).then(.add(.home, points: 21), .add(.away, points: 21))
    let eleven = ScoreboardState.reducer.reduced(oneAll, [.add(.home, points: 11)])
    #expect(eleven.match.callout == "Interval, change ends")
    let firstGame = ScoreboardState.reducer.reduced(ScoreboardState(rules: rules), [.add(.home, points: 11)])
    #expect(firstGame.match.callout == "Interval")
  }
}
