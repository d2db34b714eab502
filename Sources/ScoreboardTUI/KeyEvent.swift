/// A key the user pressed, decoded from the terminal.
public enum KeyEvent: Equatable, Hashable, Sendable {
  /// A printable character, including space.
  case character(Character)
  /// The Tab key.
  case tab
  /// Shift-Tab.
  case backTab
  /// Enter or Return.
  case enter
  /// Escape on its own (not the start of an escape sequence).
  case escape
  /// Backspace or Delete-left.
  case backspace
  /// An arrow key.
  case up, down, left, right
  /// A function key, F1 to F63.
  case function(Int)
  /// A control chord other than those above (Ctrl-A is 1).
  case control(UInt8)
  /// Anything else the terminal sent: mouse reports, keys with no meaning here.
  case unknown
}
