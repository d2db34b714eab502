extension KeyEvent {
  /// The key as people write it: `h`, `Tab`, `Esc`, `Up`, `F1`, `Ctrl-A`.
  public var label: String {
    switch self {
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return "Backspace"
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .function(let number): return "F\(number)"
    case .control(let code):
      let letter = Unicode.Scalar(UInt8(ascii: "A") &+ code &- 1)
      return "Ctrl-\(Character(letter))"
    case .unknown: return "?"
    }
  }
}
