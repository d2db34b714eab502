import Scoreboard
import ScoreboardPersistence
import StateStore

/// What the follow view shows: the game another scoreboard-tui keeps, as last read from its state
/// directory, with this terminal's own screen state, and whether the keeper is running.
///
/// The game only changes by what was read (``FollowAction/loaded(_:)`` and
/// ``FollowAction/advanced(_:)``), never by keys; the screen state (which screen, help, the notice)
/// stays local to this terminal.
public struct FollowState: Equatable, Sendable {
  /// The game as read, and this terminal's screen state: what the views draw.
  public var app: AppState
  /// Whether the app keeping the game was running at the last look.
  public var isKeeperRunning: Bool
  /// Whether the directory held a game at the last look.
  public var hasSavedGame: Bool
  /// Why the last read failed (a newer version's files, say), or `nil`.
  public var readError: String?
  /// Why `follow --url` has no stream from its server just now (it reconnects by itself), or
  /// `nil`.
  public var connectionProblem: String?

  /// A follow view that has not read anything yet.
  public init(app: AppState = AppState(), isKeeperRunning: Bool = false, hasSavedGame: Bool = false) {
    self.app = app
    self.isKeeperRunning = isKeeperRunning
    self.hasSavedGame = hasSavedGame
    self.readError = nil
    self.connectionProblem = nil
  }

  /// Whether the followed game clock (or countdown) should advance here: it runs in the saved game. A running
  /// clock is the match's, not its keeper's: it runs on while no keeper runs (after a quit or a
  /// crash), as `status` shows it and as the keeper finds it when it starts again.
  public var isClockAdvancing: Bool {
    app.scoreboard.isTicking
  }

  /// The line for the status bar: what is followed, and whether it is live.
  public var statusNotice: String {
    if let connectionProblem { return connectionProblem }
    if let readError { return "cannot read the saved game: \(readError)" }
    if !isKeeperRunning && !hasSavedGame { return "no saved game yet; waiting for the scoreboard to start" }
    if !isKeeperRunning && isClockAdvancing {
      return "scoreboard not running: last saved game shown, its clock running on"
    }
    if !isKeeperRunning { return "scoreboard not running: last saved game shown" }
    return "following the scoreboard live"
  }
}

/// A game read from a state directory, for ``FollowAction/loaded(_:)``.
public struct FollowedGame: Equatable, Sendable {
  /// The game with its undo history, as saved.
  public var game: Timeline
  /// Whether the directory held a game (else `game` is a new one).
  public var hasSavedGame: Bool
  /// Whether the keeper was running when the game was read.
  public var isKeeperRunning: Bool
  /// The game clock's reading when the game was read (on the keeper's clock): a running clock is
  /// shown as of this reading, not as of the last tick the keeper saved.
  public var readAt: Duration

  /// A game read at clock reading `readAt`.
  public init(game: Timeline, hasSavedGame: Bool, isKeeperRunning: Bool, readAt: Duration) {
    self.game = game
    self.hasSavedGame = hasSavedGame
    self.isKeeperRunning = isKeeperRunning
    self.readAt = readAt
  }
}

/// Records read from a state directory after the game the follow view has, for
/// ``FollowAction/advanced(_:)``.
public struct FollowedRecords: Equatable, Sendable {
  /// The records, oldest first: each carries on the game from the one before.
  public var records: [JournalRecord]
  /// Whether the keeper was running when they were read.
  public var isKeeperRunning: Bool
  /// The game clock's reading when they were read (on the keeper's clock).
  public var readAt: Duration

  /// Records read at clock reading `readAt`.
  public init(records: [JournalRecord], isKeeperRunning: Bool, readAt: Duration) {
    self.records = records
    self.isKeeperRunning = isKeeperRunning
    self.readAt = readAt
  }
}

/// What can happen in the follow view.
public enum FollowAction: Equatable, Sendable {
  /// One of the app's actions: only screen changes and the game clock's ticks are taken; every
  /// other action is dropped, so nothing here can change the followed game.
  case app(AppAction)
  /// The game was read whole: it replaces the one shown.
  case loaded(FollowedGame)
  /// Records written after the game shown were read: they are applied to it, one by one.
  case advanced(FollowedRecords)
  /// Reading the game failed; the last one read stays on show.
  case readFailed(String)
  /// `follow --url` lost its server's stream, said as the status line shows it (`lost
  /// http://HOST:PORT: connection refused; reconnecting`); the last game read stays on show.
  case connectionLost(String)

  /// Whether the follow view takes this app action: screen changes and clock ticks.
  public static func accepts(_ action: AppAction) -> Bool {
    switch action {
    case .ui: return true
    case .scoreboard(.timed(.tick)): return true
    case .scoreboard, .counters, .undo, .redo, .rewind, .launched: return false
    }
  }
}

extension FollowState {
  /// The follow view's reducer, with the game clock's readings and timer from `environment`
  /// (the keeper's clock: ``GameClockEnvironment/live(shiftedBy:)`` with the keeper's shift).
  ///
  /// While the followed clock runs, a local timer ticks it every
  /// ``GameClockEnvironment/tickInterval``, so the time shown advances smoothly although the
  /// keeper saves ticks seldom (and none while it is not running); the timer stops when the clock
  /// does.
  public static func reducer(environment: GameClockEnvironment) -> Reducer<FollowState, FollowAction> {
    let app = AppState.reducer(environment: environment)
    let tick = AppState.reducer(environment: GameClockEnvironment(now: environment.now, ticks: { .none }))
    let follow = Reducer<FollowState, FollowAction> { state, action in
      switch action {
      case .app(let action):
        guard accepts(action) else { return .none }
        if case .scoreboard(.timed(.tick)) = action, !state.isClockAdvancing {
          // A tick left over from a timer that was just stopped: the saved game stays as read.
          return .none
        }
        return app.reduce(&state.app, action).map(FollowAction.app)
      case .loaded(let loaded):
        state.app.game = loaded.game
        state.hasSavedGame = loaded.hasSavedGame
        state.took(isKeeperRunning: loaded.isKeeperRunning, readAt: loaded.readAt, tick: tick)
        return .none
      case .advanced(let advanced):
        // The records change the game only: this terminal's screen state stays as it was.
        let screen = state.app.ui
        for record in advanced.records {
          state.app.apply(record)
        }
        state.app.ui = screen
        if !advanced.records.isEmpty { state.hasSavedGame = true }
        state.took(isKeeperRunning: advanced.isKeeperRunning, readAt: advanced.readAt, tick: tick)
        return .none
      case .readFailed(let reason):
        state.readError = reason
        state.app.ui.notices[.follow] = state.statusNotice
        return .none
      case .connectionLost(let problem):
        state.connectionProblem = problem
        state.app.ui.notices[.follow] = state.statusNotice
        return .none
      }
    }
    return follow.onChange(of: \.isClockAdvancing) { wasAdvancing, isAdvancing, _, _ in
      environment.timerEffect(wasRunning: wasAdvancing, isRunning: isAdvancing)
        .map { FollowAction.app(.scoreboard(.timed($0))) }
    }
  }

  private static func accepts(_ action: AppAction) -> Bool {
    FollowAction.accepts(action)
  }

  /// Takes in a reading's keeper and clock reading: a running clock shown as of `readAt`.
  private mutating func took(isKeeperRunning: Bool, readAt: Duration, tick: Reducer<AppState, AppAction>) {
    self.isKeeperRunning = isKeeperRunning
    readError = nil
    connectionProblem = nil
    if isClockAdvancing {
      _ = tick.reduce(&app, .scoreboard(.timed(.tick(at: readAt))))
    }
    app.ui.notices[.follow] = statusNotice
  }
}
