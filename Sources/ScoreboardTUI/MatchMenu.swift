import Scoreboard

/// The menu that starts a new match: each sport with its number. Choosing the sport being
/// played starts it again by the same rules (the variant from the command line is kept); another
/// sport starts by its usual rules. Team names are kept; undo brings the old match back.
enum MatchMenu {
  /// The sports in menu order: the key of each is its position plus one, the tenth's `0`.
  static let sports = Sport.allCases

  /// The key that chooses the sport at `index` in the menu: `1` to `9`, then `0`.
  static func key(forIndex index: Int) -> String { String((index + 1) % 10) }

  /// What `key` does while the menu is open.
  static func outcome(for key: KeyEvent, in state: AppState) -> KeyOutcome {
    if key == .character("R") { return .dispatch([.ui(.hideMatchMenu), .ui(.showResults([]))]) }
    guard case .character(let character) = key, let number = character.wholeNumberValue,
      character.isASCII, let index = sports.indices.first(where: { Self.key(forIndex: $0) == String(number) })
    else { return .dispatch([.ui(.hideMatchMenu)]) }
    let sport = sports[index]
    let current = state.scoreboard.rules
    let rules = sport == current.sport ? current : SportRules.defaults(for: sport)
    return .dispatch([.scoreboard(.newMatch(rules)), .ui(.hideMatchMenu)])
  }

  /// The menu's lines: `1  Scoreboard`, with the sport being played marked.
  static func rows(current: Sport) -> [String] {
    sports.enumerated().map { index, sport in
      "\(key(forIndex: index))  \(sport.displayName)\(sport == current ? "  (playing)" : "")"
    }
  }

  /// Draws the menu centred over `frame`.
  static func draw(into frame: inout Frame, current: Sport, palette: Palette) {
    let title = " New match "
    let footer = "number: start   R: results   other key: cancel"
    let rows = rows(current: current)
    let contentWidth =
      ([title.terminalWidth + 2, footer.terminalWidth] + rows.map(\.terminalWidth)).max() ?? 0
    let box = frame.drawCenteredBox(
      width: contentWidth + 4, height: rows.count + 4, title: title, palette: palette)
    for (offset, row) in rows.prefix(max(0, box.height - 3)).enumerated() {
      frame.putFitted(row, line: box.top + 1 + offset, columns: box.inner)
    }
    frame.putCentered(
      footer.prefix(fittingWidth: box.inner.count), line: box.top + box.height - 2, columns: box.inner)
  }
}
