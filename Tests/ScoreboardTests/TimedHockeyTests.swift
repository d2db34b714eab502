import Scoreboard
import Testing

@Suite("Hockey on the clock (IIHF)")
struct TimedHockeyTests {
  let hockey = ScoreboardState.playing(.hockey) { $0.penalties = true }

  @Test("IIHF: three periods of 20 minutes, the clock counting down")
  func threePeriods() {
    #expect(hockey.timed.periodLabel == "P1")
    #expect(hockey.timed.clock.display == "20:00")
    #expect(hockey.after(.nextPeriod, .nextPeriod).timed.periodLabel == "P3")
    #expect(hockey.played(75).timed.clock.display == "18:45")
  }

  @Test("IIHF Rule 16: a minor penalty is 2 minutes of game time, shown counting down")
  func minorPenaltyCountsDown() {
    let penalised = hockey.played(60).after(.minorPenalty(.home))
    #expect(penalised.timed.penaltyDisplays(for: .home) == ["2:00"])
    #expect(penalised.timed.penaltyDisplays(for: .away) == [])
    let later = penalised.after(.startStop(at: reading(100)), .tick(at: reading(113.2)))
    #expect(later.timed.penaltyDisplays(for: .home) == ["1:47"])
    let stopped = later.after(.startStop(at: reading(113.2)))
    #expect(stopped.after(.tick(at: reading(500))).timed.penaltyDisplays(for: .home) == ["1:47"])
    let served = stopped.after(.startStop(at: reading(200)), .tick(at: reading(200 + 107)))
    #expect(served.timed.penaltyClocks(for: .home) == [])
  }

  @Test("IIHF Rule 16: a power-play goal ends the short-handed team's minor with the least time left")
  func powerPlayGoal() {
    let two = hockey.after(.minorPenalty(.away)).played(30).after(.minorPenalty(.away))
    #expect(two.timed.penaltyDisplays(for: .away) == ["1:30", "2:00"])
    let goal = two.then(.add(.home, points: 1))
    #expect(goal.timed.penaltyDisplays(for: .away) == ["2:00"])
    #expect(goal.then(.add(.home, points: 1)).timed.penaltyDisplays(for: .away) == [])
  }

  @Test("a goal by the short-handed team, or at equal strength, ends no penalty")
  func noPowerPlay() {
    let penalised = hockey.after(.minorPenalty(.away))
    #expect(penalised.then(.add(.away, points: 1)).timed.penalties == penalised.timed.penalties)
    let coincidental = hockey.after(.minorPenalty(.away), .minorPenalty(.home))
    #expect(coincidental.then(.add(.home, points: 1)).timed.penalties == coincidental.timed.penalties)
  }

  @Test("a minor still running at the end of a period carries into the next")
  func penaltyCarriesOver() {
    let late = hockey.played(19 * 60 + 30).after(.minorPenalty(.home)).periodRunOut()
    #expect(late.timed.penaltyDisplays(for: .home) == ["1:30"])
    let next = late.after(.nextPeriod)
    #expect(next.timed.periodLabel == "P2")
    #expect(next.timed.penaltyDisplays(for: .home) == ["1:30"])
    #expect(next.played(90).timed.penaltyDisplays(for: .home) == [])
  }

  @Test("penalties are not tracked unless the rules say so")
  func penaltiesOff() {
    let plain = ScoreboardState.playing(.hockey)
    #expect(plain.after(.minorPenalty(.home)) == plain)
  }

  @Test("tied after regulation: one sudden-death overtime, which the next goal ends and wins")
  func suddenDeath() {
    let third = hockey.after(.nextPeriod, .nextPeriod).then(.add(.home, points: 2), .add(.away, points: 2))
      .periodRunOut()
    #expect(!third.isTimedGameOver)
    let overtime = third.after(.nextPeriod)
    #expect(overtime.timed.periodLabel == "OT")
    #expect(overtime.timed.clock.display == "5:00")
    let running = overtime.after(.startStop(at: reading(0)), .tick(at: reading(42)))
    let goal = running.then(.add(.away, points: 1))
    #expect(goal.timed.isPeriodOver)
    #expect(!goal.timed.clock.isRunning)
    #expect(goal.timed.clock.display == "4:18")
    #expect(goal.winner == .away)
    let noGoal = overtime.periodRunOut()
    #expect(noGoal.isTimedGameOver)
    #expect(noGoal.winner == nil, "shootouts are not modelled")
  }
}
