import ScoreboardDesk

/// Draws the desk: a title, then the courts (each with its match, minutes on court or warm-up,
/// and on deck 1 and 2), the queue, the calls and the draws with their results (on a wide
/// terminal in two columns), each section as many lines as it needs while they fit (the picked line kept in sight, the draws scrolled by
/// the keys); a notice line (a refusal, a call under way) and the help line at the bottom.
public enum DeskScreenView {
  /// The frame of `state` at `now` (seconds since 1970) on a terminal of `size`.
  public static func frame(for state: DeskScreenState, size: TerminalSize, now: Double, options: ViewOptions)
    -> Frame
  {
    var frame = Frame(size: size)
    let auto = state.desk.assignsAutomatically ? "auto-assignment on" : "AUTO-ASSIGNMENT OFF"
    frame.putFitted(
      "Desk: \(state.title)", line: 0, columns: 0..<max(0, size.columns - auto.count - 1),
      style: Style(isBold: true))
    frame.put(
      auto, line: 0, column: max(0, size.columns - auto.count),
      style: Style(isBold: true, isReverse: !state.desk.assignsAutomatically))
    guard size.lines >= 4 else { return frame }
    if let calling = state.calling {
      frame.putFitted(
        "call match \(calling.match) to \(calling.court)?  \(arrows(options)) another free court, "
          + "Enter calls, Esc cancels",
        line: size.lines - 2, columns: frame.allColumns, style: Style(isBold: true, isReverse: true))
    } else if let notice = state.notice {
      frame.putFitted(
        "! " + notice, line: size.lines - 2, columns: frame.allColumns, style: Style(isBold: true))
    }
    frame.putFitted(
      helpLine(options, columns: size.columns), line: size.lines - 1, columns: frame.allColumns,
      style: Style(isDim: true))
    let body = 1..<(size.lines - 2)
    if !state.hasRead {
      frame.putFitted("reading the desk...", line: body.lowerBound, columns: frame.allColumns)
      return frame
    }
    let courts = DeskScreenSections.courts(state, now: now, options: options)
    let queue = DeskScreenSections.queue(state, now: now, options: options)
    let calls = DeskScreenSections.calls(state)
    let draws = DeskScreenSections.draws(state)
    if size.columns >= twoColumnWidth {
      let half = size.columns / 2
      drawStack([courts, calls], into: &frame, lines: body, columns: 0..<(half - 1))
      drawStack([queue, draws], into: &frame, lines: body, columns: (half + 1)..<size.columns)
    } else {
      drawStack([courts, queue, calls, draws], into: &frame, lines: body, columns: frame.allColumns)
    }
    if state.showsHelp { drawHelp(into: &frame, options: options) }
    return frame
  }

  /// The help line: every key with a short hint, closer together (the arrows as one) when the
  /// line would not fit in `columns`.
  static func helpLine(_ options: ViewOptions, columns: Int) -> String {
    let separator = options.useASCII ? " | " : " · "
    let full = DeskScreenKeys.bindings.map { "\(label($0.keys, options)) \($0.hint)" }
    guard full.joined(separator: separator).terminalWidth > columns else {
      return full.joined(separator: separator)
    }
    let arrows = options.useASCII ? "^v<> pick" : "↑↓←→ pick"
    let rest = DeskScreenKeys.bindings.dropFirst(2).map { "\($0.keys) \($0.hint)" }
    return ([arrows] + rest).joined(separator: "  ")
  }

  /// A key's label, in words where the terminal shows no arrows.
  static func label(_ keys: String, _ options: ViewOptions) -> String {
    guard options.useASCII else { return keys }
    return keys.replacingArrows
  }

  private static func arrows(_ options: ViewOptions) -> String {
    options.useASCII ? "arrows:" : "←→:"
  }

  /// From this many columns, the courts and the calls are on the left, the queue and the draws on
  /// the right.
  static let twoColumnWidth = 160

  private static func drawStack(
    _ sections: [DeskScreenSections.Section], into frame: inout Frame, lines: Range<Int>, columns: Range<Int>
  ) {
    var line = lines.lowerBound
    for (section, height) in zip(sections, DeskScreenSections.heights(of: sections, total: lines.count)) {
      draw(section, into: &frame, lines: line..<(line + height), columns: columns)
      line += height
    }
  }

  private static func draw(
    _ section: DeskScreenSections.Section, into frame: inout Frame, lines: Range<Int>, columns: Range<Int>
  ) {
    guard !lines.isEmpty else { return }
    let shown = lines.count - 1
    let first = section.firstShown(fitting: shown)
    var title = section.title
    if section.rows.count > shown, shown > 0 {
      title += "  (\(first + 1)-\(min(section.rows.count, first + shown)) of \(section.rows.count))"
    }
    frame.putFitted(title, line: lines.lowerBound, columns: columns, style: Style(isBold: true))
    for (offset, row) in section.rows.dropFirst(first).prefix(shown).enumerated() {
      frame.putFitted(row.text, line: lines.lowerBound + 1 + offset, columns: columns, style: row.style)
    }
  }

  private static func drawHelp(into frame: inout Frame, options: ViewOptions) {
    let rows = DeskScreenKeys.bindings.map { (label($0.keys, options), $0.help) }
    let keyWidth = rows.map(\.0.terminalWidth).max() ?? 0
    let lines = rows.map { $0.0 + String(repeating: " ", count: keyWidth - $0.0.terminalWidth) + "  " + $0.1 }
    let width = min(frame.size.columns, (lines.map(\.terminalWidth).max() ?? 0) + 4)
    let height = min(frame.size.lines, lines.count + 3)
    let top = max(0, (frame.size.lines - height) / 2)
    let left = max(0, (frame.size.columns - width) / 2)
    let characters = options.useASCII ? BoxCharacters.ascii : BoxCharacters.unicode
    frame.drawBox(
      lines: top..<(top + height), columns: left..<(left + width), characters: characters, style: .plain)
    frame.putFitted(
      " Keys: desk ", line: top, columns: (left + 2)..<(left + width - 1), style: Style(isBold: true))
    for (offset, line) in lines.prefix(height - 3).enumerated() {
      frame.putFitted(line, line: top + 1 + offset, columns: (left + 2)..<(left + width - 1))
    }
    frame.putFitted(
      "any key closes", line: top + height - 2, columns: (left + 2)..<(left + width - 1),
      style: Style(isDim: true))
  }
}

extension String {
  /// The text with its arrows in words, for a terminal that shows no arrows.
  fileprivate var replacingArrows: String {
    switch self {
    case "↑↓": "up/down"
    case "←→": "left/right"
    default: self
    }
  }
}
