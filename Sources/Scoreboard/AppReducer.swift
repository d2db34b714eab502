import StateStore

extension AppState {
  /// The app's reducer with the game clock on the continuous clock (``GameClockEnvironment/live``).
  public static let reducer = reducer(environment: .live)

  /// The app's reducer: the scoreboard and counters under one undo history, and the screen state
  /// beside it, with the game clock's time from `environment`.
  ///
  /// Whenever an action (undo and redo included) starts the game clock, the reducer starts the
  /// timer that ticks it; whenever one stops it (by hand, at expiry, a period change, a reset),
  /// it cancels the timer. Ticks leave the screen state alone, so they keep a pending count. A
  /// countdown an action arms is begun at once with the clock's reading, and has a timer of its own
  /// while it runs (``CountdownPhase``).
  ///
  /// ```swift
  /// let store = Store(initialState: AppState(), reducer: AppState.reducer(environment: .live))
  /// ```
  public static func reducer(environment: GameClockEnvironment) -> Reducer<AppState, AppAction> {
    let parts = Reducer<AppState, AppAction>.combine(
      .scope(state: \.game, Game.reducer),
      Reducer { app, action in
        action.isClockTick ? .none : UIState.reducer.reduce(&app.ui, action)
      }
    )
    return Reducer { app, action in
      if case .launched(let launch) = action {
        return app.launch(launch, reducer: parts, environment: environment)
      }
      if case .ui(.historyRestored(let timeline)) = action {
        app.game = timeline
        return .none
      }
      return parts.reduce(&app, action)
    }
    .onChange(of: { $0.scoreboard.winner }) { before, after, app, action in
      app.showSummary(whenWonBefore: before, after: after, by: action)
      return .none
    }
    .onChange(of: \.scoreboard.timed.clock.isRunning) { wasRunning, isRunning, app, _ in
      let timed = app.scoreboard.timed
      return environment.timerEffect(
        wasRunning: wasRunning, isRunning: isRunning, following: timed.clock,
        everyTenth: timed.needsTenths
      )
      .map { AppAction.scoreboard(.timed($0)) }
    }
    .onChange(of: \.scoreboard.countdownPhase) { _, phase, _, _ in
      countdownEffect(for: phase, environment: environment)
    }
  }
}

extension AppState {
  /// Opens the match summary when `action` has just won the match (not when a saved game is
  /// restored), and closes it when the match is no longer won (undo).
  fileprivate mutating func showSummary(whenWonBefore before: Side?, after: Side?, by action: AppAction) {
    if before == nil, after != nil, action.isGameChange || action.isClockTick {
      ui.isMatchSummaryShown = true
    } else if after == nil {
      ui.isMatchSummaryShown = false
    }
  }

  /// Starts the app with what it found: its notices on the status line, and a running clock
  /// brought to the launch reading with its timer started again.
  fileprivate mutating func launch(
    _ launch: Launch, reducer: Reducer<AppState, AppAction>, environment: GameClockEnvironment
  ) -> Effect<AppAction> {
    ui.notices[.launch] = launch.noticeLine
    guard scoreboard.isTicking || scoreboard.countdown?.isArmed == true else { return .none }
    _ = reducer.reduce(&self, .scoreboard(.timed(.tick(at: launch.clockReading))))
    let timed = scoreboard.timed
    let countdown = AppState.countdownEffect(for: scoreboard.countdownPhase, environment: environment)
    guard timed.clock.isRunning else { return countdown }
    return .merge(
      environment.ticks(following: timed.clock, everyTenth: timed.needsTenths)
        .map { AppAction.scoreboard(.timed($0)) },
      countdown)
  }

  /// What the app does when the countdown's phase becomes `phase`: begins an armed countdown at
  /// the clock's reading now (an action of its own, journaled at once), ticks a running one each
  /// time the seconds it shows change, and stops the ticks when there is none.
  fileprivate static func countdownEffect(
    for phase: CountdownPhase, environment: GameClockEnvironment
  ) -> Effect<AppAction> {
    switch phase {
    case .none: return .cancel(id: GameClockEnvironment.CountdownTimerID())
    case .armed: return .send(.scoreboard(.countdown(.begin(at: environment.now()))))
    case .running(let countdown):
      return environment.ticks(following: countdown).map { AppAction.scoreboard(.timed($0)) }
    }
  }
}

extension Game {
  /// The game's reducer on its timeline, with undo, redo and rewind. Screen changes pass by the
  /// timeline untouched: they are never steps, even if a later change made them touch the game.
  public static let reducer = Reducer<Game, AppAction>.combine(
    .scope(state: \.scoreboard, action: .scoreboard, ScoreboardState.reducer),
    .scope(state: \.counters, action: .counters, CountersState.reducer)
  )
  .timeline(isRecorded: \.isGameChange)
}

extension AppAction {
  /// Whether this action changes the game, and so may be an undo step; screen changes never are,
  /// nor are the game clock's ticks (they change the game, but only as time passes).
  var isGameChange: Bool {
    switch self {
    case .scoreboard: return !isClockTick
    case .counters: return true
    case .ui, .undo, .redo, .rewind, .launched: return false
    }
  }

  /// Whether this action is a reading of the clock: a tick of the timer, or the reading an armed
  /// countdown begins at (which the app sends by itself, right after the point that armed it).
  var isClockTick: Bool {
    switch self {
    case .scoreboard(.timed(.tick)), .scoreboard(.countdown(.begin)): return true
    default: return false
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
