import Scoreboard

extension KeyCommand {
  /// Whether the command means something when it comes from outside the keeper's terminal (the
  /// control socket of `serve`): the commands that change the game. Those that only move the
  /// keeper's screen, type into it or quit it do not.
  public var isRemote: Bool {
    switch self {
    case .quit, .showHelp, .nextScreen, .typeCountDigit, .cancelCount, .rename, .openMatchMenu:
      return false
    default:
      return true
    }
  }

  /// The actions the command comes to in `state` at game-clock reading `now` when it comes from
  /// outside the terminal: as its key would, but never multiplied by a count the scorekeeper is
  /// typing. `nil` when it does not apply now (no choice to answer, a clock key without a clock).
  public func remoteActions(in state: AppState, at now: Duration) -> [AppAction]? {
    guard isRemote else { return nil }
    var state = state
    state.ui.pendingCount = nil
    guard case .dispatch(let actions)? = outcome(for: .unknown, in: state, at: now) else { return nil }
    return actions
  }
}
