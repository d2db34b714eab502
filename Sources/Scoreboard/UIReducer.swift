import StateStore

extension UIState {
  /// The rules of the screen state. A game action uses up the pending count.
  public static let reducer = Reducer<UIState, AppAction>.plain { ui, action in
    switch action {
    case .ui(let change):
      apply(change, to: &ui)
    case .launched:
      break
    case .scoreboard, .counters, .undo, .redo, .rewind:
      ui.pendingCount = nil
      ui.confirmation = nil
    }
  }

  private static func apply(_ change: UIAction, to ui: inout UIState) {
    switch change {
    case .show(let screen):
      ui.screen = screen
      ui.pendingCount = nil
    case .nextScreen:
      let screens = Screen.allCases
      let next = (screens.firstIndex(of: ui.screen)! + 1) % screens.count
      ui.screen = screens[next]
      ui.pendingCount = nil
    case .showHelp:
      ui.isHelpShown = true
      ui.helpScroll = 0
    case .hideHelp:
      ui.isHelpShown = false
    case .showMatchMenu:
      ui.isMatchMenuShown = true
      ui.matchMenu = MatchMenuState()
      ui.pendingCount = nil
    case .hideMatchMenu:
      ui.isMatchMenuShown = false
    case .matchMenuChanged(let menu):
      ui.matchMenu = MatchMenuState(selected: max(0, menu.selected), typed: menu.typed)
    case .noticeChanged(let source, let notice):
      ui.notices[source] = notice
    case .typeCountDigit(let digit) where (0...9).contains(digit):
      let typed = (ui.pendingCount ?? 0) * 10 + digit
      guard typed > 0 else { return }
      ui.pendingCount = min(typed, maximumPendingCount)
    case .typeCountDigit:
      break
    case .cancelCount:
      ui.pendingCount = nil
    case .askToConfirm(let confirmation):
      ui.confirmation = confirmation
      ui.pendingCount = nil
    case .dismissConfirmation:
      ui.confirmation = nil
    case .scrollHelp(let line):
      ui.helpScroll = max(0, line)
    case .flipView:
      ui.isViewFlipped.toggle()
    case .showHistory(let step):
      ui.overlay = .history
      ui.history = HistoryScreenState()
      ui.history.selectedStep = max(0, step)
      ui.pendingCount = nil
    case .hideHistory:
      if ui.overlay == .history { ui.overlay = nil }
      ui.history.search = nil
    case .selectHistoryStep(let step):
      ui.history.selectedStep = max(0, step)
    case .toggleHistoryScoringOnly:
      ui.history.scoringOnly.toggle()
    case .historySearchChanged(let search):
      ui.history.search = search
    case .historyTimesLoaded(let times):
      ui.history.stepTimes = times
    case .showResults(let lines):
      ui.overlay = .results
      ui.resultLines = lines
    case .hideResults:
      if ui.overlay == .results { ui.overlay = nil }
    case .hideMatchSummary:
      ui.isMatchSummaryShown = false
    case .nameEntryChanged(let entry):
      ui.nameEntry = entry
      ui.pendingCount = nil
    case .counterNameEntryChanged(let entry):
      ui.counterNameEntry = entry
      ui.pendingCount = nil
    case .historyRestored:
      break
    case .signOffRequested:
      ui.signOffRequests += 1
      ui.isMatchSummaryShown = false
    case .deskCourtLinked(let court):
      ui.deskCourt = court
    case .handBackRequested(let refusing):
      ui.handBackRequest = HandBackRequest(number: (ui.handBackRequest?.number ?? 0) + 1, refuses: refusing)
    case .warmUpLengthSet(let seconds):
      ui.warmUpSeconds = seconds
    }
  }
}
