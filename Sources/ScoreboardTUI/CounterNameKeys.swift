import Scoreboard

/// The keys while the selected counter's name is typed on the status line
/// (``UIState/counterNameEntry``): the line editing keys (``LineEditor``), Enter saves (an
/// undoable rename; a blank name keeps the old one), Escape leaves the name as it was.
enum CounterNameKeys {
  /// What `key` does to `entry` in `state`.
  static func outcome(for key: KeyEvent, editing entry: CounterNameEntry, in state: AppState) -> KeyOutcome {
    let limit = TeamScore.maximumNameLength
    switch LineEditor.edit(entry.text, isSelected: entry.isTextSelected, key: key, limit: limit) {
    case .edited(let text, let isSelected):
      return changed(CounterNameEntry(text: text, isTextSelected: isSelected))
    case .unchanged:
      return .ignored
    case .notEditing:
      break
    }
    switch key {
    case .enter:
      let selected = state.counters.selected
      guard TeamScore.cleanName(entry.text, default: selected.name) != selected.name else {
        return changed(nil)
      }
      return .dispatch([.ui(.counterNameEntryChanged(nil)), .counters(.rename(to: entry.text))])
    case .escape:
      return changed(nil)
    default:
      return .ignored
    }
  }

  private static func changed(_ entry: CounterNameEntry?) -> KeyOutcome {
    .dispatch([.ui(.counterNameEntryChanged(entry))])
  }

  /// The status line while `entry` is typed: `Counter name: [Count 2]  Enter saves  Esc cancels
  /// typing replaces [ ]`, or with the text kept, `Counter name: Laps_  Enter saves  Esc cancels`.
  static func prompt(for entry: CounterNameEntry) -> String {
    let field = LineEditor.shown(entry.text, isSelected: entry.isTextSelected)
    let hint = entry.isTextSelected ? "  \(LineEditor.selectedHint)" : ""
    return "Counter name: \(field)  Enter saves  Esc cancels\(hint)"
  }
}
