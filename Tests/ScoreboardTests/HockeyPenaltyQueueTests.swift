import Scoreboard
import Testing

@Suite("Hockey penalties beyond the minor (IIHF Rules 15-22)")
struct HockeyPenaltyQueueTests {
  let hockey = ScoreboardState.playing(.hockey) { $0.penalties = true }

  @Test(
    "IIHF Rule 15: at most two penalties of a team run at once; a third waits and starts when the first ends")
  func thirdPenaltyWaits() {
    let three = hockey.after(.minorPenalty(.home)).played(30).after(
      .minorPenalty(.home), .minorPenalty(.home))
    #expect(three.timed.penaltyDisplays(for: .home) == ["1:30", "2:00", "(2:00)"])
    // The first ends at 2:00 played and the third starts then; at 2:10 the second has 0:20 left.
    let later = three.played(100)
    #expect(later.timed.penaltyDisplays(for: .home) == ["0:20", "1:50"])
  }

  @Test("IIHF Rule 15: a power-play goal that ends a running minor starts the waiting one at the goal")
  func waitingStartsAtGoal() {
    let three = hockey.after(.minorPenalty(.home), .minorPenalty(.home), .minorPenalty(.home)).played(20)
    let goal = three.then(.add(.away, points: 1))
    #expect(goal.timed.penaltyDisplays(for: .home) == ["1:40", "2:00"])
    #expect(goal.played(10).timed.penaltyDisplays(for: .home) == ["1:30", "1:50"])
  }

  @Test("IIHF Rule 20: a major runs its five minutes whatever is scored")
  func majorNotEndedByGoal() {
    let major = hockey.after(.penalty(.away, .major)).played(60)
    #expect(major.timed.penaltyDisplays(for: .away) == ["4:00 5"])
    #expect(major.then(.add(.home, points: 1)).timed.penaltyDisplays(for: .away) == ["4:00 5"])
  }

  @Test(
    "IIHF Rule 17: a goal during a double minor's first two minutes leaves the second; during the second, ends it"
  )
  func doubleMinor() {
    let double = hockey.after(.penalty(.away, .doubleMinor)).played(60)
    #expect(double.timed.penaltyDisplays(for: .away) == ["3:00 2+2"])
    let firstGoal = double.then(.add(.home, points: 1))
    #expect(firstGoal.timed.penaltyDisplays(for: .away) == ["2:00"])
    let late = hockey.after(.penalty(.away, .doubleMinor)).played(180).then(.add(.home, points: 1))
    #expect(late.timed.penaltyDisplays(for: .away) == [])
  }

  @Test(
    "IIHF Rule 22: a misconduct runs ten minutes for the player, the team at full strength: no power play")
  func misconduct() {
    let misconduct = hockey.after(.penalty(.home, .misconduct), .minorPenalty(.away), .minorPenalty(.away))
      .after(.minorPenalty(.home))
    #expect(misconduct.timed.penaltyDisplays(for: .home) == ["10:00 10", "2:00"])
    // Away has two running against home's one short-handed: a home goal ends an away minor.
    #expect(misconduct.then(.add(.home, points: 1)).timed.penaltyDisplays(for: .away) == ["2:00"])
    let alone = hockey.after(.penalty(.home, .misconduct)).then(.add(.away, points: 1))
    #expect(alone.timed.penaltyDisplays(for: .home) == ["10:00 10"])
  }

  @Test("penalties still to serve carry into the next period, a waiting one with all its time")
  func carriedOver() {
    let lateCalls = hockey.played(1140).after(
      .minorPenalty(.home), .minorPenalty(.home), .minorPenalty(.home))
    let next = lateCalls.periodRunOut().after(.nextPeriod)
    #expect(next.timed.periodLabel == "P2")
    #expect(next.timed.penaltyDisplays(for: .home) == ["1:00", "1:00", "(2:00)"])
  }
}
