import PropertyBased
import Scoreboard
import StateStore
import Testing

@Suite("the history screen's steps, preview and rewind (issue 13)")
struct MatchHistoryTests {
  let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  @Test("property: the preview of every step is exactly the game replay gives after that many changes")
  func previewEqualsReplay() async {
    await propertyCheck(input: ActionGen.game.array(of: 0...40)) { actions in
      var state = AppState()
      var replayed: [Game] = [state.game.present]
      for action in actions {
        let before = state.game.present
        _ = reducer.reduce(&state, action)
        if case .undo = action { continue }
        if case .redo = action { continue }
        if state.game.present != before { replayed.append(state.game.present) }
      }
      guard !actions.contains(.undo) && !actions.contains(.redo) else { return }
      #expect(state.historyCount == replayed.count)
      for step in 0..<state.historyCount {
        #expect(state.historyGame(atStep: step) == replayed[step], "step \(step)")
      }
    }
  }

  @Test("property: rewinding to any step then redoing returns the game before the rewind")
  func rewindThenRedo() async {
    await propertyCheck(input: ActionGen.game.array(of: 1...40), Gen.int(in: 0...40)) { actions, step in
      var state = reducer.reduced(AppState(), actions)
      let before = state.game.present
      let target = min(step, state.historyCount - 1)
      guard target < state.historyCount - 1 else { return }
      let preview = state.historyGame(atStep: target)
      _ = reducer.reduce(&state, .rewind(toStep: target))
      #expect(state.game.present == preview)
      _ = reducer.reduce(&state, .redo)
      #expect(state.game.present == before)
    }
  }

  @Test("rows say what each step changed, newest first; scoring only keeps the points and the start")
  func rows() {
    var state = AppState(game: Game(scoreboard: ScoreboardState(homeName: "Lions", awayName: "Tigers")))
    for action in [
      AppAction.scoreboard(.add(.home, points: 2)), .scoreboard(.swapEnds),
      .scoreboard(.add(.away, points: 1)),
    ] {
      _ = reducer.reduce(&state, action)
    }
    #expect(state.historySteps(scoringOnly: false) == [3, 2, 1, 0])
    #expect(state.historySteps(scoringOnly: true) == [3, 1, 0])
    #expect(state.historyRow(step: 1).change == "Lions 0 -> 2")
    #expect(state.historyRow(step: 2).change == "ends swapped")
    #expect(state.historyRow(step: 3).scoreLine == "Lions 2 : 1 Tigers")
    #expect(state.historyRow(step: 0).change == "start")
  }
}
