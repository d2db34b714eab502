import PropertyBased
import Scoreboard
import Testing

@Suite("Futsal (FIFA Futsal Laws of the Game 2023/24)")
struct FutsalTests {
  let futsal = ScoreboardState.playing(.futsal)

  /// The texts of the fouls line for each side, longest first.
  static func foulsLine(_ board: ScoreboardState) -> SidePair<[String]>? {
    SportFeature.fouls.detailRow(of: board.timed)?.texts
  }

  /// `board` after `count` team fouls by `side`.
  static func fouls(_ count: Int, by side: Side, on board: ScoreboardState) -> ScoreboardState {
    ScoreboardState.reducer.reduced(board, Array(repeating: .timed(.foul(side)), count: count))
  }

  @Test(
    "Law 7: two periods of 20 minutes on a stopped clock counting down; each ends at 0:00 with the signal")
  func periods() {
    #expect(futsal.timed.periodLabel == "1st half")
    #expect(futsal.timed.clock.display == "20:00")
    let stopped = futsal.after(.startStop(at: .zero), .startStop(at: reading(75)))
    #expect(stopped.timed.clock.display == "18:45")
    #expect(stopped.after(.tick(at: reading(500))) == stopped)
    let ended = futsal.periodRunOut()
    #expect(ended.timed.isPeriodOver && ended.timed.buzzerCount == 1)
    let second = ended.after(.nextPeriod)
    #expect(second.timed.periodLabel == "2nd half" && second.timed.clock.display == "20:00")
    #expect(second.periodRunOut().isTimedGameOver)
  }

  @Test("Law 7: one timeout a team in each period")
  func oneTimeoutAPeriod() {
    let taken = futsal.after(.timeout(.home))
    #expect(taken.timed.timeoutsLeft(.home) == 0)
    #expect(taken.timed.timeoutsLeft(.away) == 1)
    #expect(taken.after(.timeout(.home)) == taken)
    let second = taken.after(.endPeriod, .nextPeriod)
    #expect(second.timed.timeoutsLeft(.home) == 1)
  }

  @Test("Law 7: no timeouts in extra time")
  func noTimeoutInExtraTime() {
    let extra = ScoreboardState.playing(.futsal) { $0.extraTime = true }
      .after(.endPeriod, .nextPeriod, .endPeriod, .nextPeriod)
    #expect(extra.timed.periodLabel == "ET1")
    #expect(extra.timed.timeoutsLeft(.home) == 0)
  }

  @Test("Law 13: from the sixth accumulated foul of a period, a DFK from the second penalty mark")
  func sixthFoulIsADirectFreeKick() {
    let four = Self.fouls(4, by: .home, on: futsal)
    #expect(Self.foulsLine(four)?.home.first == "fouls 4")
    let five = Self.fouls(1, by: .home, on: four)
    #expect(Self.foulsLine(five)?.home.first == "fouls 5  DFK")
    #expect(Self.foulsLine(five)?.away.first == "fouls 0")
    #expect(five.timed.isInBonus(.away) && !five.timed.isInBonus(.home))
  }

  @Test("Law 13: accumulated fouls start again in the second period and carry into extra time")
  func foulsPerPeriod() {
    let firstHalf = Self.fouls(5, by: .away, on: ScoreboardState.playing(.futsal) { $0.extraTime = true })
    let secondHalf = firstHalf.after(.endPeriod, .nextPeriod)
    #expect(secondHalf.timed.teamFouls(.away) == 0)
    let lateSecond = Self.fouls(3, by: .away, on: secondHalf)
    let extraTime = lateSecond.after(.endPeriod, .nextPeriod)
    #expect(extraTime.timed.periodLabel == "ET1")
    #expect(extraTime.timed.teamFouls(.away) == 3)
  }

  @Test("Law 3: a sent-off player's team plays short for 2 minutes of playing time")
  func sentOffForTwoMinutes() {
    let sentOff = futsal.after(.card(.home, .red))
    #expect(sentOff.timed.cards(.red, of: .home) == 1)
    #expect(sentOff.timed.penaltyDisplays(for: .home) == ["2:00"])
    #expect(sentOff.played(50).timed.penaltyDisplays(for: .home) == ["1:10"])
    #expect(sentOff.played(121).timed.penaltyDisplays(for: .home).isEmpty)
    #expect(futsal.after(.card(.home, .yellow)).timed.penaltyDisplays(for: .home).isEmpty)
  }

  @Test("Law 3: a goal by the outnumbering team ends the 2 minutes; a goal by the short team does not")
  func goalEndsTheShortTime() {
    let sentOff = futsal.after(.card(.away, .red)).played(30)
    #expect(sentOff.then(.add(.home, points: 1)).timed.penaltyDisplays(for: .away).isEmpty)
    #expect(sentOff.then(.add(.away, points: 1)).timed.penaltyDisplays(for: .away) == ["1:30"])
    let both = futsal.after(.card(.away, .red), .card(.home, .red)).played(30)
    #expect(both.then(.add(.home, points: 1)).timed.penaltyDisplays(for: .away) == ["1:30"])
  }

  @Test("Law 12.3: a player's second caution sends the player off: the team plays short for 2 minutes")
  func secondCautionSendsOff() {
    let cautioned = futsal.after(.playerCard(.away, .yellow, player: 10)).played(20)
    #expect(cautioned.timed.penaltyDisplays(for: .away).isEmpty)
    let sentOff = cautioned.after(.playerCard(.away, .yellow, player: 10))
    #expect(sentOff.timed.cards(.red, of: .away) == 1)
    #expect(sentOff.timed.penaltyDisplays(for: .away) == ["2:00 #10"])
  }

  @Test("the cards line shows the time a team is short")
  func cardsLineShowsTheShortTime() {
    let sentOff = futsal.after(.card(.home, .yellow), .card(.home, .red)).played(15)
    let line = SportFeature.cards.detailRow(of: sentOff.timed)?.texts
    #expect(line?.home.first == "yellow 1  red 1  short 1:45")
    #expect(line?.away.first == "yellow 0  red 0")
  }

  @Test("Law 10: kicks from the penalty mark after a drawn extra time: 5 each, then sudden death")
  func kicksFromThePenaltyMark() {
    let drawn = ScoreboardState.playing(.futsal) {
      $0.extraTime = true
      $0.shootoutRounds = 5
    }.then(.add(.home, points: 4), .add(.away, points: 4))
      .after(.endPeriod, .nextPeriod, .endPeriod, .nextPeriod, .endPeriod, .nextPeriod, .endPeriod)
    #expect(drawn.timed.isShootout(scores: drawn.scores))
    let decided = drawn.after(
      .kick(.home, scored: true), .kick(.away, scored: false), .kick(.home, scored: true),
      .kick(.away, scored: false), .kick(.home, scored: true))
    #expect(decided.winner == nil, "the away side can still draw level with three kicks left")
    let over = decided.after(.kick(.away, scored: false))
    #expect(over.winner == .home)
    #expect(over.match.winnerNote == "on penalties 3-0")
  }

  /// One event of a recorded futsal half: `H`/`A` a goal, `f`/`g` a foul by home/away, `R` a red
  /// card to home, at `second` of the period; `score` and `fouls` (home-away) after it.
  struct RecordedEvent {
    var second: Double
    var event: Character
    var score: String
    var fouls: String
  }

  static let recordedHalf: [RecordedEvent] = [
    .init(second: 40, event: "f", score: "0-0", fouls: "1-0"),
    .init(second: 95, event: "A", score: "0-1", fouls: "1-0"),
    .init(second: 130, event: "g", score: "0-1", fouls: "1-1"),
    .init(second: 200, event: "f", score: "0-1", fouls: "2-1"),
    .init(second: 260, event: "H", score: "1-1", fouls: "2-1"),
    .init(second: 300, event: "f", score: "1-1", fouls: "3-1"),
    .init(second: 410, event: "f", score: "1-1", fouls: "4-1"),
    .init(second: 480, event: "R", score: "1-1", fouls: "4-1"),
    .init(second: 530, event: "A", score: "1-2", fouls: "4-1"),
    .init(second: 700, event: "f", score: "1-2", fouls: "5-1"),
    .init(second: 820, event: "g", score: "1-2", fouls: "5-2"),
    .init(second: 1000, event: "f", score: "1-2", fouls: "6-2"),
    .init(second: 1100, event: "H", score: "2-2", fouls: "6-2"),
  ]

  static func replay(_ recorded: RecordedEvent, on board: ScoreboardState) -> ScoreboardState {
    let ticked = board.after(.tick(at: reading(recorded.second)))
    switch recorded.event {
    case "H": return ticked.then(.add(.home, points: 1))
    case "A": return ticked.then(.add(.away, points: 1))
    case "f": return ticked.after(.foul(.home))
    case "g": return ticked.after(.foul(.away))
    default: return ticked.after(.card(.home, .red))
    }
  }

  @Test("a recorded half, event by event: the score, the accumulated fouls and the sent-off time follow it")
  func recordedHalfReplayed() {
    var board = futsal.after(.startStop(at: .zero))
    for recorded in Self.recordedHalf {
      board = Self.replay(recorded, on: board)
      #expect("\(board.scores.home)-\(board.scores.away)" == recorded.score)
      #expect("\(board.timed.teamFouls(.home))-\(board.timed.teamFouls(.away))" == recorded.fouls)
      if recorded.second == 480 {
        #expect(board.timed.penaltyDisplays(for: .home) == ["2:00"])
      }
      if recorded.second == 530 {
        #expect(board.timed.penaltyDisplays(for: .home).isEmpty, "the away goal ends home's short time")
      }
    }
    #expect(Self.foulsLine(board)?.home.first == "fouls 6  DFK")
  }

  @Test("property: the DFK mark shows exactly when a team has 5 or more fouls in the period")
  func dfkMarkProperty() async {
    await propertyCheck(input: Gen<Side>.case.array(of: 0...14)) { fouls in
      let board = ScoreboardState.reducer.reduced(
        ScoreboardState.playing(.futsal), fouls.map { ScoreboardAction.timed(.foul($0)) })
      for side in Side.allCases {
        let count = fouls.filter { $0 == side }.count
        let line = Self.foulsLine(board).map { side == .home ? $0.home : $0.away }
        #expect(line?.first == (count >= 5 ? "fouls \(count)  DFK" : "fouls \(count)"))
      }
    }
  }
}
