import Scoreboard
import StateStore
import Testing

@Suite("App state: the parts joined, and undo")
struct AppRulesTests {
  let reducer = AppState.reducer

  @Test("a new app state holds a new game with nothing to undo or redo")
  func start() {
    let app = AppState()
    #expect(app.game.present == Game())
    #expect(app.scoreboard == ScoreboardState())
    #expect(app.counters == CountersState())
    #expect(app.game.canUndo == false)
    #expect(app.game.canRedo == false)
    let midGame = AppState(game: Game(scoreboard: .at(3, 4)))
    #expect(midGame.scoreboard == .at(3, 4))
    #expect(midGame.game.canUndo == false)
  }

  @Test("a scoreboard action changes the scoreboard as its own reducer does, and nothing else")
  func scoreboardActionRoutes() {
    let action = ScoreboardAction.add(.away, points: 3)
    var app = reducer.reduced(AppState(), .counters(.increment(by: 2)), .ui(.showHelp))
    let before = app
    let effect = reducer.reduce(&app, .scoreboard(action))
    #expect(effect.isNone)
    #expect(app.scoreboard == ScoreboardState.reducer.reduced(before.scoreboard, action))
    #expect(app.scoreboard.away.score == 3)
    #expect(app.counters == before.counters)
    #expect(app.ui == before.ui)
  }

  @Test("a counters action changes the counters as their own reducer does, and nothing else")
  func countersActionRoutes() {
    let action = CounterAction.add(name: "Laps", allowsNegative: false)
    var app = reducer.reduced(AppState(), .scoreboard(.add(.home, points: 2)), .ui(.nextScreen))
    let before = app
    let effect = reducer.reduce(&app, .counters(action))
    #expect(effect.isNone)
    #expect(app.counters == CountersState.reducer.reduced(before.counters, action))
    #expect(app.counters.selected.name == "Laps")
    #expect(app.scoreboard == before.scoreboard)
    #expect(app.ui == before.ui)
  }

  @Test("a UI action changes the UI state as its own reducer does, and leaves the game alone")
  func uiActionRoutes() {
    let action = UIAction.nextScreen
    var app = reducer.reduced(AppState(), .scoreboard(.add(.home, points: 2)))
    let before = app
    let effect = reducer.reduce(&app, .ui(action))
    #expect(effect.isNone)
    #expect(app.ui == UIState.reducer.reduced(before.ui, .ui(action)))
    #expect(app.ui.screen == .counters)
    #expect(app.game == before.game)
  }

  @Test("undo restores every part of the game: names, ends and the counter list")
  func undoRestoresEverything() {
    let before = reducer.reduced(
      AppState(), .scoreboard(.add(.home, points: 7)), .scoreboard(.add(.away, points: 2)),
      .counters(.add(name: "Laps", allowsNegative: true)))
    let actions: [AppAction] = [
      .scoreboard(.rename(.home, to: "Lions")), .scoreboard(.swapEnds), .scoreboard(.reset),
      .counters(.remove), .counters(.decrement(by: 4)), .counters(.selectNext),
    ]
    for action in actions {
      let after = reducer.reduced(before, action)
      #expect(after.game.present != before.game.present, "\(action) should change the game")
      #expect(reducer.reduced(after, .undo).game.present == before.game.present, "undo of \(action)")
    }
  }
}

@Suite("Launch: the first action carries what the app found at start")
struct LaunchTests {
  private static let environment = GameClockEnvironment(now: { .zero }, ticks: { .none })
  private let reducer = AppState.reducer(environment: LaunchTests.environment)

  @Test("the launch shows its notices on the status line, joined, and changes nothing of the game")
  func notices() {
    let launch = Launch(
      notices: ["the previous game is archived in /tmp/a", "restored 3 points"], clockReading: .zero)
    let app = reducer.reduced(AppState(), .launched(launch))
    #expect(app.ui.notice == "the previous game is archived in /tmp/a; restored 3 points")
    #expect(app.game == AppState().game)
    #expect(reducer.reduced(AppState(), .launched(Launch(clockReading: .zero))).ui.notice == nil)
  }

  @Test("a running clock is brought to the launch reading, and the launch is no undo step")
  func runningClock() {
    let basketball = Game(scoreboard: ScoreboardState(rules: .defaults(for: .basketball)))
    let running = reducer.reduced(
      AppState(game: basketball), .scoreboard(.timed(.startStop(at: .seconds(100)))))
    let launched = reducer.reduced(running, .launched(Launch(clockReading: .seconds(107))))
    #expect(launched.scoreboard.timed.clock.display == "9:53")
    #expect(launched.scoreboard.timed.clock.isRunning)
    #expect(launched.game.past.count == running.game.past.count)
  }

  @Test("a stopped clock stays where it stood")
  func stoppedClock() {
    let basketball = AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: .basketball))))
    let launched = reducer.reduced(basketball, .launched(Launch(clockReading: .seconds(500))))
    #expect(launched.scoreboard.timed.clock.display == "10:00")
  }
}
