import Scoreboard
import StateStore

extension Reducer {
  /// The state after reducing `actions` in order, starting from `state`; effects are ignored.
  func reduced(_ state: State, _ actions: [Action]) -> State {
    var state = state
    for action in actions {
      _ = reduce(&state, action)
    }
    return state
  }

  /// The state after reducing `actions` in order, starting from `state`; effects are ignored.
  func reduced(_ state: State, _ actions: Action...) -> State {
    reduced(state, actions)
  }
}

extension ScoreboardState {
  /// A scoreboard at `home` : `away`, reached through the reducer.
  static func at(_ home: Int, _ away: Int) -> ScoreboardState {
    ScoreboardState.reducer.reduced(ScoreboardState(), .add(.home, points: home), .add(.away, points: away))
  }
}

extension AppAction {
  /// Whether the action belongs to the game (scoreboard, counters, undo, redo) rather than the screen.
  var isGameAction: Bool {
    if case .ui = self { return false }
    return true
  }
}
