import Scoreboard
import Testing

/// Issue 11 item 4: `P` (previous period) and `p` (next period) move between periods without
/// losing anything a period held.
@Suite("moving between periods keeps each period as it was")
struct PeriodMovesTests {
  let basketball = ScoreboardState.playing(.basketball)
  let hockey = ScoreboardState.playing(.hockey) { $0.penalties = true }

  @Test("issue 11 item 4: Q1 with 5 fouls at 0:52.4, ended, next, previous: Q1 with 5 fouls at 0:52.4, ended")
  func backToAnEndedQuarter() {
    let late = basketball.after(
      .foul(.home), .foul(.home), .foul(.home), .foul(.home), .foul(.home),
      .startStop(at: .zero), .startStop(at: reading(547.6)), .endPeriod)
    #expect(late.timed.clock.display == "52.4")
    let back = late.after(.nextPeriod, .previousPeriod)
    #expect(back.timed.period == 1)
    #expect(back.timed.teamFouls(.home) == 5)
    #expect(back.timed.clock.display == "52.4")
    #expect(back.timed.isPeriodOver)
    #expect(back.timed.isInBonus(.away), "FIBA Art. 41.2.1: the fifth home foul puts away in the bonus")
  }

  @Test("issue 11 item 4: Q3 with no timeouts left, previous, next: still none left")
  func timeoutsSurviveAStepBack() {
    let third = basketball.after(.nextPeriod, .nextPeriod, .timeout(.away), .timeout(.away), .timeout(.away))
    #expect(third.timed.periodLabel == "Q3")
    #expect(third.timed.timeoutsLeft(.away) == 0)
    let again = third.after(.previousPeriod, .nextPeriod)
    #expect(again.timed.periodLabel == "Q3")
    #expect(again.timed.timeoutsLeft(.away) == 0)
    #expect(again.timed.timeoutsLeft(.home) == 3)
  }

  @Test(
    "issue 11 item 4: the period left is kept too: Q2 at 4:00 with 2 fouls, previous, next, is Q2 at 4:00 with 2 fouls"
  )
  func forwardAgainFindsThePeriodAsLeft() {
    let second = basketball.after(.nextPeriod, .foul(.away), .foul(.away)).played(360)
    #expect(second.timed.clock.display == "4:00")
    let again = second.after(.previousPeriod, .nextPeriod)
    #expect(again.timed.periodLabel == "Q2")
    #expect(again.timed.clock.display == "4:00")
    #expect(again.timed.teamFouls(.away) == 2)
    #expect(!again.timed.isPeriodOver)
  }

  @Test("issue 11 item 4: a running clock is stopped where it stands when its period is left")
  func runningClockStopsOnLeaving() {
    let running = basketball.after(.startStop(at: .zero), .tick(at: reading(90)))
    let back = running.after(.nextPeriod, .previousPeriod)
    #expect(!back.timed.clock.isRunning)
    #expect(back.timed.clock.display == "8:30")
  }

  @Test("issue 11 item 4: hockey keeps a period's penalty clocks when the game steps back into it")
  func penaltiesSurviveAStepBack() {
    let penalized = hockey.after(.minorPenalty(.home)).played(30)
    let back = penalized.after(.nextPeriod, .previousPeriod)
    #expect(back.timed.penalties == penalized.timed.penalties)
    #expect(back.timed.penalties.count == 1)
  }

  @Test("issue 11 item 4: undo of a period move restores the game exactly")
  func undoRestoresExactly() {
    let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))
    var state = AppState(game: Game(scoreboard: basketball.after(.foul(.home)).played(60)))
    let before = state.game.present
    _ = reducer.reduce(&state, .scoreboard(.timed(.nextPeriod)))
    _ = reducer.reduce(&state, .undo)
    #expect(state.game.present == before)
  }
}
