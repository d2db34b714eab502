import Scoreboard

/// Turns key presses into actions, according to the screen on show and the state.
///
/// ```swift
/// switch KeyMap.standard.outcome(for: .character("h"), in: store.state) {
/// case .dispatch(let actions): actions.forEach(store.dispatch)
/// case .quit: running = false
/// case .ignored: break
/// }
/// ```
public struct KeyMap: Sendable {
  /// The bindings, looked up in order: the first that matches the key and the screen and applies
  /// in the current state wins.
  public var bindings: [KeyBinding]

  /// A key map made of `bindings`.
  public init(bindings: [KeyBinding]) {
    self.bindings = bindings
  }

  /// What pressing `key` does in `state`, the key having been read at game-clock reading `now`
  /// (``GameClockEnvironment/now``; it stamps starting and stopping the clock). While help is
  /// shown, every key only closes it; while the new-match menu is shown, a sport's number starts a
  /// match of it and any other key closes the menu.
  public func outcome(for key: KeyEvent, in state: AppState, at now: Duration = .zero) -> KeyOutcome {
    if state.ui.isHelpShown { return .dispatch([.ui(.hideHelp)]) }
    if state.ui.isMatchMenuShown { return MatchMenu.outcome(for: key, in: state) }
    for binding in bindings(for: state) where binding.keys.contains(key) {
      if let outcome = binding.command.outcome(for: key, in: state, at: now) { return outcome }
    }
    return .ignored
  }

  /// The bindings that work on `screen` (in any sport), in order.
  public func bindings(on screen: Screen) -> [KeyBinding] {
    bindings.filter { $0.screens.contains(screen) }
  }

  /// The bindings that work in `state`: on its screen, in its sport, in order.
  public func bindings(for state: AppState) -> [KeyBinding] {
    let sport = state.scoreboard.rules.sport
    return bindings.filter { $0.applies(on: state.ui.screen, in: sport) }
  }
}
