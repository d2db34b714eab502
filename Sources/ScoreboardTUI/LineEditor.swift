/// The keys that edit a one-line text field on the status line (a team's, a player's or a
/// counter's name). The field starts with its old text selected: the first character typed
/// replaces it and Backspace clears it; an arrow key keeps it to add to. Ctrl-U clears the field
/// and Ctrl-W deletes its last word.
enum LineEditor {
  /// What an editing key did to a field.
  enum Edit: Equatable {
    /// The key does not edit text (Enter, Tab, Escape...): the caller's to handle.
    case notEditing
    /// The key edits text but changes nothing (Backspace in an empty field, a full field).
    case unchanged
    /// The field's new text and whether it is still selected.
    case edited(text: String, isSelected: Bool)
  }

  /// Ctrl-U: clear the field.
  static let clearField: UInt8 = 0x15
  /// Ctrl-W: delete the last word.
  static let deleteWord: UInt8 = 0x17

  /// What `key` does to a field holding `text` (selected when `isSelected`) that takes at most
  /// `limit` characters.
  static func edit(_ text: String, isSelected: Bool, key: KeyEvent, limit: Int) -> Edit {
    switch key {
    case .character(let character):
      let kept = isSelected ? "" : text
      guard kept.count < limit else { return .unchanged }
      return .edited(text: kept + String(character), isSelected: false)
    case .backspace:
      guard !text.isEmpty else { return .unchanged }
      return .edited(text: isSelected ? "" : String(text.dropLast()), isSelected: false)
    case .control(clearField):
      return .edited(text: "", isSelected: false)
    case .control(deleteWord):
      return .edited(text: text.droppingLastWord, isSelected: false)
    case .left, .right:
      return .edited(text: text, isSelected: false)
    default:
      return .notEditing
    }
  }

  /// How a field reads on the status line: `[Home]` while selected, else `Home_` (the cursor).
  static func shown(_ text: String, isSelected: Bool) -> String {
    isSelected ? "[\(text)]" : "\(text)_"
  }

  /// What the status line says last while a field's text is selected.
  static let selectedHint = "typing replaces [ ]"
}

extension String {
  /// The text without its last word and the blanks after it: `Ann Smith ` becomes `Ann `.
  fileprivate var droppingLastWord: String {
    let withoutTrailingBlanks = reversed().drop { $0 == " " }
    return String(withoutTrailingBlanks.drop { $0 != " " }.reversed())
  }
}
