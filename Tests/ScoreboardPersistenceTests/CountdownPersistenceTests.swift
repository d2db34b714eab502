import Foundation
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

@Suite("Persistent game: countdowns")
struct CountdownPersistenceTests {
  @Test(
    "a countdown keeps its time through a crash and restart: begun at once, journaled, the right time left after"
  )
  func countdownThroughRestart() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let machine = ScriptedMachine()
    let badminton = Game(scoreboard: ScoreboardState(rules: .defaults(for: .badminton)))
    do {
      let (game, _) = try Fixture.open(directory, machine: machine, newGame: badminton)
      let reducer = AppState.reducer(environment: GameClockEnvironment(now: game.clock.now, ticks: { .none }))
      let store = Store(initialState: game.initialState, reducer: reducer, middleware: [game.middleware])
      store.dispatch(.scoreboard(.add(.home, points: 11)))
      #expect(store.state.scoreboard.countdown?.isCountingDown == true)
      machine.pass(10)
      store.dispatch(.scoreboard(.timed(.tick(at: game.clock.now()))))
      #expect(store.state.scoreboard.countdown?.display == "0:50")
      game.sync()
    }  // killed
    machine.pass(20)
    let (game, store) = try Fixture.open(directory, machine: machine)
    #expect(game.initialState.scoreboard.countdown?.isCountingDown == true)
    store.dispatch(.launched(game.launch))
    #expect(store.state.scoreboard.countdown?.display == "0:30")
    machine.pass(30)
    store.dispatch(.scoreboard(.timed(.tick(at: game.clock.now()))))
    #expect(store.state.scoreboard.countdown == nil)
    #expect(store.state.scoreboard.buzzerCount == 1)
  }
}
