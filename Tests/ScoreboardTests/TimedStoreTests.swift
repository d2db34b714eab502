import Clocks
import Scoreboard
import StateStore
import StateStoreTesting
import Testing

@Suite("Game clock in a store, on a test clock")
struct TimedStoreTests {
  let basketball = AppState(game: Game(scoreboard: .playing(.basketball)))

  @Test("start, 3 s later 9:57; stop, 5 s later still 9:57 and no effect running")
  func storeRunsTheClock() async {
    let clock = TestClock()
    let environment = GameClockEnvironment(clock: clock)
    let store = Store(initialState: basketball, reducer: AppState.reducer(environment: environment))

    store.dispatch(.scoreboard(.timed(.startStop(at: environment.now()))))
    #expect(store.runningEffectCount == 1)
    await clock.advance(ticks: 30)
    await timedWaitUntil("the clock shows 9:57") { store.state.scoreboard.clockDisplay == "9:57" }

    store.dispatch(.scoreboard(.timed(.startStop(at: environment.now()))))
    #expect(store.state.scoreboard.clockDisplay == "9:57")
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(5))
    #expect(store.state.scoreboard.clockDisplay == "9:57")
    #expect(store.runningEffectCount == 0)
  }

  @Test("the test store receives a tick each time the shown time changes: every second above a minute")
  func testStoreReceivesTicks() async {
    let clock = TestClock()
    let environment = GameClockEnvironment(clock: clock)
    let store = TestStore(initialState: basketball, reducer: AppState.reducer(environment: environment))

    store.exhaustivity = .off
    await store.send(.scoreboard(.timed(.startStop(at: environment.now())))) {
      #expect($0.scoreboard.timed.clock.isRunning)
    }
    store.exhaustivity = .on
    for second in 1...3 {
      await clock.advance(ticks: 10)
      let tick = TimedAction.tick(at: .seconds(second))
      await store.receive(.scoreboard(.timed(tick))) {
        $0.game.present.scoreboard.timed.apply(tick, scores: $0.scoreboard.scores)
      }
    }
    #expect(store.state.scoreboard.clockDisplay == "9:57")

    store.exhaustivity = .off
    await store.send(.scoreboard(.timed(.startStop(at: environment.now())))) {
      #expect(!$0.scoreboard.timed.clock.isRunning)
    }
    store.exhaustivity = .on
    await clock.advance(by: .seconds(5))
    #expect(store.state.scoreboard.clockDisplay == "9:57")
    await store.finish()
  }

  @Test("in the last minute of a count-down the timer ticks every tenth, when the tenths change")
  func tenthsInTheLastMinute() async {
    var rules = SportRules.defaults(for: .basketball)
    rules.periodSeconds = 30
    let clock = TestClock()
    let environment = GameClockEnvironment(clock: clock)
    let store = TestStore(
      initialState: AppState(game: Game(scoreboard: ScoreboardState(rules: rules))),
      reducer: AppState.reducer(environment: environment))
    store.exhaustivity = .off
    await store.send(.scoreboard(.timed(.startStop(at: environment.now()))))
    store.exhaustivity = .on
    for tenth in 1...5 {
      await clock.advanceOneTick()
      let tick = TimedAction.tick(at: .milliseconds(100 * tenth))
      await store.receive(.scoreboard(.timed(tick))) {
        $0.game.present.scoreboard.timed.apply(tick, scores: $0.scoreboard.scores)
      }
    }
    #expect(store.state.scoreboard.clockDisplay == "29.5")
    store.exhaustivity = .off
    await store.send(.scoreboard(.timed(.startStop(at: environment.now()))))
    await store.finish()
  }

  @Test("at expiry the timer stops by itself and the buzzer count goes up once")
  func expiryStopsTheTimer() async {
    var rules = SportRules.defaults(for: .basketball)
    rules.periodSeconds = 1
    let clock = TestClock()
    let environment = GameClockEnvironment(clock: clock)
    let store = Store(
      initialState: AppState(game: Game(scoreboard: ScoreboardState(rules: rules))),
      reducer: AppState.reducer(environment: environment))

    store.dispatch(.scoreboard(.timed(.startStop(at: environment.now()))))
    await clock.advance(ticks: 10)
    await timedWaitUntil("the period is over") { store.state.scoreboard.timed.isPeriodOver }
    #expect(store.state.scoreboard.timed.buzzerCount == 1)
    #expect(store.state.scoreboard.clockDisplay == "0:00")
    await timedWaitUntil("the timer has stopped") { store.runningEffectCount == 0 }
  }
}
