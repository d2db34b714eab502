import Scoreboard

/// The keys while a name is typed on the status line (``UIState/nameEntry``): the field starts
/// with the name as it is, selected, so the first character typed replaces it (an arrow key keeps
/// it to edit). Characters type, Backspace deletes, Ctrl-U clears the field and Ctrl-W deletes its
/// last word; Tab and Shift-Tab move to the next or previous team or player, keeping what was
/// typed; Enter saves every name typed (an undoable rename for each team changed); Escape leaves
/// every name as it was.
enum NameEntryKeys {
  /// Ctrl-U: clear the field.
  private static let clearField: UInt8 = 0x15
  /// Ctrl-W: delete the last word.
  private static let deleteWord: UInt8 = 0x17

  /// What `key` does to `entry` in `state`.
  static func outcome(for key: KeyEvent, editing entry: NameEntry, in state: AppState) -> KeyOutcome {
    let board = state.scoreboard
    switch key {
    case .character(let character):
      var typed = entry
      if typed.isTextSelected { typed.text = "" }
      typed.isTextSelected = false
      guard typed.text.count < entry.maximumLength(on: board) else { return .ignored }
      typed.text.append(character)
      return changed(typed)
    case .backspace:
      guard !entry.text.isEmpty else { return .ignored }
      var typed = entry
      if typed.isTextSelected { typed.text = "" } else { typed.text.removeLast() }
      typed.isTextSelected = false
      return changed(typed)
    case .control(clearField):
      return changed(edited(entry) { $0 = "" })
    case .control(deleteWord):
      return changed(edited(entry) { $0 = $0.droppingLastWord })
    case .left, .right:
      var kept = entry
      kept.isTextSelected = false
      return changed(kept)
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

  /// `entry` with its text changed by `edit`, no longer selected.
  private static func edited(_ entry: NameEntry, _ edit: (inout String) -> Void) -> NameEntry {
    var typed = entry
    edit(&typed.text)
    typed.isTextSelected = false
    return typed
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
    let keys = "Enter saves  Tab next  Esc cancels"
    let label = "Name of \(entry.label(on: board))"
    guard entry.isTextSelected else { return "\(label): \(entry.text)_  \(keys)" }
    return "\(label): [\(entry.text)]  \(keys)  typing replaces [ ]"
  }
}

extension String {
  /// The text without its last word and the blanks after it: `Ann Smith ` becomes `Ann `.
  fileprivate var droppingLastWord: String {
    let withoutTrailingBlanks = reversed().drop { $0 == " " }
    return String(withoutTrailingBlanks.drop { $0 != " " }.reversed())
  }
}
