import Scoreboard

/// The help box over the screen: every binding of the screen with its keys, generated from the key
/// map, and how to close it.
enum HelpOverlay {
  /// The last line of the box, longest first: the first that fits is shown.
  static let closeHints = ["press any key to close", "any key closes", "any key"]

  /// The box's title for `screen`, longest first.
  static func titles(for screen: Screen) -> [String] {
    [" Keys: \(screen.rawValue) ", " Keys ", ""]
  }

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
    let contentWidth =
      ([closeHints[0].terminalWidth, titles(for: screen)[0].terminalWidth + 2]
      + rows.map { $0.keys.terminalWidth + 2 + $0.help.terminalWidth }).max() ?? 0
    let width = min(frame.size.columns, contentWidth + 4)
    let height = min(frame.size.lines, rows.count + 4)
    let left = (frame.size.columns - width) / 2
    let top = (frame.size.lines - height) / 2
    let characters = BoxCharacters.forOptions(palette.options)
    frame.drawBox(
      lines: top..<(top + height), columns: left..<(left + width), characters: characters,
      style: palette.emphasis)
    let inner = (left + 2)..<(left + width - 2)
    let title = longestFitting(titles(for: screen), width: inner.count)
    frame.putCentered(title, line: top, columns: inner, style: palette.emphasis)
    let innerLines = height - 2
    let hasBlankLine = innerLines >= rows.count + 2
    for (offset, row) in rows.prefix(max(0, innerLines - 1)).enumerated() {
      let line = top + 1 + offset
      frame.putFitted(row.keys + "  " + row.help, line: line, columns: inner)
      frame.putFitted(row.keys, line: line, columns: inner, style: palette.emphasis)
    }
    let closeLine = hasBlankLine ? top + height - 2 : top + innerLines
    frame.putCentered(longestFitting(closeHints, width: inner.count), line: closeLine, columns: inner)
  }

  private static func longestFitting(_ texts: [String], width: Int) -> String {
    texts.first { $0.terminalWidth <= width } ?? ""
  }
}
