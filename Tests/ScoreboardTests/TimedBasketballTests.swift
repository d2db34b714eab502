import Scoreboard
import Testing

@Suite("Basketball on the clock (FIBA)")
struct TimedBasketballTests {
  let basketball = ScoreboardState.playing(.basketball)

  @Test("FIBA 8.1: four quarters of 10 minutes; NBA quarters of 12 through periodSeconds")
  func fourQuarters() {
    var board = basketball
    var labels: [String] = []
    for _ in 1...4 {
      labels.append(board.timed.periodLabel)
      #expect(board.timed.clock.display == "10:00")
      board = board.periodRunOut().then(.add(.home, points: 2)).after(.nextPeriod)
    }
    #expect(labels == ["Q1", "Q2", "Q3", "Q4"])
    #expect(
      ScoreboardState.playing(.basketball) { $0.periodSeconds = 12 * 60 }.timed.clock.display == "12:00")
  }

  @Test("FIBA 8.7: tied after the fourth quarter, overtimes of 5 minutes until the tie is broken")
  func overtimeWhileTied() {
    let fourth = basketball.after(.nextPeriod, .nextPeriod, .nextPeriod).then(
      .add(.home, points: 80), .add(.away, points: 80))
    let endOfRegulation = fourth.periodRunOut()
    #expect(endOfRegulation.timed.isPeriodOver)
    #expect(!endOfRegulation.isTimedGameOver)
    #expect(endOfRegulation.winner == nil)
    let overtime = endOfRegulation.after(.nextPeriod)
    #expect(overtime.timed.periodLabel == "OT1")
    #expect(overtime.timed.isOvertime)
    #expect(overtime.timed.clock.display == "5:00")
    let secondOvertime = overtime.periodRunOut().after(.nextPeriod)
    #expect(secondOvertime.timed.periodLabel == "OT2")
    let won = secondOvertime.then(.add(.away, points: 3)).periodRunOut()
    #expect(won.isTimedGameOver)
    #expect(won.winner == .away)
  }

  @Test("who wins: the team ahead once the last period is over; points after that are refused")
  func winnerAfterLastPeriod() {
    let fourth = basketball.after(.nextPeriod, .nextPeriod, .nextPeriod).then(
      .add(.home, points: 70), .add(.away, points: 65))
    #expect(fourth.winner == nil)
    let final = fourth.periodRunOut()
    #expect(final.winner == .home)
    #expect(final.then(.add(.away, points: 3)) == final)
    #expect(final.after(.nextPeriod) == final, "no overtime after a decided fourth quarter")
  }

  @Test("a basket after the buzzer (free throws) can break a tie and end the game")
  func tieBrokenAfterBuzzer() {
    let tied = basketball.after(.nextPeriod, .nextPeriod, .nextPeriod).then(
      .add(.home, points: 70), .add(.away, points: 70)
    )
    .periodRunOut()
    #expect(tied.winner == nil)
    #expect(tied.then(.add(.home, points: 1)).winner == .home)
  }

  @Test(
    "FIBA 41.2.1: a team's 4th foul in the quarter puts it in the penalty: the other team shows the bonus")
  func bonusFromFourthFoul() {
    let threeFouls = basketball.after(.foul(.away), .foul(.away), .foul(.away))
    #expect(threeFouls.timed.teamFouls(.away) == 3)
    #expect(!threeFouls.timed.isInBonus(.home))
    let fourFouls = threeFouls.after(.foul(.away))
    #expect(fourFouls.timed.isInBonus(.home))
    #expect(!fourFouls.timed.isInBonus(.away))
    #expect(
      !ScoreboardState.playing(.basketball) { $0.foulBonus = nil }.after(.foul(.away)).timed.isInBonus(.home))
  }

  @Test("FIBA 41.1.1: team fouls count per quarter; overtime fouls count with the fourth quarter")
  func foulsPerQuarter() {
    let firstQuarter = basketball.after(.foul(.home), .foul(.home), .foul(.home))
    #expect(firstQuarter.after(.nextPeriod).timed.teamFouls(.home) == 0)
    let fourth = basketball.after(.nextPeriod, .nextPeriod, .nextPeriod)
      .after(.foul(.home), .foul(.home), .foul(.home), .foul(.home), .foul(.home))
    let overtime = fourth.periodRunOut().after(.nextPeriod)
    #expect(overtime.timed.periodLabel == "OT1")
    #expect(overtime.timed.teamFouls(.home) == 5)
    #expect(overtime.timed.isInBonus(.away))
  }

  @Test("taking back a foul never goes below 0")
  func removeFoulStopsAtZero() {
    #expect(basketball.after(.removeFoul(.home)) == basketball)
    let one = basketball.after(.foul(.home), .removeFoul(.home), .removeFoul(.home))
    #expect(one.timed.teamFouls(.home) == 0)
  }

  @Test("FIBA 18.2.1: a timeout stops a running game clock where its latest reading left it")
  func timeoutStopsTheClock() {
    let running = basketball.after(.startStop(at: .zero), .tick(at: reading(12.5)))
    #expect(running.timed.clock.isRunning)
    let timeout = running.after(.timeout(.home))
    #expect(!timeout.timed.clock.isRunning)
    #expect(timeout.timed.clock.shown == running.timed.clock.shown)
    #expect(timeout.timed.timeoutsLeft(.home) == 1)
    let noneLeft = timeout.after(.timeout(.home), .startStop(at: reading(20)), .timeout(.home))
    #expect(noneLeft.timed.clock.isRunning, "a timeout refused (none left) leaves the clock alone")
  }

  @Test("FIBA 18.2.5: 2 timeouts in the first half, 3 in the second half, 1 per overtime; unused ones lapse")
  func timeoutsPerHalf() {
    #expect(basketball.timed.timeoutsLeft(.home) == 2)
    let firstQuarter = basketball.after(.timeout(.home))
    #expect(firstQuarter.timed.timeoutsLeft(.home) == 1)
    #expect(firstQuarter.timed.timeoutsLeft(.away) == 2)
    let second = firstQuarter.after(.nextPeriod)
    #expect(second.timed.timeoutsLeft(.home) == 1, "the first half is one allowance")
    let third = second.after(.nextPeriod)
    #expect(third.timed.timeoutsLeft(.home) == 3, "a fresh allowance for the second half")
    #expect(third.timed.timeoutsLeft(.away) == 3, "unused first-half timeouts do not carry over")
    let overtime = third.after(.nextPeriod).periodRunOut().after(.nextPeriod)
    #expect(overtime.timed.periodLabel == "OT1")
    #expect(overtime.timed.timeoutsLeft(.home) == 1)
  }

  @Test("FIBA 18.2.5: at most 2 timeouts in the last 2 minutes of the fourth quarter")
  func lateTimeoutLimit() {
    let fourth = basketball.after(.nextPeriod, .nextPeriod, .nextPeriod)
    #expect(fourth.timed.timeoutsLeft(.home) == 3)
    let lastTwoMinutes = fourth.played(8 * 60)
    #expect(lastTwoMinutes.timed.timeoutsLeft(.home) == 2)
    let early = fourth.after(.timeout(.home)).played(9 * 60)
    #expect(early.timed.timeoutsLeft(.home) == 2, "one taken before the last 2 minutes leaves the late 2")
    let late = lastTwoMinutes.after(.timeout(.home), .timeout(.home), .timeout(.home))
    #expect(late.timed.timeoutsLeft(.home) == 0)
    #expect(late.timed.timeoutsTaken.count == 2)
  }

  @Test("timeouts never go below 0 left: a timeout with none left is refused")
  func noNegativeTimeouts() {
    let none = basketball.after(.timeout(.away), .timeout(.away))
    #expect(none.timed.timeoutsLeft(.away) == 0)
    #expect(none.after(.timeout(.away)) == none)
    #expect(none.after(.removeTimeout(.away)).timed.timeoutsLeft(.away) == 1)
    #expect(basketball.after(.removeTimeout(.home)) == basketball)
  }

  @Test("timeouts and fouls are basketball's: other sports ignore them")
  func onlyBasketballCounts() {
    let soccer = ScoreboardState.playing(.soccer)
    #expect(soccer.after(.foul(.home), .timeout(.home)) == soccer)
    #expect(soccer.timed.timeoutsLeft(.home) == nil)
  }
}

@Suite("Basketball presets")
struct BasketballPresetTests {
  @Test(
    "NBA preset (--preset nba): quarters of 12 minutes, overtime of 5, the bonus from the fifth foul's penalty"
  )
  func nba() throws {
    var choices = RuleChoices()
    choices[.format] = "nba"
    let rules = try SportRules(sport: .basketball, choices: choices)
    let board = ScoreboardState(rules: rules)
    #expect(board.timed.clock.display == "12:00")
    #expect(rules.overtimeSeconds == 300 && rules.foulBonus == 4)
  }
}
