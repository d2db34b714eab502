import StateStore

extension Reducer where State == Game, Action == AppAction {
  /// This game reducer on a ``Timeline``: undo, redo and rewind move its steps; an action that
  /// `isRecorded` accepts and that changes the game is a new step, its facts derived once from the
  /// game before and after it; any other action changes the present without a step (a clock tick,
  /// a screen change that touched the game).
  ///
  /// An action that leaves the game as it was makes no step, so undo never seems to do nothing.
  public func timeline(isRecorded: @escaping @Sendable (AppAction) -> Bool) -> Reducer<Timeline, AppAction> {
    Reducer<Timeline, AppAction> { timeline, action in
      switch action {
      case .undo:
        timeline.undo()
        return .none
      case .redo:
        timeline.redo()
        return .none
      case .rewind(let step):
        timeline.rewind(toStep: step)
        return .none
      default:
        let before = timeline.present
        var game = before
        let effect = reduce(&game, action)
        if isRecorded(action) && game != before {
          timeline.record(game, by: action, after: before)
        } else {
          timeline.present = game
        }
        return effect
      }
    }
  }
}
