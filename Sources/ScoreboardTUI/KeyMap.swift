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
  /// Whether quitting, resetting or starting a new match while a match is in progress asks to be
  /// confirmed first (`--no-confirm` turns it off). Quitting while actions are not saved always
  /// asks.
  public var asksToConfirm: Bool
  /// The colours the key file sets (`[colors]`), over the theme's.
  public var colors = ColorOverrides()

  /// A key map made of `bindings`, asking to confirm destructive keys unless told not to.
  public init(bindings: [KeyBinding], asksToConfirm: Bool = true) {
    self.bindings = bindings
    self.asksToConfirm = asksToConfirm
  }

  /// What pressing `key` does in `state`, the key having been read at game-clock reading `now`
  /// (``GameClockEnvironment/now``; it stamps starting and stopping the clock) on a screen of
  /// `size`.
  ///
  /// While a question waits (``UIState/confirmation``), the key answers it; while a name is typed
  /// (``UIState/nameEntry``), the key edits it (``NameEntryKeys``). While help is shown,
  /// the arrow keys, `j`, `k`, space, `b`, `g` and `G` scroll it and every other key closes it;
  /// while the new-match menu is shown, a sport's number starts a match of it and any other key
  /// closes the menu; while the match summary is shown, quitting quits, undo, redo and signing the
  /// result off act and close it, and any other key closes it. A key that would throw work away asks first
  /// (``asksToConfirm``).
  public func outcome(
    for key: KeyEvent, in state: AppState, at now: Duration = .zero,
    size: TerminalSize = TerminalSize(columns: 80, lines: 24)
  ) -> KeyOutcome {
    if let question = state.ui.confirmation { return answer(question, with: key) }
    if let entry = state.ui.nameEntry { return NameEntryKeys.outcome(for: key, editing: entry, in: state) }
    if let entry = state.ui.counterNameEntry {
      return CounterNameKeys.outcome(for: key, editing: entry, in: state)
    }
    if state.ui.isHelpShown { return HelpOverlay.outcome(for: key, in: state, keyMap: self, size: size) }
    if state.ui.overlay == .history { return HistoryKeys.outcome(for: key, in: state) }
    if state.ui.overlay == .results { return .dispatch([.ui(.hideResults)]) }
    let outcome = askingFirst(unconfirmedOutcome(for: key, in: state, at: now), in: state)
    guard state.ui.isMatchSummaryShown, outcome != .quit else { return outcome }
    let keepsGoing: (AppAction) -> Bool = { $0 == .undo || $0 == .redo || $0 == .ui(.signOffRequested) }
    if case .dispatch(let actions) = outcome, actions.contains(where: keepsGoing) {
      return .dispatch([.ui(.hideMatchSummary)] + actions)
    }
    return .dispatch([.ui(.hideMatchSummary)])
  }

  private func unconfirmedOutcome(for key: KeyEvent, in state: AppState, at now: Duration) -> KeyOutcome {
    if state.ui.isMatchMenuShown { return MatchMenu.outcome(for: key, in: state) }
    var refusesCount = false
    // The key first: whether a binding applies in the sport is looked up only for the few bound to it.
    let rules = state.scoreboard.rules
    for binding in bindings
    where binding.keys.contains(key) && binding.applies(on: state.ui.screen, under: rules) {
      if let outcome = binding.command.outcome(for: key, in: state, at: now) { return outcome }
      refusesCount = refusesCount || !binding.command.takesCount
    }
    guard refusesCount, let count = state.ui.pendingCount else { return .ignored }
    return .dispatch([
      .ui(.cancelCount), .ui(.noticeChanged(.lastKey, "count \(count) dropped: \(key.label) takes no count")),
    ])
  }

  /// Why pressing `key` on the board or the counters in `state` would change nothing, in words for
  /// the status line (``GameCommand/refusal(in:)`` of the first binding that applies), or `nil`
  /// when it acts, or while a question, a name, help or another overlay takes the keys.
  public func refusal(for key: KeyEvent, in state: AppState) -> String? {
    guard state.ui.overlay == nil, state.ui.confirmation == nil, state.ui.nameEntry == nil else { return nil }
    let rules = state.scoreboard.rules
    let binding = bindings.first { $0.keys.contains(key) && $0.applies(on: state.ui.screen, under: rules) }
    return binding?.command.refusal(in: state)
  }

  /// The bindings that work on `screen` (in any sport), in order.
  public func bindings(on screen: Screen) -> [KeyBinding] {
    bindings.filter { $0.screens.contains(screen) }
  }

  /// The bindings that work in `state`: on its screen, in its sport, in order; the desk's keys
  /// only on a court the venue's desk feeds.
  public func bindings(for state: AppState) -> [KeyBinding] {
    let rules = state.scoreboard.rules
    let hasDesk = state.ui.deskCourt != nil
    return bindings.filter {
      $0.applies(on: state.ui.screen, under: rules) && (hasDesk || !$0.command.isDeskCommand)
    }
  }
}
