import StateStore

extension AppState {
  /// The app's reducer: the scoreboard and counters under one undo history, and the screen state
  /// beside it.
  public static let reducer = Reducer<AppState, AppAction>.combine(
    .scope(state: \.game, Game.reducer),
    .scope(state: \.ui, UIState.reducer)
  )
}

extension Game {
  /// The game's reducer, with undo and redo. Screen changes pass by the history untouched: they
  /// are never recorded as steps, even if a later change made them touch the game.
  public static let reducer = Reducer<Game, AppAction>.combine(
    .scope(state: \.scoreboard, action: .scoreboard, ScoreboardState.reducer),
    .scope(state: \.counters, action: .counters, CountersState.reducer)
  )
  .undoable(command: \.undoCommand, isRecorded: \.isGameChange)
}

extension AppAction {
  /// Whether this action asks to undo or redo.
  var undoCommand: UndoCommand? {
    switch self {
    case .undo: return .undo
    case .redo: return .redo
    case .scoreboard, .counters, .ui: return nil
    }
  }

  /// Whether this action changes the game, and so may be an undo step; screen changes never are.
  var isGameChange: Bool {
    switch self {
    case .scoreboard, .counters: return true
    case .ui, .undo, .redo: return false
    }
  }
}

extension ActionPath<AppAction, ScoreboardAction> {
  /// The scoreboard's actions inside the app's.
  public static let scoreboard = ActionPath(
    embed: AppAction.scoreboard,
    extract: { if case .scoreboard(let action) = $0 { action } else { nil } }
  )
}

extension ActionPath<AppAction, CounterAction> {
  /// The counters' actions inside the app's.
  public static let counters = ActionPath(
    embed: AppAction.counters,
    extract: { if case .counters(let action) = $0 { action } else { nil } }
  )
}
