import Scoreboard
import Testing

@Suite("Soccer on the clock (IFAB Laws of the Game)")
struct TimedSoccerTests {
  let soccer = ScoreboardState.playing(.soccer)

  @Test("IFAB Law 7.1: two halves of 45 minutes; the clock counts up from 0:00")
  func halvesCountUp() {
    #expect(soccer.timed.periodLabel == "1st half")
    #expect(soccer.timed.clock.display == "0:00")
    let running = soccer.after(.startStop(at: reading(50)), .tick(at: reading(50 + 600.9)))
    #expect(running.timed.clock.display == "10:00", "a count-up rounds down")
  }

  @Test("IFAB Law 7.3: time beyond the period's length shows as added time: 45:00 +2:13")
  func addedTime() {
    let board = soccer.after(.startStop(at: reading(0)), .tick(at: reading(45 * 60 + 133.5)))
    #expect(board.timed.clock.display == "45:00 +2:13")
    #expect(board.timed.clock.addedTime == .milliseconds(133_500))
    #expect(board.timed.clock.isRunning, "the referee, not the clock, ends a half")
    #expect(!board.timed.isPeriodOver)
    #expect(board.timed.buzzerCount == 0)
  }

  @Test("the second half's clock starts at 45:00 and shows added time beyond 90:00")
  func secondHalf() {
    let second = soccer.after(.startStop(at: reading(0)), .tick(at: reading(46 * 60)), .nextPeriod)
    #expect(second.timed.periodLabel == "2nd half")
    #expect(second.timed.clock.display == "45:00")
    let late = second.after(.startStop(at: reading(3000)), .tick(at: reading(3000 + 48 * 60)))
    #expect(late.timed.clock.display == "90:00 +3:00")
  }

  @Test("IFAB Law 10: at full time the team with more goals wins; a draw has no winner")
  func fullTime() {
    let second = soccer.after(.nextPeriod)
    let won = second.then(.add(.away, points: 1)).after(.nextPeriod)
    #expect(won.timed.period == 2, "no period after the second half")
    #expect(won.isTimedGameOver)
    #expect(won.winner == .away)
    let drawn = second.after(.endPeriod)
    #expect(drawn.isTimedGameOver)
    #expect(drawn.winner == nil)
  }

  @Test("IFAB Law 7.5: with extra time, a drawn game goes on for two periods of 15 minutes")
  func extraTime() {
    let rules = ScoreboardState.playing(.soccer) { $0.extraTime = true }
    let drawn = rules.after(.nextPeriod, .endPeriod)
    #expect(!drawn.isTimedGameOver)
    let first = drawn.after(.nextPeriod)
    #expect(first.timed.periodLabel == "ET1")
    #expect(first.timed.clock.display == "90:00")
    #expect(first.timed.clock.length == .seconds(15 * 60))
    let second = first.then(.add(.home, points: 1)).after(.nextPeriod)
    #expect(second.timed.periodLabel == "ET2", "both periods of extra time are played")
    #expect(second.timed.clock.display == "105:00")
    let end = second.after(.nextPeriod)
    #expect(end.timed.period == 4)
    #expect(end.winner == .home)
    let decided = rules.then(.add(.home, points: 1)).after(.nextPeriod, .nextPeriod)
    #expect(decided.isTimedGameOver, "no extra time after a decided game")
  }

  @Test("the referee's whistle ends a half without the buzzer and keeps the time")
  func whistle() {
    let board = soccer.after(.startStop(at: reading(0)), .tick(at: reading(2701)), .endPeriod)
    #expect(!board.timed.clock.isRunning)
    #expect(board.timed.isPeriodOver)
    #expect(board.timed.buzzerCount == 0)
    #expect(board.timed.clock.display == "45:00 +0:01")
    #expect(board.after(.startStop(at: reading(3000))) == board, "an ended half does not start again")
  }

  @Test("adjusting a count-up stays within the period, or the added time already played")
  func adjustCountUp() {
    #expect(soccer.after(.adjustClock(seconds: -1)).timed.clock.display == "0:00")
    #expect(soccer.after(.adjustClock(seconds: 60)).timed.clock.display == "1:00")
    #expect(soccer.after(.adjustClock(seconds: 99 * 60)).timed.clock.display == "45:00")
    let added = soccer.played(2800)
    #expect(added.after(.adjustClock(seconds: 60)).timed.clock.display == "45:00 +1:40")
    #expect(added.after(.adjustClock(seconds: -60)).timed.clock.display == "45:00 +0:40")
  }
}
