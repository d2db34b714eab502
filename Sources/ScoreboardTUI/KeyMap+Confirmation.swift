import Scoreboard

extension KeyMap {
  /// What `key` does while `question` waits for an answer: `y`, or a key bound to the command that
  /// asked (`q` again for quit), goes ahead; any other key forgets the question and does nothing
  /// else.
  func answer(_ question: Confirmation, with key: KeyEvent) -> KeyOutcome {
    guard confirms(question, key) else { return .dispatch([.ui(.dismissConfirmation)]) }
    switch question {
    case .quit, .quitWithClockRunning, .quitUnsaved:
      return .quit
    case .reset:
      return .dispatch([.ui(.dismissConfirmation), .scoreboard(.reset)])
    case .newMatch(let rules):
      return .dispatch([.ui(.dismissConfirmation), .scoreboard(.newMatch(rules))])
    case .handBack(let refusing):
      return .dispatch([.ui(.dismissConfirmation), .ui(.handBackRequested(refusing: refusing))])
    }
  }

  /// `outcome`, or a question first when it would throw work away: quitting while actions are not
  /// saved always asks; quitting while the game clock runs (it runs on), and quitting, resetting
  /// and starting a new match with a match in progress ask when ``asksToConfirm``.
  func askingFirst(_ outcome: KeyOutcome, in state: AppState) -> KeyOutcome {
    switch outcome {
    case .quit:
      if state.ui.notices[.saving] != nil { return .dispatch([.ui(.askToConfirm(.quitUnsaved))]) }
      guard asksToConfirm else { return .quit }
      if state.scoreboard.timed.clock.isRunning {
        return .dispatch([.ui(.askToConfirm(.quitWithClockRunning))])
      }
      guard state.scoreboard.isInProgress else { return .quit }
      return .dispatch([.ui(.askToConfirm(.quit))])
    case .dispatch(let actions):
      guard asksToConfirm, state.scoreboard.isInProgress,
        let question = actions.lazy.compactMap(Self.question(before:)).first
      else { return outcome }
      return .dispatch(actions.filter(Self.isScreenChange) + [.ui(.askToConfirm(question))])
    case .ignored:
      return outcome
    }
  }

  private func confirms(_ question: Confirmation, _ key: KeyEvent) -> Bool {
    if key == .character("y") || key == .character("Y") { return true }
    let asking: KeyCommand
    switch question {
    case .quit, .quitWithClockRunning, .quitUnsaved: asking = .quit
    case .reset: asking = .resetScores
    case .newMatch, .handBack: return false
    }
    return bindings.contains { $0.command == asking && $0.keys.contains(key) }
  }

  /// The question to ask before `action`, if it throws the match away.
  private static func question(before action: AppAction) -> Confirmation? {
    switch action {
    case .scoreboard(.reset): return .reset
    case .scoreboard(.newMatch(let rules)): return .newMatch(rules)
    default: return nil
    }
  }

  private static func isScreenChange(_ action: AppAction) -> Bool {
    if case .ui = action { return true }
    return false
  }
}
