import Clocks
import Scoreboard
import StateStore
import Testing

/// Reading `seconds` of the monotonic clock, as a `Duration` since its origin.
func reading(_ seconds: Double) -> Duration {
  .milliseconds(Int64((seconds * 1000).rounded()))
}

extension ScoreboardState {
  /// A 0 : 0 scoreboard for `sport` by its default rules, changed by `change`.
  static func playing(_ sport: Sport, _ change: (inout SportRules) -> Void = { _ in }) -> ScoreboardState {
    var rules = SportRules.defaults(for: sport)
    change(&rules)
    return ScoreboardState(rules: rules)
  }

  /// This scoreboard after the timed actions `actions`, in order.
  func after(_ actions: TimedAction...) -> ScoreboardState {
    ScoreboardState.reducer.reduced(self, actions.map { ScoreboardAction.timed($0) })
  }

  /// This scoreboard after the actions `actions`, in order.
  func then(_ actions: ScoreboardAction...) -> ScoreboardState {
    ScoreboardState.reducer.reduced(self, actions)
  }

  /// This scoreboard with the clock run from reading 0 to `seconds` and stopped there.
  func played(_ seconds: Double) -> ScoreboardState {
    after(.startStop(at: .zero), .startStop(at: reading(seconds)))
  }

  /// This scoreboard with the current period run out: the clock started and ticked past its end.
  func periodRunOut() -> ScoreboardState {
    after(.startStop(at: .zero), .tick(at: timed.clock.length + .seconds(1)))
  }
}

/// One step of a random session on a timed scoreboard, turned into an app action by
/// ``TimedSession``.
struct TimedStep: Sendable {
  var kind: Int
  var side: Side
  var amount: Int
}

/// Turns random steps into app actions with readings that only ever go forward.
enum TimedSession {
  /// The rules a session may be played by.
  static let rules: [SportRules] = {
    var hockey = SportRules.defaults(for: .hockey)
    hockey.penalties = true
    var soccer = SportRules.defaults(for: .soccer)
    soccer.extraTime = true
    var short = SportRules.defaults(for: .basketball)
    short.periodSeconds = 90
    short.overtimeSeconds = 30
    return [.defaults(for: .basketball), short, .defaults(for: .soccer), soccer, hockey]
  }()

  /// The actions of `steps`, starting from reading `start`; returns the reading reached as well.
  static func actions(_ steps: [TimedStep], from start: Duration = .zero) -> (
    actions: [AppAction], now: Duration
  ) {
    var now = start
    var actions: [AppAction] = []
    for step in steps {
      let magnitude = Int64(abs(step.amount))
      switch step.kind {
      case 0, 1, 2:
        now += .milliseconds(magnitude * 137)
        actions.append(.scoreboard(.timed(.tick(at: now))))
      case 3:
        now += .seconds(magnitude * 10)
        actions.append(.scoreboard(.timed(.tick(at: now))))
      case 4, 5:
        now += .milliseconds(magnitude * 31)
        actions.append(.scoreboard(.timed(.startStop(at: now))))
      default:
        actions.append(action(step))
      }
    }
    return (actions, now)
  }

  /// A step that needs no reading.
  static func action(_ step: TimedStep) -> AppAction {
    switch step.kind {
    case 6: return .scoreboard(.timed(.adjustClock(seconds: step.amount)))
    case 7: return .scoreboard(.timed(.adjustClock(seconds: step.amount.signum() * 60)))
    case 8: return .scoreboard(.timed(.nextPeriod))
    case 9: return .scoreboard(.timed(.previousPeriod))
    case 10: return .scoreboard(.timed(.endPeriod))
    case 11: return .scoreboard(.timed(.foul(step.side)))
    case 12: return .scoreboard(.timed(.removeFoul(step.side)))
    case 13: return .scoreboard(.timed(.timeout(step.side)))
    case 14: return .scoreboard(.timed(.removeTimeout(step.side)))
    case 15: return .scoreboard(.timed(.minorPenalty(step.side)))
    case 16: return .scoreboard(.add(step.side, points: abs(step.amount) % 3 + 1))
    case 17: return .scoreboard(.subtract(step.side, points: 1))
    case 18: return .undo
    default: return .redo
    }
  }
}

/// Waits until `condition` holds, for at most `timeout`; records an issue naming `what` when it
/// never does.
@discardableResult
func timedWaitUntil(
  _ what: String,
  timeout: Duration = .seconds(2),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () async -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while await !condition() {
    guard clock.now < deadline else {
      Issue.record("Timed out after \(timeout) waiting until \(what)", sourceLocation: sourceLocation)
      return false
    }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

extension TestClock<Duration> {
  /// Whether some task is sleeping on this clock, waiting for it to be advanced.
  func timedHasSleepers() async -> Bool {
    do {
      try await checkSuspension()
      return false
    } catch {
      return true
    }
  }

  /// Moves time one timer interval forward, once the timer is asleep on this clock: a timer task
  /// that went to sleep only after an advance would stay asleep until the next one.
  func advanceOneTick() async {
    await timedWaitUntil("the timer sleeps on the test clock") { await timedHasSleepers() }
    await advance(by: GameClockEnvironment.tickInterval)
  }

  /// Moves time forward by `ticks` timer intervals, one at a time.
  func advance(ticks: Int) async {
    for _ in 0..<ticks { await advanceOneTick() }
  }
}
