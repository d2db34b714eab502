import PropertyBased
import Scoreboard
import StateStore
import Testing

/// Issue 24: the match as one timeline of effective steps, kept step by step.
@Suite("the timeline: effective steps, undo, redo and rewind (issue 24)")
struct TimelineTests {
  let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  /// The game's own reducer, with no undo: a fresh replay of the effective actions.
  static let plain = Reducer<Game, AppAction>.combine(
    .scope(state: \.scoreboard, action: .scoreboard, ScoreboardState.reducer),
    .scope(state: \.counters, action: .counters, CountersState.reducer)
  )

  /// A random session in any sport: points for both sides, take-backs, undo, redo, rewinds to any
  /// step, new matches of any sport, swaps and counters.
  static let session = Gen<AppAction>.frequency(
    (10, Gen<Side>.case.map { AppAction.scoreboard(.add($0, points: 1)) }),
    (1, zip(Gen<Side>.case, Gen.int(in: 2...4)).map { AppAction.scoreboard(.add($0, points: $1)) }),
    (1, Gen<Side>.case.map { AppAction.scoreboard(.subtract($0, points: 1)) }),
    (3, Gen.always(AppAction.undo)),
    (2, Gen.always(AppAction.redo)),
    (1, Gen.int(in: 0...60).map { AppAction.rewind(toStep: $0) }),
    (1, Gen<Sport>.case.map { AppAction.scoreboard(.newMatch(.defaults(for: $0))) }),
    (1, Gen.always(AppAction.scoreboard(.swapEnds))),
    (1, Gen.always(AppAction.counters(.increment(by: 1)))),
  )

  /// A start in any sport.
  static let start = Gen<Sport>.case.map { sport in
    AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: .defaults(for: sport))))
  }

  @Test("undo moves the last step to what redo brings back; a new step forgets it")
  func undoRedo() {
    let start = Game()
    let one = Game(scoreboard: .at(1, 0))
    let two = Game(scoreboard: .at(1, 1))
    let point = TimelineStep(from: start, to: one, by: .scoreboard(.add(.home, points: 1)))
    let answer = TimelineStep(from: one, to: two, by: .scoreboard(.add(.away, points: 1)))
    var timeline = Timeline(start)
    timeline.record(point)
    timeline.record(answer)
    timeline.undo()
    #expect(timeline.steps == [TimelineStep(game: start), point])
    #expect(timeline.undone == [[answer]])
    timeline.redo()
    #expect(timeline.steps == [TimelineStep(game: start), point, answer])
    #expect(timeline.undone.isEmpty)
    timeline.undo()
    timeline.record(answer)
    #expect(timeline.undone.isEmpty, "a new step forgets what could be redone")
  }

  @Test("rewind takes the later steps away in one move; one redo brings each back as its own step")
  func rewindThenRedo() {
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: .tableTennis))))
    for side in [Side.home, .home, .away, .home] {
      _ = reducer.reduce(&state, .scoreboard(.add(side, points: 1)))
    }
    let before = state.game
    _ = reducer.reduce(&state, .rewind(toStep: 1))
    #expect(Array(state.game.steps) == Array(before.steps.prefix(2)))
    #expect(state.game.undone == [Array(before.steps.suffix(3))])
    _ = reducer.reduce(&state, .redo)
    #expect(state.game == before, "the three steps come back as they were, each its own row")
    #expect(state.historyCount == 5)
  }

  @Test(
    "property: every step's game is a fresh replay of the effective actions, its facts derived from its neighbours"
  )
  func stepsAreAFreshReplay() async {
    await propertyCheck(input: Self.start, Self.session.array(of: 0...60)) { start, actions in
      let state = reducer.reduced(start, actions)
      let steps = state.game.steps
      var game = steps[0].game
      #expect(game == start.game.present)
      for (index, step) in steps.enumerated().dropFirst() {
        guard let action = step.action else {
          Issue.record("step \(index) has no action")
          return
        }
        _ = Self.plain.reduce(&game, action)
        #expect(game == step.game, "step \(index): \(action)")
        #expect(step.facts == StepFacts(from: steps[index - 1].game.scoreboard, to: step.game.scoreboard))
      }
      #expect(game == state.game.present)
    }
  }

  @Test(
    "property: the statistics read off the facts equal those of a fresh game fed only the effective points")
  func statisticsFromFacts() async {
    await propertyCheck(input: Self.start, Self.session.array(of: 0...60)) { start, actions in
      let state = reducer.reduced(start, actions)
      let board = state.scoreboard
      guard let fresh = board.pointStatistics else { return }
      #expect(state.matchStatistics == fresh)
    }
  }

  @Test("a game-winning rally says who won the game and its score, not the score it cleared")
  func gameWonRow() {
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: "Lee", awayName: "Kim", rules: .defaults(for: .tableTennis))))
    for _ in 0..<11 { _ = reducer.reduce(&state, .scoreboard(.add(.home, points: 1))) }
    #expect(state.historyRow(step: 10).change == "Lee 9 -> 10")
    #expect(state.historyRow(step: 11).change == "Lee wins game 1 11-0")
  }

  @Test("the point that wins a doubles match names the pair and the sets, not an empty score")
  func matchWonRow() {
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: .defaults(for: .tennis))))
    for _ in 0..<48 { _ = reducer.reduce(&state, .scoreboard(.add(.home, points: 1))) }
    let last = state.historyRow(step: state.historyCount - 1).change
    #expect(last == "Ann/Bob win the match 6-0 6-0")
    #expect(!last.contains("->"))
  }

  @Test("an answered toss says what was chosen, not 'asked again'")
  func tossRow() {
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: .defaults(for: .badminton))
      ))
    _ = reducer.reduce(&state, .scoreboard(.choose(.servingSide(.away))))
    let row = state.historyRow(step: 1).change
    #expect(row.hasPrefix("chosen: Cy/Di serve first"))
    #expect(!row.contains("asked again"))
  }
}
