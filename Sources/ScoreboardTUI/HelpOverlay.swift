import Scoreboard

/// The help box over the screen: every binding of the screen with its keys, generated from the key
/// map, and how to close it.
enum HelpOverlay {
  /// The last line of the box.
  static let closeHint = "press any key to close"

  /// The lines listing `bindings`: key labels in a column, then what they do.
  static func rows(for bindings: [KeyBinding]) -> [(keys: String, help: String)] {
    let labelWidth = bindings.map(\.keyLabel.terminalWidth).max() ?? 0
    return bindings.map { binding in
      let padding = String(repeating: " ", count: labelWidth - binding.keyLabel.terminalWidth)
      return (binding.keyLabel + padding, binding.help)
    }
  }

  /// Draws the box centred over `frame`, cut to fit: bindings that do not fit are left out from the
  /// end, the close hint stays.
  static func draw(into frame: inout Frame, screen: Screen, bindings: [KeyBinding], palette: Palette) {
    let rows = rows(for: bindings)
    let title = " Keys: \(screen.rawValue) "
    let contentWidth =
      ([closeHint.terminalWidth, title.terminalWidth + 2]
      + rows.map { $0.keys.terminalWidth + 2 + $0.help.terminalWidth }).max() ?? 0
    let width = min(frame.size.columns, contentWidth + 4)
    let height = min(frame.size.lines, rows.count + 4)
    let left = (frame.size.columns - width) / 2
    let top = (frame.size.lines - height) / 2
    let columns = left..<(left + width)
    let characters = BoxCharacters.forOptions(palette.options)
    frame.drawBox(
      lines: top..<(top + height), columns: columns, characters: characters, style: palette.emphasis)
    let inner = (left + 2)..<(left + width - 2)
    frame.putCentered(title, line: top, columns: inner, style: palette.emphasis)
    let shownRows = rows.prefix(max(0, height - 4))
    for (offset, row) in shownRows.enumerated() {
      let line = top + 1 + offset
      frame.putFitted(row.keys + "  " + row.help, line: line, columns: inner)
      frame.putFitted(row.keys, line: line, columns: inner, style: palette.emphasis)
    }
    frame.putCentered(closeHint, line: top + height - 2, columns: inner)
  }
}
