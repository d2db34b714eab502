import PropertyBased
import Scoreboard
import StateStore
import Testing

@Suite("Timed sports: properties over random sessions")
struct TimedPropertyTests {
  let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  /// Random steps of a session; see ``TimedSession``.
  static let steps = zip(Gen.int(in: 0...19), Gen<Side>.case, Gen.int(in: -90...90))
    .map { TimedStep(kind: $0, side: $1, amount: $2) }
    .array(of: 0...60)

  /// Which of ``TimedSession/rules`` to play by.
  static let rulesIndex = Gen.int(in: 0...(TimedSession.rules.count - 1))

  /// A step that is not a tick, an undo or a redo: one the user makes.
  static let userStep = zip(Gen.int(in: 4...17), Gen<Side>.case, Gen.int(in: -90...90))
    .map { TimedStep(kind: $0, side: $1, amount: $2) }

  func start(_ rulesIndex: Int) -> AppState {
    AppState(game: Game(scoreboard: ScoreboardState(rules: TimedSession.rules[rulesIndex])))
  }

  @Test("undo after any timed action restores the state exactly, clock included")
  func undoRestoresExactly() async {
    await propertyCheck(input: Self.rulesIndex, Self.steps, Self.userStep) { rulesIndex, steps, step in
      let (actions, now) = TimedSession.actions(steps)
      let before = reducer.reduced(start(rulesIndex), actions)
      let action = TimedSession.actions([step], from: now).actions[0]
      let after = reducer.reduced(before, action)
      if after.game.present == before.game.present {
        #expect(after.game == before.game)
      } else {
        let undone = reducer.reduced(after, .undo)
        #expect(undone.game.present == before.game.present)
        #expect(undone.game.past == before.game.past)
      }
    }
  }

  @Test(
    "a tick is never an undo step and keeps a pending count; it opens the match summary only when it ends the match"
  )
  func ticksAreNotSteps() async {
    await propertyCheck(input: Self.rulesIndex, Self.steps, Gen.int(in: 1...9_000)) {
      rulesIndex, steps, millis in
      let (actions, now) = TimedSession.actions(steps)
      let before = reducer.reduced(start(rulesIndex), actions + [.ui(.typeCountDigit(4))])
      let after = reducer.reduced(before, .scoreboard(.timed(.tick(at: now + .milliseconds(millis)))))
      #expect(Array(after.game.steps.dropLast()) == Array(before.game.steps.dropLast()))
      #expect(after.game.steps.count == before.game.steps.count)
      #expect(after.game.undone == before.game.undone)
      #expect(after.ui.pendingCount == before.ui.pendingCount)
      var expectedUI = before.ui
      if before.scoreboard.winner == nil, after.scoreboard.winner != nil {
        // The clock running out decided the match: its summary opens, as for a winning point.
        expectedUI.overlay = .matchSummary
      }
      #expect(after.ui == expectedUI)
    }
  }

  @Test("a count-down never shows less than 0:00 nor more than the period's length; 0:00 only at expiry")
  func countdownStaysInPeriod() async {
    await propertyCheck(input: Self.rulesIndex, Self.steps) { rulesIndex, steps in
      var app = start(rulesIndex)
      for action in TimedSession.actions(steps).actions {
        _ = reducer.reduce(&app, action)
        let clock = app.scoreboard.timed.clock
        #expect(clock.played >= .zero)
        guard clock.direction == .down else { continue }
        #expect((Duration.zero...clock.length).contains(clock.shown))
        #expect((clock.display == "0:00") == clock.isExpired, "\(clock)")
        for side in Side.allCases {
          for penalty in app.scoreboard.timed.penaltyClocks(for: side) {
            #expect(penalty > .zero && penalty <= MinorPenalty.length)
          }
        }
      }
    }
  }

  @Test("fouls and timeouts left never go below 0")
  func countsNeverNegative() async {
    await propertyCheck(input: Self.rulesIndex, Self.steps) { rulesIndex, steps in
      var app = start(rulesIndex)
      for action in TimedSession.actions(steps).actions {
        _ = reducer.reduce(&app, action)
        for side in Side.allCases {
          #expect(app.scoreboard.timed.teamFouls(side) >= 0)
          if let left = app.scoreboard.timed.timeoutsLeft(side) { #expect(left >= 0) }
        }
      }
    }
  }
}
