import Scoreboard

/// The bottom line: the main keys of the screen, the pending count, and how to change screens, get
/// help and quit.
enum StatusLine {
  /// Commands whose keys are kept at the right end of the line, never pushed out by other hints;
  /// when not all of them fit, the first ones are kept. They are shown in binding order.
  static let essentialCommands: [KeyCommand] = [.showHelp, .quit, .nextScreen]

  /// The text that says a count is pending: `count: 3`.
  static func pendingCountText(_ count: Int) -> String { "count: \(count)" }

  /// Draws the status line on `line`: as many key hints as fit on the left (or, when there is
  /// one, the app's notice, such as "saving failed"), and on the right the pending count and the
  /// essential keys, kept while they fit at all.
  ///
  /// A `question` waiting for an answer (``Confirmation/question``) takes the whole line instead,
  /// and so does a notice too long to share it, so that what it says (why saving fails, a path,
  /// what undo did) is seen whole: it matters more than the hints, which `?` still shows.
  static func draw(
    into frame: inout Frame, line: Int, bindings: [KeyBinding], pendingCount: Int?, notice: String? = nil,
    question: String? = nil, palette: Palette
  ) {
    let columns = 1..<max(1, frame.size.columns - 1)
    let longNotice = notice.flatMap { fitsBesideKeys($0, columns: columns.count) ? nil : $0 }
    if let wholeLine = question ?? longNotice {
      frame.putFitted(wholeLine, line: line, columns: columns, style: palette.emphasis)
      return
    }
    let countText = pendingCount.map(pendingCountText)
    let right = rightText(bindings, countText: countText, budget: columns.count)
    let rightStart = columns.upperBound - right.terminalWidth
    frame.put(right, line: line, column: rightStart)
    if let countText, right.hasPrefix(countText) {
      frame.put(countText, line: line, column: rightStart, style: palette.emphasis)
    }
    let budget = rightStart - columns.lowerBound - (right.isEmpty ? 0 : 2)
    if let notice {
      frame.put(
        notice.prefix(fittingWidth: budget), line: line, column: columns.lowerBound, style: palette.emphasis)
      return
    }
    let others = bindings.filter { !essentialCommands.contains($0.command) }
    frame.put(fitted(hints(others), budget: budget), line: line, column: columns.lowerBound)
  }

  /// Whether `notice` fits on a line of `width` cells beside the essential keys' hints.
  private static func fitsBesideKeys(_ notice: String, columns width: Int) -> Bool {
    notice.terminalWidth + 2 + "? help  q quit  Tab counters".terminalWidth <= width
  }

  /// Key hints in binding order, with neighbours of the same hint merged: `h/a +1`.
  static func hints(_ bindings: [KeyBinding]) -> [String] {
    var merged: [(keys: [String], hint: String)] = []
    for binding in bindings {
      guard let hint = binding.hint else { continue }
      if merged.last?.hint == hint {
        merged[merged.count - 1].keys.append(binding.primaryKeyLabel)
      } else {
        merged.append(([binding.primaryKeyLabel], hint))
      }
    }
    return merged.map { "\($0.keys.joined(separator: "/")) \($0.hint)" }
  }

  /// The pending count, then the essential keys that fit, in binding order.
  private static func rightText(_ bindings: [KeyBinding], countText: String?, budget: Int) -> String {
    var kept: [KeyBinding] = []
    var used = countText?.terminalWidth ?? -2
    for command in essentialCommands {
      guard let binding = bindings.first(where: { $0.command == command }), let text = hint(binding) else {
        continue
      }
      guard used + 2 + text.terminalWidth <= budget else { break }
      kept.append(binding)
      used += 2 + text.terminalWidth
    }
    let shown = bindings.filter { binding in kept.contains { $0 == binding } }.compactMap(hint)
    return fitted([countText].compactMap { $0 } + shown, budget: budget)
  }

  private static func hint(_ binding: KeyBinding) -> String? {
    binding.hint.map { "\(binding.primaryKeyLabel) \($0)" }
  }

  /// As many of `items` as fit in `budget` cells, in order, two blanks apart.
  private static func fitted(_ items: [String], budget: Int) -> String {
    var text = ""
    for item in items {
      let candidate = text.isEmpty ? item : text + "  " + item
      guard candidate.terminalWidth <= budget else { break }
      text = candidate
    }
    return text
  }
}
