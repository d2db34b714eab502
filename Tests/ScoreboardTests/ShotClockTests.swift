import Scoreboard
import StateStore
import Testing

@Suite("Basketball shot clock (FIBA Art. 29) and NBA timeouts (NBA rule 5, section VII)")
struct ShotClockTests {
  static func withShotClock() throws -> ScoreboardState {
    var choices = RuleChoices()
    choices[.shotClock] = true
    return ScoreboardState(rules: try SportRules(sport: .basketball, choices: choices))
  }

  @Test("FIBA 29.1: the shot clock starts at 24 and runs and stops with the game clock")
  func runsWithTheGameClock() throws {
    let start = try Self.withShotClock()
    #expect(start.timed.shotClockSeconds == 24)
    let running = start.after(.startStop(at: .zero), .tick(at: reading(5.5)))
    #expect(running.timed.shotClockSeconds == 19)
    #expect(running.timed.clock.display == "9:55")
    let stopped = running.after(.startStop(at: reading(6)), .tick(at: reading(20)))
    #expect(stopped.timed.shotClockSeconds == 18)
    #expect(!stopped.timed.shotClock!.isRunning)
  }

  @Test("FIBA 29.1.2: when it runs out the buzzer sounds and the game clock stops at that instant")
  func expiry() throws {
    let expired = try Self.withShotClock().after(.startStop(at: .zero), .tick(at: reading(24.3)))
    #expect(expired.timed.shotClockSeconds == 0)
    #expect(expired.timed.isShotClockExpired)
    #expect(!expired.timed.clock.isRunning)
    #expect(expired.timed.clock.remaining == .seconds(576), "stopped at 24.0 s, not at the late tick")
    #expect(expired.timed.buzzerCount == 1)
    #expect(expired.match.callout == "Shot clock violation")
  }

  @Test("FIBA 29.2: reset to 24 for a new possession, to 14 after an offensive rebound, running on")
  func resets() throws {
    let running = try Self.withShotClock().after(.startStop(at: .zero), .tick(at: reading(10)))
    let fourteen = running.after(.resetShotClock(seconds: 14, at: reading(10)), .tick(at: reading(12)))
    #expect(fourteen.timed.shotClockSeconds == 12)
    let stopped = running.after(.startStop(at: reading(11)), .resetShotClock(seconds: 24, at: reading(11)))
    #expect(stopped.timed.shotClockSeconds == 24 && !stopped.timed.shotClock!.isRunning)
    let afterViolation = running.after(.tick(at: reading(30)), .resetShotClock(seconds: 24, at: reading(31)))
    #expect(afterViolation.match.callout == nil)
    #expect(
      running.after(.resetShotClock(seconds: 99, at: reading(10))) == running, "more than 24 is refused")
  }

  @Test("a timeout stops both clocks; a new period starts the shot clock at 24 again")
  func timeoutAndPeriod() throws {
    let running = try Self.withShotClock().after(.startStop(at: .zero), .tick(at: reading(4)))
    let timeout = running.after(.timeout(.home))
    #expect(!timeout.timed.clock.isRunning && !timeout.timed.shotClock!.isRunning)
    let nextQuarter = running.after(.startStop(at: reading(4)), .nextPeriod)
    #expect(nextQuarter.timed.shotClockSeconds == 24)
  }

  @Test("without --shot-clock there is none; the option is basketball's only")
  func optional() {
    #expect(ScoreboardState.playing(.basketball).timed.shotClockSeconds == nil)
    var choices = RuleChoices()
    choices[.shotClock] = true
    #expect(throws: RulesError.self) { try SportRules(sport: .soccer, choices: choices) }
  }

  @Test("the JSON clock carries shot_clock; the board's header shows it")
  func shown() throws {
    let report = GameReport(Game(scoreboard: try Self.withShotClock()))
    #expect(report.clock?.shotClock == 24)
    #expect(GameReport(Game(scoreboard: .playing(.basketball))).clock?.shotClock == nil)
  }

  static func nba() throws -> ScoreboardState {
    var choices = RuleChoices()
    choices[.format] = "nba"
    return ScoreboardState(rules: try SportRules(sport: .basketball, choices: choices))
  }

  @Test("NBA rule 5 VII: seven timeouts for regulation, whatever the half")
  func sevenPerGame() throws {
    var board = try Self.nba()
    #expect(board.timed.timeoutsLeft(.home) == 7)
    for _ in 0..<3 { board = board.after(.timeout(.home)) }
    board = board.after(.nextPeriod, .nextPeriod)
    #expect(board.timed.timeoutsLeft(.home) == 4, "no new allowance at half time")
    board = board.after(.timeout(.home), .timeout(.home))
    #expect(board.timed.timeoutsLeft(.home) == 2)
  }

  @Test("NBA rule 5 VII: at most 4 in the fourth quarter, 2 in its last 3 minutes; 2 in each overtime")
  func lateLimits() throws {
    let fourth = try Self.nba().after(.nextPeriod, .nextPeriod, .nextPeriod)
    #expect(fourth.timed.timeoutsLeft(.home) == 4)
    let late = fourth.after(.adjustClock(seconds: -(12 * 60 - 170)))
    #expect(late.timed.timeoutsLeft(.home) == 2)
    let taken = late.after(.timeout(.home), .timeout(.home), .timeout(.home))
    #expect(taken.timed.timeoutsLeft(.home) == 0)
    #expect(taken.timed.timeoutsTaken.count == 2)
  }
}
