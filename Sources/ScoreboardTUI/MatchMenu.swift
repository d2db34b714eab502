import Scoreboard

/// The menu that starts a new match, for any number of sports. The first ten have a number key
/// (`1` to `9`, then `0`); any sport is picked by typing the start of its name (a letter, when
/// no other sport starts with it), or by selecting it with the arrows and pressing Enter; the
/// list scrolls to the selection. Choosing the sport being played starts it again by the same
/// rules (the variant from the command line is kept); another sport starts by its usual rules.
/// Team names are kept; undo brings the old match back.
enum MatchMenu {
  /// The sports in menu order.
  static let sports = Sport.allCases

  /// The key that chooses the sport at `index` in the menu: `1` to `9`, then `0`; `nil` for the
  /// sports after the tenth, which are picked by name.
  static func key(forIndex index: Int) -> String? { index < 10 ? String((index + 1) % 10) : nil }

  /// What `key` does while the menu is open, as `state` shows it.
  static func outcome(for key: KeyEvent, in state: AppState) -> KeyOutcome {
    let menu = state.ui.matchMenu
    switch key {
    case .character("R") where menu.typed.isEmpty:
      return .dispatch([.ui(.hideMatchMenu), .ui(.showResults([]))])
    case .character(let character) where character.isASCII && character.isNumber && menu.typed.isEmpty:
      guard let index = sports.indices.first(where: { Self.key(forIndex: $0) == String(character) })
      else { return .dispatch([.ui(.hideMatchMenu)]) }
      return start(sports[index], in: state)
    case .character(let character) where character.isLetter || character == " " || character == "-":
      return typed(menu.typed + String(character), in: state)
    case .backspace where !menu.typed.isEmpty:
      return typed(String(menu.typed.dropLast()), in: state)
    case .up, .down:
      let step = key == .up ? -1 : 1
      let selected = min(max(menu.selected + step, 0), sports.count - 1)
      return .dispatch([.ui(.matchMenuChanged(MatchMenuState(selected: selected, typed: menu.typed)))])
    case .enter:
      return start(sports[min(menu.selected, sports.count - 1)], in: state)
    default:
      return .dispatch([.ui(.hideMatchMenu)])
    }
  }

  /// The sports whose name (as shown, or as typed on the command line) starts with `typed`,
  /// ignoring case and taking a hyphen for a space.
  static func sports(named typed: String) -> [Sport] {
    let start = normalized(typed)
    return sports.filter { sport in
      [sport.displayName, sport.rawValue].contains { normalized($0).hasPrefix(start) }
    }
  }

  /// What typing `name` does: starts the one sport it names, selects the first of several, and
  /// closes the menu when it names none.
  private static func typed(_ name: String, in state: AppState) -> KeyOutcome {
    let named = sports(named: name)
    guard let first = named.first, let index = sports.firstIndex(of: first) else {
      return .dispatch([.ui(.hideMatchMenu)])
    }
    if named.count == 1 { return start(first, in: state) }
    return .dispatch([.ui(.matchMenuChanged(MatchMenuState(selected: index, typed: name)))])
  }

  /// A new match of `sport`, with the rules being played when it is the sport being played.
  private static func start(_ sport: Sport, in state: AppState) -> KeyOutcome {
    let current = state.scoreboard.rules
    let rules = sport == current.sport ? current : SportRules.defaults(for: sport)
    return .dispatch([.scoreboard(.newMatch(rules)), .ui(.hideMatchMenu)])
  }

  private static func normalized(_ name: String) -> String {
    String(name.lowercased().map { $0 == "-" ? " " : $0 })
  }
}
