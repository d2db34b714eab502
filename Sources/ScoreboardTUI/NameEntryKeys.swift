import Scoreboard

/// The keys while a name is typed on the status line (``UIState/nameEntry``): the field starts
/// with the name as it is, selected, so the first character typed replaces it (an arrow key keeps
/// it to edit). Characters type, Backspace deletes, Ctrl-U clears the field and Ctrl-W deletes its
/// last word; Tab and Shift-Tab move to the next or previous team or player, keeping what was
/// typed; Enter saves every name typed (an undoable rename for each team changed); Escape leaves
/// every name as it was.
enum NameEntryKeys {
  /// What `key` does to `entry` in `state`.
  static func outcome(for key: KeyEvent, editing entry: NameEntry, in state: AppState) -> KeyOutcome {
    let board = state.scoreboard
    let limit = entry.maximumLength(on: board)
    switch LineEditor.edit(entry.text, isSelected: entry.isTextSelected, key: key, limit: limit) {
    case .edited(let text, let isSelected):
      var typed = entry
      typed.text = text
      typed.isTextSelected = isSelected
      return changed(typed)
    case .unchanged:
      return .ignored
    case .notEditing:
      break
    }
    switch key {
    case .tab, .backTab:
      return changed(neighbour(of: entry, on: board, forward: key == .tab))
    case .enter:
      return .dispatch([.ui(.nameEntryChanged(nil))] + renames(saving: entry, on: board))
    case .escape:
      return changed(nil)
    default:
      return .ignored
    }
  }

  private static func changed(_ entry: NameEntry?) -> KeyOutcome {
    .dispatch([.ui(.nameEntryChanged(entry))])
  }

  /// A rename for each team whose name saving `entry` changes, left team first.
  private static func renames(saving entry: NameEntry, on board: ScoreboardState) -> [AppAction] {
    let names = entry.savedNames(on: board)
    return [board.side(at: .left), board.side(at: .right)].compactMap { side in
      let cleaned = TeamScore.cleanName(names[side], default: side.defaultName)
      return cleaned == board.names[side] ? nil : .scoreboard(.rename(side, to: names[side]))
    }
  }

  /// The entry for the team or player after (or before) `entry`'s, wrapping around, keeping what
  /// was typed.
  private static func neighbour(of entry: NameEntry, on board: ScoreboardState, forward: Bool) -> NameEntry {
    let targets = board.nameEntryTargets
    let current = targets.firstIndex { $0.side == entry.side && $0.player == entry.player } ?? 0
    let next = targets[(current + (forward ? 1 : targets.count - 1)) % targets.count]
    return entry.moving(to: next.side, player: next.player, on: board)
  }

  /// The status line while `entry` is typed: `Name of Ann/Bob player 2: [Bob]  Enter saves  Tab next
  /// Esc cancels  typing replaces [ ]` while the name is selected, else `...: Ben_  Enter saves...`.
  /// The keys come before the hint, so a narrow screen cuts the hint first.
  static func prompt(for entry: NameEntry, on board: ScoreboardState) -> String {
    let field = LineEditor.shown(entry.text, isSelected: entry.isTextSelected)
    let keys = "Enter saves  Tab next  Esc cancels"
    let hint = entry.isTextSelected ? "  \(LineEditor.selectedHint)" : ""
    return "Name of \(entry.label(on: board)): \(field)  \(keys)\(hint)"
  }
}
