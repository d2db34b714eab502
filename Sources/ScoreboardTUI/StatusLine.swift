import Scoreboard

/// The bottom line: the main keys of the screen, the pending count, and how to get help.
enum StatusLine {
  /// The text that says a count is pending: `count: 3`.
  static func pendingCountText(_ count: Int) -> String { "count: \(count)" }

  /// Draws the status line on `line`: as many key hints as fit on the left, and on the right the
  /// pending count and the help key, which are never left out while they fit at all.
  static func draw(
    into frame: inout Frame, line: Int, bindings: [KeyBinding], pendingCount: Int?, palette: Palette
  ) {
    let columns = 1..<max(1, frame.size.columns - 1)
    let help = bindings.first { $0.command == .showHelp }.map {
      "\($0.primaryKeyLabel) \($0.hint ?? $0.help)"
    }
    var right = [pendingCount.map(pendingCountText), help].compactMap { $0 }.joined(separator: "  ")
    right = right.prefix(fittingWidth: columns.count)
    let rightStart = columns.upperBound - right.terminalWidth
    if let pendingCount {
      let countText = pendingCountText(pendingCount).prefix(fittingWidth: right.terminalWidth)
      frame.put(right, line: line, column: rightStart)
      frame.put(countText, line: line, column: rightStart, style: palette.emphasis)
    } else {
      frame.put(right, line: line, column: rightStart)
    }
    let budget = rightStart - columns.lowerBound - 2
    frame.put(leftText(hints(bindings), budget: budget), line: line, column: columns.lowerBound)
  }

  /// Key hints in binding order, with neighbours of the same hint merged: `h/a +1`.
  static func hints(_ bindings: [KeyBinding]) -> [String] {
    var merged: [(keys: [String], hint: String)] = []
    for binding in bindings where binding.command != .showHelp {
      guard let hint = binding.hint else { continue }
      if merged.last?.hint == hint {
        merged[merged.count - 1].keys.append(binding.primaryKeyLabel)
      } else {
        merged.append(([binding.primaryKeyLabel], hint))
      }
    }
    return merged.map { "\($0.keys.joined(separator: "/")) \($0.hint)" }
  }

  private static func leftText(_ hints: [String], budget: Int) -> String {
    var text = ""
    for hint in hints {
      let candidate = text.isEmpty ? hint : text + "  " + hint
      guard candidate.terminalWidth <= budget else { break }
      text = candidate
    }
    return text
  }
}
