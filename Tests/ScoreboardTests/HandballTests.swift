import PropertyBased
import Scoreboard
import Testing

@Suite("Handball (IHF Rules of the Game, Indoor Handball, 2022)")
struct HandballTests {
  let handball = ScoreboardState.playing(.handball)

  /// Handball with extra time and 7-metre throwing, level at the end of extra time.
  static let drawnAfterExtraTime: ScoreboardState = {
    var rules = SportRules.defaults(for: .handball)
    rules.extraTime = true
    rules.shootoutRounds = 5
    return ScoreboardState(rules: rules).then(.add(.home, points: 30), .add(.away, points: 30))
      .after(.endPeriod, .nextPeriod, .endPeriod, .nextPeriod, .endPeriod, .nextPeriod, .endPeriod)
      .after(.nextPeriod, .endPeriod, .nextPeriod, .endPeriod)
  }()

  @Test("IHF 2:1: two halves of 30 minutes; the clock counts up from 0:00 and the half ends at 30:00")
  func halvesCountUpAndEnd() {
    #expect(handball.timed.periodLabel == "1st half")
    #expect(handball.timed.clock.display == "0:00")
    let running = handball.after(.startStop(at: .zero), .tick(at: reading(754)))
    #expect(running.timed.clock.display == "12:34")
    let ended = handball.after(.startStop(at: .zero), .tick(at: reading(1_800.2)))
    #expect(ended.timed.clock.display == "30:00")
    #expect(ended.timed.isPeriodOver)
    #expect(ended.timed.buzzerCount == 1)
    let second = ended.after(.nextPeriod)
    #expect(second.timed.periodLabel == "2nd half")
    #expect(second.timed.clock.display == "30:00")
    let over = second.after(.startStop(at: .zero), .tick(at: reading(1_801)))
    #expect(over.timed.clock.display == "60:00")
    #expect(over.isTimedGameOver)
  }

  @Test("IHF 2:10, Clarification 3: at most 2 team timeouts a half")
  func twoTimeoutsAHalf() {
    let two = handball.after(.timeout(.home), .timeout(.home))
    #expect(two.timed.timeoutsLeft(.home) == 0)
    #expect(two.timed.timeoutsLeft(.away) == 2)
    #expect(two.after(.timeout(.home)) == two)
  }

  @Test("IHF 2:10, Clarification 3: 3 team timeouts a match in regular time")
  func threeAMatch() {
    let firstHalfTwo = handball.after(.timeout(.home), .timeout(.home), .endPeriod, .nextPeriod)
    #expect(firstHalfTwo.timed.timeoutsLeft(.home) == 1)
    let third = firstHalfTwo.after(.timeout(.home))
    #expect(third.timed.timeoutsLeft(.home) == 0)
    #expect(third.after(.timeout(.home)) == third)
    #expect(third.timed.timeoutsLeft(.away) == 2)
  }

  @Test("IHF 2:10, Clarification 3: only 1 team timeout in the last 5 minutes of regular time")
  func oneInTheLastFiveMinutes() {
    let secondHalf = handball.after(.endPeriod, .nextPeriod)
    let late = secondHalf.played(25 * 60 + 1)
    #expect(late.timed.timeoutsLeft(.home) == 1)
    let taken = late.after(.timeout(.home))
    #expect(taken.timed.timeoutsLeft(.home) == 0)
    let early = secondHalf.played(10 * 60).after(.timeout(.away))
    #expect(early.timed.timeoutsLeft(.away) == 1)
  }

  @Test("IHF 2:10: no team timeouts in extra time")
  func noneInExtraTime() {
    var rules = SportRules.defaults(for: .handball)
    rules.extraTime = true
    let extra = ScoreboardState(rules: rules).after(.endPeriod, .nextPeriod, .endPeriod, .nextPeriod)
    #expect(extra.timed.periodLabel == "ET1")
    #expect(extra.timed.timeoutsLeft(.home) == 0)
  }

  @Test("IHF 16:5: a suspension is 2 minutes of playing time; a goal does not end it")
  func suspensionRunsOnPlayingTime() {
    let suspended = handball.after(.penalty(.home, .suspension))
    #expect(suspended.timed.penaltyDisplays(for: .home) == ["2:00"])
    let later = suspended.played(45).then(.add(.away, points: 1))
    #expect(later.timed.penaltyDisplays(for: .home) == ["1:15"])
    let served = later.after(.startStop(at: reading(100)), .tick(at: reading(176)))
    #expect(served.timed.penaltyDisplays(for: .home).isEmpty)
  }

  @Test("IHF 16:5: however many suspensions a team has, all of them run at once")
  func suspensionsRunTogether() {
    let three = handball.after(
      .penalty(.home, .suspension), .penalty(.home, .suspension), .penalty(.home, .suspension)
    ).played(30)
    #expect(three.timed.penaltyDisplays(for: .home) == ["1:30", "1:30", "1:30"])
  }

  @Test("IHF 16:6 d: a player's third suspension is a disqualification")
  func thirdSuspensionDisqualifies() {
    let twice = handball.after(.playerPenalty(.home, .suspension, player: 7))
      .played(150).after(.playerPenalty(.home, .suspension, player: 7))
    #expect(twice.timed.penaltyDisplays(for: .home) == ["2:00 #7"])
    let third = twice.played(150).after(.playerPenalty(.home, .suspension, player: 7))
    #expect(third.timed.penaltyDisplays(for: .home) == ["2:00 #7 DQ"])
    let another = handball.after(
      .playerPenalty(.home, .suspension, player: 7), .playerPenalty(.home, .suspension, player: 9),
      .playerPenalty(.away, .suspension, player: 7))
    #expect(another.timed.penaltyDisplays(for: .home) == ["2:00 #7", "2:00 #9"])
    #expect(another.timed.penaltyDisplays(for: .away) == ["2:00 #7"])
  }

  @Test("IHF 16:8: a disqualified player is out for the rest of the game; the team is short 2 minutes")
  func disqualification() {
    let out = handball.after(.playerPenalty(.away, .disqualification, player: 4))
    #expect(out.timed.penaltyDisplays(for: .away) == ["2:00 #4 DQ"])
    #expect(out.after(.playerPenalty(.away, .suspension, player: 4)) == out)
    let served = out.played(121)
    #expect(served.timed.penaltyDisplays(for: .away).isEmpty)
  }

  @Test("IHF 16:6 d: suspensions of the first half count towards the third in the second")
  func recordCarriesOver() {
    let firstHalf = handball.after(.playerPenalty(.home, .suspension, player: 11)).played(200)
      .after(.playerPenalty(.home, .suspension, player: 11)).played(400)
    let secondHalf = firstHalf.after(.endPeriod, .nextPeriod, .playerPenalty(.home, .suspension, player: 11))
    #expect(secondHalf.timed.penaltyDisplays(for: .home) == ["2:00 #11 DQ"])
  }

  @Test("IHF 16:5: time left on a suspension at half time is served in the second half")
  func suspensionCarriesIntoSecondHalf() {
    let halfTime = handball.played(29 * 60 + 30).after(.penalty(.away, .suspension)).played(29 * 60 + 60)
    let secondHalf = halfTime.after(.endPeriod, .nextPeriod)
    #expect(secondHalf.timed.penaltyDisplays(for: .away) == ["1:30"])
  }

  @Test("IHF 2:2: a level game gets extra time, 2 x 5 min; a level first extra time, a second; then it ends")
  func twoExtraTimes() {
    var rules = SportRules.defaults(for: .handball)
    rules.extraTime = true
    let regulation = ScoreboardState(rules: rules).then(.add(.home, points: 28), .add(.away, points: 28))
      .after(.endPeriod, .nextPeriod, .endPeriod)
    let first = regulation.after(.nextPeriod)
    #expect(first.timed.periodLabel == "ET1")
    #expect(first.timed.clock.display == "60:00")
    #expect(first.periodRunOut().timed.clock.display == "65:00")
    let firstOver = first.after(.endPeriod, .nextPeriod, .endPeriod)
    #expect(firstOver.timed.periodLabel == "ET2")
    let second = firstOver.after(.nextPeriod)
    #expect(second.timed.periodLabel == "ET3")
    let secondOver = second.after(.endPeriod, .nextPeriod, .endPeriod)
    #expect(secondOver.timed.periodLabel == "ET4" && secondOver.isTimedGameOver)
    let decided = firstOver.then(.add(.home, points: 1))
    #expect(decided.isTimedGameOver && decided.winner == .home)
    let notLevel = regulation.then(.add(.away, points: 1))
    #expect(notLevel.isTimedGameOver && notLevel.winner == .away)
  }

  @Test("IHF 2:2 comment: 7-metre throwing after a drawn extra time, 5 each, then sudden death")
  func sevenMetreThrows() {
    let board = Self.drawnAfterExtraTime
    #expect(board.timed.isShootout(scores: board.scores))
    #expect(board.match.callout == "7-m throws, to throw:")
    var kicks = board
    for round in 0..<5 {
      kicks = kicks.after(.kick(.home, scored: true), .kick(.away, scored: true))
      #expect(kicks.timed.shootoutGoals.home == round + 1)
    }
    #expect(kicks.winner == nil)
    let decided = kicks.after(.kick(.home, scored: false), .kick(.away, scored: true))
    #expect(decided.winner == .away)
    #expect(decided.match.winnerNote == "on 7-m throws 6-5")
  }

  /// One event of a recorded half: at `minute`, `H`/`A` a goal, `h`/`a` a suspension to the
  /// home/away player numbered `player`; `score` is the score after it.
  struct RecordedEvent {
    var minute: Double
    var event: Character
    var player: Int
    var score: String
  }

  static let recordedHalf: [RecordedEvent] = [
    .init(minute: 1.5, event: "H", player: 0, score: "1-0"),
    .init(minute: 3.0, event: "A", player: 0, score: "1-1"),
    .init(minute: 4.2, event: "A", player: 0, score: "1-2"),
    .init(minute: 6.0, event: "a", player: 23, score: "1-2"),
    .init(minute: 6.8, event: "H", player: 0, score: "2-2"),
    .init(minute: 7.5, event: "H", player: 0, score: "3-2"),
    .init(minute: 9.1, event: "A", player: 0, score: "3-3"),
    .init(minute: 11.0, event: "h", player: 5, score: "3-3"),
    .init(minute: 12.4, event: "A", player: 0, score: "3-4"),
    .init(minute: 14.0, event: "H", player: 0, score: "4-4"),
    .init(minute: 17.3, event: "H", player: 0, score: "5-4"),
    .init(minute: 19.9, event: "a", player: 23, score: "5-4"),
    .init(minute: 21.0, event: "A", player: 0, score: "5-5"),
    .init(minute: 24.6, event: "H", player: 0, score: "6-5"),
    .init(minute: 28.9, event: "a", player: 23, score: "6-5"),
    .init(minute: 29.4, event: "A", player: 0, score: "6-6"),
  ]

  /// `board` after `recorded`, the clock ticked to its minute first.
  static func replay(_ recorded: RecordedEvent, on board: ScoreboardState) -> ScoreboardState {
    let ticked = board.after(.tick(at: reading(recorded.minute * 60)))
    switch recorded.event {
    case "H": return ticked.then(.add(.home, points: 1))
    case "A": return ticked.then(.add(.away, points: 1))
    case "h": return ticked.after(.playerPenalty(.home, .suspension, player: recorded.player))
    default: return ticked.after(.playerPenalty(.away, .suspension, player: recorded.player))
    }
  }

  @Test("a recorded half, goal by goal and suspension by suspension: the board follows each event")
  func recordedHalfReplayed() {
    var board = handball.after(.startStop(at: .zero))
    for recorded in Self.recordedHalf {
      board = Self.replay(recorded, on: board)
      let score = "\(board.scores.home)-\(board.scores.away)"
      #expect(score == recorded.score)
    }
    #expect(board.timed.penaltyDisplays(for: .away) == ["1:30 #23 DQ"])
    board = board.after(.tick(at: reading(1_801)))
    #expect(board.timed.isPeriodOver && board.timed.clock.display == "30:00")
    #expect(board.timed.penaltyDisplays(for: .away) == ["0:54 #23 DQ"])
    #expect(board.after(.nextPeriod).timed.penaltyDisplays(for: .away) == ["0:54 #23 DQ"])
  }

  /// Whether `board`'s record of home's player numbered `player` keeps the rules: at most two
  /// suspensions, at most one disqualification, and nothing after it.
  static func recordKeepsTheRules(_ board: ScoreboardState, player: Int) -> Bool {
    let own = board.timed.penalties.filter { $0.side == .home && $0.player == player }
    let disqualifications = own.indices.filter { own[$0].penaltyKind == .disqualification }
    return own.filter { $0.penaltyKind == .suspension }.count <= 2 && disqualifications.count <= 1
      && disqualifications.allSatisfy { $0 == own.count - 1 }
  }

  /// A handball game after home penalties chosen by `choices`: 0 a suspension to player 7, 1 one to
  /// player 8, 2 a disqualification of player 8, with a little play between them.
  static func penalised(by choices: [Int]) -> ScoreboardState {
    var board = ScoreboardState.playing(.handball)
    for (index, choice) in choices.enumerated() {
      let kind: PenaltyKind = choice == 2 ? .disqualification : .suspension
      board = board.after(.playerPenalty(.home, kind, player: choice == 0 ? 7 : 8)).played(Double(index % 3))
    }
    return board
  }

  @Test("property: a player never has more than two suspensions, and nothing after a disqualification")
  func playerRecordProperty() async {
    await propertyCheck(input: Gen<Int>.int(in: 0...2).array(of: 1...40)) { choices in
      let board = Self.penalised(by: choices)
      #expect(Self.recordKeepsTheRules(board, player: 7))
      #expect(Self.recordKeepsTheRules(board, player: 8))
    }
  }
}
