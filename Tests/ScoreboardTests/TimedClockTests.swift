import Scoreboard
import StateStore
import Synchronization
import Testing

@Suite("Game clock")
struct TimedClockTests {
  let basketball = ScoreboardState.playing(.basketball)

  @Test("FIBA 8.1: a quarter lasts 10 minutes; the clock counts down from 10:00")
  func quarterCountsDown() {
    #expect(basketball.timed.clock.display == "10:00")
    #expect(basketball.timed.clock.length == .seconds(600))
    let running = basketball.after(.startStop(at: reading(100)), .tick(at: reading(103)))
    #expect(running.timed.clock.isRunning)
    #expect(running.timed.clock.display == "9:57")
    #expect(running.clockDisplay == "9:57")
  }

  @Test("start and stop: the clock stops at the stop's reading and shows the same time while stopped")
  func startAndStop() {
    let stopped = basketball.after(
      .startStop(at: reading(0)), .tick(at: reading(3)), .startStop(at: reading(5.5)))
    #expect(!stopped.timed.clock.isRunning)
    #expect(stopped.timed.clock.played == .milliseconds(5_500))
    #expect(stopped.timed.clock.display == "9:55")
    #expect(stopped.after(.tick(at: reading(60))) == stopped)
  }

  @Test("a restart adds the new run to the time played before it")
  func restartAddsUp() {
    let board = basketball.after(
      .startStop(at: reading(0)), .startStop(at: reading(10)), .startStop(at: reading(100)),
      .tick(at: reading(105)))
    #expect(board.timed.clock.played == .seconds(15))
    #expect(board.timed.clock.display == "9:45")
  }

  @Test("time comes from readings, never from counting ticks: one late tick shows the right time")
  func readingsNotTicks() {
    let oneTick = basketball.after(.startStop(at: reading(0)), .tick(at: reading(61.3)))
    let manyTicks = ScoreboardState.reducer.reduced(
      basketball.after(.startStop(at: reading(0))),
      (1...613).map { .timed(.tick(at: .milliseconds(Int64($0) * 100))) })
    #expect(oneTick.timed.clock.display == "8:59")
    #expect(manyTicks.timed.clock == oneTick.timed.clock)
  }

  @Test("a stale tick, earlier than the latest reading, never moves the clock back")
  func staleTick() {
    let board = basketball.after(.startStop(at: reading(0)), .tick(at: reading(20)))
    #expect(board.after(.tick(at: reading(12))) == board)
  }

  @Test("expiry: at 0:00 the clock stops, the period is over and the buzzer sounds once")
  func expiry() {
    let board = basketball.after(.startStop(at: reading(0)), .tick(at: reading(600.05)))
    #expect(!board.timed.clock.isRunning)
    #expect(board.timed.clock.isExpired)
    #expect(board.timed.isPeriodOver)
    #expect(board.timed.buzzerCount == 1)
    #expect(board.timed.clock.display == "0:00")
    #expect(board.after(.tick(at: reading(601))) == board)
    #expect(board.after(.startStop(at: reading(602))) == board)
  }

  @Test("a stop whose reading is past 0:00 expires the clock and sounds the buzzer")
  func stopPastExpiry() {
    let board = basketball.after(.startStop(at: reading(0)), .startStop(at: reading(700)))
    #expect(board.timed.isPeriodOver)
    #expect(board.timed.buzzerCount == 1)
    #expect(board.timed.clock.remaining == .zero)
  }

  @Test(
    "FIBA equipment: seconds and tenths in the last minute, rounded up",
    arguments: [
      (600.0, "10:00"), (60.5, "1:01"), (60.0, "1:00"), (59.95, "1:00"), (59.9, "59.9"), (59.84, "59.9"),
      (10.0, "10.0"), (5.0, "5.0"), (0.15, "0.2"), (0.01, "0.1"),
    ])
  func tenthsInLastMinute(remaining: Double, shown: String) {
    var clock = GameClock(length: .seconds(600), direction: .down)
    clock.start(at: .zero)
    clock.advance(to: .seconds(600) - reading(remaining))
    #expect(clock.display == shown)
  }

  @Test("round-up: a count-down shows 0:00 only at expiry")
  func zeroOnlyAtExpiry() {
    var clock = GameClock(length: .seconds(600), direction: .down)
    clock.start(at: .zero)
    clock.advance(to: .seconds(600) - .milliseconds(1))
    #expect(clock.display == "0.1")
    #expect(!clock.isExpired)
    let expired = clock.advance(to: .seconds(600))
    #expect(expired)
    #expect(clock.display == "0:00")
    #expect(clock.isExpired && !clock.isRunning)
  }

  @Test("adjusting while stopped: -1/+1 second and -1/+1 minute, clamped within the period")
  func adjustWhileStopped() {
    #expect(basketball.after(.adjustClock(seconds: 1)).timed.clock.display == "10:00")
    #expect(basketball.after(.adjustClock(seconds: -1)).timed.clock.display == "9:59")
    #expect(
      basketball.after(.adjustClock(seconds: -1), .adjustClock(seconds: -60)).timed.clock.display == "8:59")
    #expect(
      basketball.after(.adjustClock(seconds: -60), .adjustClock(seconds: 60)).timed.clock.display == "10:00")
    let drained = ScoreboardState.reducer.reduced(
      basketball, Array(repeating: .timed(.adjustClock(seconds: -60)), count: 12))
    #expect(drained.timed.clock.display == "0:00")
    #expect(!drained.timed.isPeriodOver)
    #expect(drained.timed.buzzerCount == 0)
    #expect(basketball.after(.adjustClock(seconds: .min)).timed.clock.remaining == .zero)
    #expect(basketball.after(.adjustClock(seconds: .max)).timed.clock.remaining == .seconds(600))
  }

  @Test("adjusting is refused while the clock runs")
  func noAdjustWhileRunning() {
    let running = basketball.after(.startStop(at: reading(0)), .tick(at: reading(1)))
    #expect(running.after(.adjustClock(seconds: 30)) == running)
  }

  @Test("time put back on an expired clock opens the period again; the buzzer count stays")
  func adjustReopens() {
    let expired = basketball.periodRunOut()
    let reopened = expired.after(.adjustClock(seconds: 1))
    #expect(!reopened.timed.isPeriodOver)
    #expect(reopened.timed.clock.display == "1.0")
    #expect(reopened.timed.buzzerCount == 1)
    let rerun = reopened.after(.startStop(at: reading(1000)), .tick(at: reading(1001)))
    #expect(rerun.timed.buzzerCount == 2)
  }

  @Test(
    "next period: the clock starts over, stopped, at the period's length; previous period goes back to it as left"
  )
  func periodChange() {
    let second = basketball.after(.startStop(at: reading(0)), .tick(at: reading(30)), .nextPeriod)
    #expect(second.timed.period == 2)
    #expect(second.timed.periodLabel == "Q2")
    #expect(!second.timed.clock.isRunning)
    #expect(second.timed.clock.display == "10:00")
    let back = second.played(12).after(.previousPeriod)
    #expect(back.timed.period == 1)
    #expect(back.timed.clock.display == "9:30")
    #expect(basketball.after(.previousPeriod) == basketball)
  }

  @Test("timed actions do nothing in a sport without a clock")
  func untimedSportsIgnore() {
    let generic = ScoreboardState()
    let actions: [TimedAction] = [
      .startStop(at: .zero), .tick(at: .seconds(5)), .nextPeriod, .foul(.home), .timeout(.away),
      .minorPenalty(.home),
      .endPeriod, .adjustClock(seconds: 5),
    ]
    #expect(ScoreboardState.reducer.reduced(generic, actions.map { .timed($0) }) == generic)
    #expect(generic.clockDisplay == nil)
  }

  @Test("reset and a new match put the clock back at the start of the first period")
  func resetRestartsClock() {
    let board = basketball.after(
      .startStop(at: reading(0)), .tick(at: reading(30)), .nextPeriod, .foul(.home))
    #expect(board.then(.reset).timed == basketball.timed)
    let soccer = board.then(.newMatch(.defaults(for: .soccer)))
    #expect(soccer.timed == TimedState(rules: .defaults(for: .soccer)))
  }

  @Test("starting the clock starts the timer; stopping, expiry, period changes and undo cancel it")
  func timerFollowsTheClock() {
    let started = Mutex(0)
    let environment = GameClockEnvironment(
      now: { .zero },
      ticks: {
        started.withLock { $0 += 1 }
        return .run { _ in }
      })
    let reducer = AppState.reducer(environment: environment)
    var app = AppState(game: Game(scoreboard: basketball))
    func send(_ action: TimedAction) -> Effect<AppAction> {
      reducer.reduce(&app, .scoreboard(.timed(action)))
    }

    #expect(!send(.startStop(at: reading(0))).isNone)
    #expect(started.withLock { $0 } == 1)
    #expect(send(.tick(at: reading(1))).isNone)
    #expect(!send(.startStop(at: reading(2))).isNone, "stopping cancels")
    #expect(send(.adjustClock(seconds: -1)).isNone)
    #expect(send(.nextPeriod).isNone, "no timer runs while stopped")
    #expect(started.withLock { $0 } == 1)

    _ = send(.startStop(at: reading(3)))
    #expect(!send(.tick(at: reading(700))).isNone, "expiry cancels")
    #expect(send(.nextPeriod).isNone)
    _ = send(.startStop(at: reading(800)))
    #expect(!send(.nextPeriod).isNone, "a period change stops the clock and cancels")
    #expect(started.withLock { $0 } == 3)
    #expect(!reducer.reduce(&app, .undo).isNone)
    #expect(app.scoreboard.timed.clock.isRunning, "undo brings the running clock back, and its timer")
    #expect(!reducer.reduce(&app, .undo).isNone, "undoing the start cancels")
    #expect(!app.scoreboard.timed.clock.isRunning)
    #expect(started.withLock { $0 } == 4)
  }
}
