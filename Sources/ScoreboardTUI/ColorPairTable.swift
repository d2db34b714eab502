import CNcurses

/// ncurses colour pairs, made on first use for each foreground and background a frame asks for.
struct ColorPairTable {
  private struct Key: Hashable {
    let foreground: TerminalColor
    let background: TerminalColor
  }

  private var pairs: [Key: Int16] = [:]

  /// The pair number for the colours of `style`; 0 (the terminal's default) when the terminal
  /// has run out of pairs.
  mutating func pair(for style: Style) -> Int16 {
    let key = Key(foreground: style.foreground, background: style.background)
    if key.foreground == .terminalDefault && key.background == .terminalDefault { return 0 }
    if let pair = pairs[key] { return pair }
    let next = Int16(pairs.count + 1)
    guard Int32(next) < cn_color_pair_count() else { return 0 }
    init_pair(next, Int16(key.foreground.rawValue), Int16(key.background.rawValue))
    pairs[key] = next
    return next
  }
}
