import Scoreboard
import Testing

@Suite("Shoot-outs (IFAB Laws of the Game, Law 10.3; IIHF Rule 96)")
struct ShootoutTests {
  /// A soccer game with a shoot-out, drawn 1-1 at full time.
  static let drawnSoccer: ScoreboardState = {
    var rules = SportRules.defaults(for: .soccer)
    rules.shootoutRounds = 5
    return ScoreboardState(rules: rules).then(.add(.home, points: 1), .add(.away, points: 1))
      .after(.endPeriod, .nextPeriod, .endPeriod)
  }()

  /// `board` after kicks written as `G` (goal) and `x` (miss), the sides taking turns home first.
  static func kicks(_ script: String, from board: ScoreboardState = drawnSoccer) -> ScoreboardState {
    var side = Side.home
    var actions: [TimedAction] = []
    for mark in script where mark == "G" || mark == "x" {
      actions.append(.kick(side, scored: mark == "G"))
      side = side.opponent
    }
    return ScoreboardState.reducer.reduced(board, actions.map { ScoreboardAction.timed($0) })
  }

  @Test("IFAB Law 10.3: a game drawn at full time goes to kicks from the penalty mark; home kicks first")
  func startsWhenDrawn() {
    let board = Self.drawnSoccer
    #expect(board.isTimedGameOver && board.winner == nil)
    #expect(board.timed.isShootout(scores: board.scores))
    #expect(board.timed.nextKicker == .home)
    #expect(board.match.callout == "Shoot-out, to kick:" && board.match.calloutSide == .home)
  }

  @Test("IFAB Law 10.3: no shoot-out without --shootout, nor before full time, nor after a win")
  func onlyWhenChosen() {
    let plain = ScoreboardState(rules: .defaults(for: .soccer)).after(.endPeriod, .nextPeriod, .endPeriod)
    #expect(!plain.timed.isShootout(scores: plain.scores))
    var rules = SportRules.defaults(for: .soccer)
    rules.shootoutRounds = 5
    let halfTime = ScoreboardState(rules: rules).after(.endPeriod)
    #expect(!halfTime.timed.isShootout(scores: halfTime.scores))
    #expect(Self.kicks("G", from: halfTime).timed.kicks.isEmpty)
  }

  @Test("IFAB Law 10.3: the teams kick in turn; a kick out of turn is refused")
  func turns() {
    let board = ScoreboardState.reducer.reduced(Self.drawnSoccer, [.timed(.kick(.away, scored: true))])
    #expect(board.timed.kicks.isEmpty)
    #expect(Self.kicks("Gx").timed.shootoutMarks == SidePair(home: [true], away: [false]))
  }

  @Test("IFAB Law 10.3: it ends as soon as one team has scored more than the other could with all its kicks")
  func endsEarly() {
    // 3-0 after three kicks each: away could reach only 2.
    let board = Self.kicks("GxGxGx")
    #expect(board.winner == .home)
    #expect(board.match.winnerNote == "on penalties 3-0")
    #expect(Self.kicks("GxGxG").winner == nil, "3-0, but away's three kicks left could make it 3-3")
    #expect(Self.kicks("GxGx").winner == nil)
  }

  @Test("IFAB Law 10.3: level after five kicks each, the kicks go on in pairs until one team leads")
  func suddenDeath() {
    let fiveEach = Self.kicks("GGGGxxGGGG")
    #expect(fiveEach.winner == nil && fiveEach.timed.shootoutGoals == SidePair(home: 4, away: 4))
    #expect(Self.kicks("GGGGxxGGGGG").winner == nil, "home's sixth goal waits for away's sixth kick")
    let won = Self.kicks("GGGGxxGGGGGx")
    #expect(won.winner == .home && won.match.winnerNote == "on penalties 5-4")
    #expect(Self.kicks("GGGGxxGGGGGGxG").winner == .away)
  }

  @Test("goals are refused during the shoot-out; the score stays level")
  func noGoalsInShootout() {
    let board = Self.drawnSoccer.then(.add(.home, points: 1))
    #expect(board.scores == SidePair(home: 1, away: 1))
  }

  @Test("IIHF Rule 96: hockey's shoot-out has three shots each, then sudden death")
  func hockeyThreeShots() {
    var rules = SportRules.defaults(for: .hockey)
    rules.shootoutRounds = 3
    let tied = ScoreboardState(rules: rules).after(
      .endPeriod, .nextPeriod, .endPeriod, .nextPeriod, .endPeriod
    )
    .after(.nextPeriod, .endPeriod)
    #expect(tied.timed.isShootout(scores: tied.scores))
    #expect(Self.kicks("GxG", from: tied).winner == nil)
    #expect(Self.kicks("GxGx", from: tied).winner == .home, "2-0 with one shot left each")
    #expect(Self.kicks("GGxxGGGx", from: tied).winner == .home)
  }

  /// A hockey game with a shoot-out, tied 0-0 after the sudden-death overtime.
  static let tiedHockey: ScoreboardState = {
    var rules = SportRules.defaults(for: .hockey)
    rules.shootoutRounds = 3
    return ScoreboardState(rules: rules).after(.endPeriod, .nextPeriod, .endPeriod, .nextPeriod, .endPeriod)
      .after(.nextPeriod, .endPeriod)
  }()

  @Test("issue 25 item 21, IIHF Rule 96: hockey says shoot-out and to shoot, never penalties nor to kick")
  func hockeyWords() {
    let tied = Self.tiedHockey
    #expect(tied.match.callout == "Shoot-out, to shoot:" && tied.match.calloutSide == .home)
    let oneShot = Self.kicks("G", from: tied)
    #expect(oneShot.match.standings.map(\.label) == ["shoot-out"])
    #expect(oneShot.scoreLine == "Home 0 : 0 Away, shoot-out 1 : 0, OT 5:00")
  }

  @Test("issue 25 item 21, IIHF Rule 96: a hockey shoot-out win is 2-1 (SO)")
  func hockeyWinnerNote() {
    let won = Self.kicks("GxGGxx", from: Self.tiedHockey)
    #expect(won.winner == .home)
    #expect(won.match.winnerNote == "2-1 (SO)")
  }

  @Test("the JSON report lists every kick per side and how the match was won")
  func report() {
    let report = GameReport(Game(scoreboard: Self.kicks("GxGxGx")))
    #expect(report.shootout == SidePair(home: [true, true, true], away: [false, false, false]))
    #expect(report.winner == "home" && report.winnerNote == "on penalties 3-0")
    #expect(report.scoreLine == "Home 1 : 1 Away, penalties 3 : 0, 2nd half 45:00")
  }
}
