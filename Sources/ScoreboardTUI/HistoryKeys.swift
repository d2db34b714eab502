import Scoreboard

/// The keys of the history screen: `j`/`k` (or the arrows) move the selection one step older or
/// newer, Space and `b` a page, `g` and `G` to the newest and the oldest; `f` lists only scoring
/// steps; `/` searches (Enter finds the next older match); Enter rewinds the game to the selected
/// step (one undoable step; redo brings the rest back); Escape, `q` and `L` close it.
enum HistoryKeys {
  /// Rows a page key moves.
  static let pageRows = 10

  /// What `key` does on the history screen of `state`.
  static func outcome(for key: KeyEvent, in state: AppState) -> KeyOutcome {
    let screen = state.ui.history
    if let search = screen.search { return searching(key, search, in: state) }
    let steps = state.historySteps(scoringOnly: screen.scoringOnly)
    let index = steps.firstIndex(of: screen.selectedStep) ?? nearestIndex(of: screen.selectedStep, in: steps)
    let select = { (row: Int) -> KeyOutcome in
      .dispatch([.ui(.selectHistoryStep(steps[min(max(row, 0), steps.count - 1)]))])
    }
    switch key {
    case .character("j"), .down: return select(index + 1)
    case .character("k"), .up: return select(index - 1)
    case .character(" "): return select(index + pageRows)
    case .character("b"): return select(index - pageRows)
    case .character("g"): return select(0)
    case .character("G"): return select(steps.count - 1)
    case .character("f"): return .dispatch([.ui(.toggleHistoryScoringOnly)])
    case .character("/"): return .dispatch([.ui(.historySearchChanged(""))])
    case .enter:
      let step = steps[index]
      guard step < state.historyCount - 1 else { return .dispatch([.ui(.hideHistory)]) }
      return .dispatch([.rewind(toStep: step), .ui(.hideHistory)])
    case .escape, .character("q"), .character("L"): return .dispatch([.ui(.hideHistory)])
    default: return .ignored
    }
  }

  /// The keys while a search is typed: characters and Backspace edit it, Enter selects the next
  /// older step whose row holds it (from the newest again after the oldest), Escape ends it.
  private static func searching(_ key: KeyEvent, _ search: String, in state: AppState) -> KeyOutcome {
    switch key {
    case .character(let character): return .dispatch([.ui(.historySearchChanged(search + String(character)))])
    case .backspace: return .dispatch([.ui(.historySearchChanged(String(search.dropLast())))])
    case .escape: return .dispatch([.ui(.historySearchChanged(nil))])
    case .enter:
      guard let found = match(search, in: state) else {
        return .dispatch([
          .ui(.historySearchChanged(nil)),
          .ui(.noticeChanged(.lastKey, "not found in the history: \(search)")),
        ])
      }
      return .dispatch([.ui(.historySearchChanged(nil)), .ui(.selectHistoryStep(found))])
    default: return .ignored
    }
  }

  /// The first step older than the selected one (wrapping to the newest) whose row holds
  /// `search`, letter case aside; `nil` when none does.
  static func match(_ search: String, in state: AppState) -> Int? {
    let wanted = search.lowercased()
    guard !wanted.isEmpty else { return nil }
    let steps = state.historySteps(scoringOnly: state.ui.history.scoringOnly)
    let start = (steps.firstIndex(of: state.ui.history.selectedStep) ?? -1) + 1
    let order = steps[min(start, steps.count)...] + steps[..<min(start, steps.count)]
    return order.first { state.historyRow(step: $0).text.lowercased().contains(wanted) }
  }

  /// The row of the listed step nearest `step` (a step the filter hides).
  static func nearestIndex(of step: Int, in steps: [Int]) -> Int {
    steps.firstIndex { $0 <= step } ?? max(0, steps.count - 1)
  }
}
