import Scoreboard

/// The keys while a name is typed on the status line (``UIState/nameEntry``): characters type,
/// Backspace deletes, Tab and Shift-Tab move to the next or previous team or player, Enter saves
/// (one undoable rename), Escape leaves the name as it was.
enum NameEntryKeys {
  /// What `key` does to `entry` in `state`.
  static func outcome(for key: KeyEvent, editing entry: NameEntry, in state: AppState) -> KeyOutcome {
    let board = state.scoreboard
    switch key {
    case .character(let character):
      guard entry.text.count < entry.maximumLength(on: board) else { return .ignored }
      var typed = entry
      typed.text.append(character)
      return .dispatch([.ui(.nameEntryChanged(typed))])
    case .backspace:
      guard !entry.text.isEmpty else { return .ignored }
      var typed = entry
      typed.text.removeLast()
      return .dispatch([.ui(.nameEntryChanged(typed))])
    case .tab, .backTab:
      return .dispatch([.ui(.nameEntryChanged(neighbour(of: entry, on: board, forward: key == .tab)))])
    case .enter:
      let name = entry.teamName(on: board)
      let cleaned = TeamScore.cleanName(name, default: entry.side.defaultName)
      guard cleaned != board.names[entry.side] else { return .dispatch([.ui(.nameEntryChanged(nil))]) }
      return .dispatch([.ui(.nameEntryChanged(nil)), .scoreboard(.rename(entry.side, to: name))])
    case .escape:
      return .dispatch([.ui(.nameEntryChanged(nil))])
    default:
      return .ignored
    }
  }

  /// The entry for the team or player after (or before) `entry`'s, wrapping around, starting from
  /// its current name.
  private static func neighbour(of entry: NameEntry, on board: ScoreboardState, forward: Bool) -> NameEntry {
    let targets = board.nameEntryTargets
    let current = targets.firstIndex { $0.side == entry.side && $0.player == entry.player } ?? 0
    let next = targets[(current + (forward ? 1 : targets.count - 1)) % targets.count]
    return NameEntry(side: next.side, player: next.player, on: board)
  }

  /// The status line while `entry` is typed: `Name of Ann/Bob player 2: Bob_  Enter saves  Tab next
  /// Esc cancels`.
  static func prompt(for entry: NameEntry, on board: ScoreboardState) -> String {
    "Name of \(entry.label(on: board)): \(entry.text)_  Enter saves  Tab next  Esc cancels"
  }
}
