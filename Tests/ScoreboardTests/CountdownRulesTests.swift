import Foundation
import Scoreboard
import StateStore
import Testing

@Suite("Countdowns: the timeouts, intervals and warm-up the rules time")
struct CountdownRulesTests {
  static func board(_ sport: Sport, _ actions: [ScoreboardAction]) -> ScoreboardState {
    ScoreboardState.reducer.reduced(ScoreboardState(rules: .defaults(for: sport)), actions)
  }

  /// The countdown's kind and its length in whole seconds, or `nil`.
  static func started(_ board: ScoreboardState) -> (CountdownKind, Int64)? {
    board.countdown.map { ($0.kind, $0.length.components.seconds) }
  }

  @Test("BWF Law 16.2.1: the point that takes the leading score to 11 starts a 60-second interval")
  func badmintonIntervalAtEleven() throws {
    let ten = Self.board(.badminton, [.add(.home, points: 10)])
    #expect(ten.countdown == nil)
    let eleven = ScoreboardState.reducer.reduced(ten, .add(.home, points: 1))
    let (kind, seconds) = try #require(Self.started(eleven))
    #expect(kind == .interval && seconds == 60)
    #expect(eleven.countdown?.isArmed == true)
  }

  @Test("BWF Law 16.2.2: a game won starts a 120-second interval; the match won starts none")
  func badmintonBetweenGames() throws {
    let game = Self.board(.badminton, [.add(.home, points: 21)])
    let (kind, seconds) = try #require(Self.started(game))
    #expect(kind == .interval && seconds == 120)
    let match = ScoreboardState.reducer.reduced(game, .add(.home, points: 21))
    #expect(match.winner == .home)
    #expect(match.countdown == nil)
  }

  @Test("ITTF 3.4.4.1: a game won starts an interval of 1 minute; no interval within a game")
  func tableTennisBetweenGames() throws {
    let game = Self.board(.tableTennis, [.add(.away, points: 11)])
    let (kind, seconds) = try #require(Self.started(game))
    #expect(kind == .interval && seconds == 60)
    #expect(Self.board(.tableTennis, [.add(.away, points: 6)]).countdown == nil)
  }

  @Test("ITF Rule 29: 90 seconds at a change of ends, none after the first game of a set")
  func tennisChangeOfEnds() throws {
    let first = Self.board(.tennis, [.add(.home, points: 4)])
    #expect(first.match.situations.contains { $0.situation == .changeEnds })
    #expect(first.countdown == nil)
    let third = ScoreboardState.reducer.reduced(first, .add(.away, points: 4), .add(.home, points: 4))
    let (kind, seconds) = try #require(Self.started(third))
    #expect(kind == .interval && seconds == 90)
    let fourth = ScoreboardState.reducer.reduced(third, .add(.away, points: 4))
    #expect(fourth.countdown == nil)
  }

  @Test("ITF Rule 29: a set won starts a set break of 120 seconds")
  func tennisSetBreak() throws {
    let set = Self.board(.tennis, [.add(.home, points: 24)])
    let (kind, seconds) = try #require(Self.started(set))
    #expect(kind == .interval && seconds == 120)
  }

  @Test("FIVB 18.1: a set won starts the 3-minute interval between sets")
  func volleyballBetweenSets() throws {
    let set = Self.board(.volleyball, [.add(.home, points: 25)])
    let (kind, seconds) = try #require(Self.started(set))
    #expect(kind == .interval && seconds == 180)
  }

  @Test("FIVB 15.4.1: a timeout taken starts a 30-second countdown; one refused starts none")
  func volleyballTimeout() throws {
    let one = Self.board(.volleyball, [.timed(.timeout(.away))])
    let (kind, seconds) = try #require(Self.started(one))
    #expect(kind == .timeout && seconds == 30)
    let used = Self.board(.volleyball, [.timed(.timeout(.away)), .timed(.timeout(.away)), .countdown(.end)])
    #expect(used.countdown == nil)
    let refused = ScoreboardState.reducer.reduced(used, .timed(.timeout(.away)))
    #expect(refused.countdown == nil)
  }

  @Test("FIBA Art. 18.2: a timeout taken starts a 1-minute countdown; starting the clock ends it")
  func basketballTimeout() throws {
    let timeout = Self.board(.basketball, [.timed(.timeout(.home))])
    let (kind, seconds) = try #require(Self.started(timeout))
    #expect(kind == .timeout && seconds == 60)
    let resumed = ScoreboardState.reducer.reduced(timeout, .timed(.startStop(at: .seconds(5))))
    #expect(resumed.timed.clock.isRunning)
    #expect(resumed.countdown == nil)
  }

  @Test("a sport whose rules time nothing starts no countdown: pickleball's game won, soccer's goal")
  func untimed() {
    #expect(Self.board(.pickleball, [.add(.home, points: 11)]).countdown == nil)
    #expect(Self.board(.soccer, [.add(.home, points: 1)]).countdown == nil)
  }

  @Test("an armed countdown begins at its reading, runs down with the ticks and ends at zero with the buzzer")
  func runsToZero() throws {
    let armed = Self.board(.badminton, [.add(.home, points: 11)])
    let begun = ScoreboardState.reducer.reduced(armed, .countdown(.begin(at: .seconds(100))))
    #expect(begun.countdown?.isCountingDown == true)
    let later = ScoreboardState.reducer.reduced(begun, .timed(.tick(at: .seconds(152))))
    #expect(later.countdown?.display == "0:08")
    #expect(later.countdown?.isWarning == true)
    #expect(later.buzzerCount == 0)
    let ended = ScoreboardState.reducer.reduced(later, .timed(.tick(at: .seconds(160))))
    #expect(ended.countdown == nil)
    #expect(ended.buzzerCount == 1)
  }

  @Test("a countdown a key started ends by a key, without the buzzer; a point ends one running")
  func endedByKeyOrPoint() {
    let warmUp = Self.board(.tennis, [.countdown(.start(.warmUp, seconds: 300, at: .seconds(10)))])
    #expect(warmUp.countdown?.kind == .warmUp && warmUp.countdown?.display == "5:00")
    let ended = ScoreboardState.reducer.reduced(warmUp, .countdown(.end))
    #expect(ended.countdown == nil && ended.buzzerCount == 0)
    let played = ScoreboardState.reducer.reduced(warmUp, .add(.away, points: 1))
    #expect(played.countdown == nil)
  }

  @Test("the keys: w starts the warm-up at its --warm-up length, a second w ends it; i the sport's interval")
  func keys() throws {
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: .tennis))))
    state.ui.warmUpSeconds = 3
    let start = try #require(GameCommand.countdown(.warmUp).actions(in: state, at: .seconds(7)))
    #expect(start == [.scoreboard(.countdown(.start(.warmUp, seconds: 3, at: .seconds(7))))])
    _ = AppState.reducer(environment: Self.environment).reduce(&state, start[0])
    #expect(
      GameCommand.countdown(.warmUp).actions(in: state, at: .seconds(8)) == [.scoreboard(.countdown(.end))])
    let interval = GameCommand.countdown(.interval).actions(in: state, at: .seconds(8))
    #expect(interval == [.scoreboard(.countdown(.start(.interval, seconds: 120, at: .seconds(8))))])
    #expect(GameCommand(actionName: "countdown warm-up") == .countdown(.warmUp))
    #expect(GameCommand(actionName: "countdown end") == .endCountdown)
    #expect(GameCommand.countdown(.timeout).actionName == "countdown timeout")
  }

  static let environment = GameClockEnvironment(now: { .seconds(42) }, ticks: { .none })

  @Test("in the app, the point that arms a countdown has it begun at once, and undo takes both back")
  func appBeginsAndUndoes() {
    let start = AppState(game: Game(scoreboard: ScoreboardState(rules: .badminton)))
    let reducer = AppState.reducer(environment: Self.environment)
    var state = reducer.reduced(start, .scoreboard(.add(.home, points: 11)))
    #expect(state.scoreboard.countdown?.isArmed == true)
    state = reducer.reduced(state, .scoreboard(.countdown(.begin(at: .seconds(42)))))
    #expect(state.scoreboard.countdown?.isCountingDown == true)
    #expect(state.game.steps.count == 2)
    state = reducer.reduced(state, .undo)
    #expect(state.scoreboard.countdown == nil)
    state = reducer.reduced(state, .redo)
    #expect(state.scoreboard.countdown?.isCountingDown == true)
  }

  @Test(
    "a countdown is saved with the board and read back with its readings; a board saved without one reads none"
  )
  func saved() throws {
    let begun = Self.board(
      .badminton,
      [.add(.home, points: 11), .countdown(.begin(at: .seconds(100))), .timed(.tick(at: .seconds(130)))]
    )
    let data = try JSONEncoder().encode(begun)
    let read = try JSONDecoder().decode(ScoreboardState.self, from: data)
    #expect(read == begun)
    #expect(read.countdown?.display == "0:30")
    let plain = try JSONEncoder().encode(ScoreboardState(rules: .badminton))
    #expect(!String(decoding: plain, as: UTF8.self).contains("countdown"))
    #expect(try JSONDecoder().decode(ScoreboardState.self, from: plain).countdown == nil)
  }
}
