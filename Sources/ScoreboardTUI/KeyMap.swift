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

  /// What pressing `key` does in `state`. While help is shown, every key only closes it.
  public func outcome(for key: KeyEvent, in state: AppState) -> KeyOutcome {
    if state.ui.isHelpShown { return .dispatch([.ui(.hideHelp)]) }
    for binding in bindings(on: state.ui.screen) where binding.keys.contains(key) {
      if let outcome = binding.command.outcome(for: key, in: state) { return outcome }
    }
    return .ignored
  }

  /// The bindings that work on `screen`, in order.
  public func bindings(on screen: Screen) -> [KeyBinding] {
    bindings.filter { $0.screens.contains(screen) }
  }
}
