import Scoreboard
import ScoreboardTUI

/// States and sizes the view tests use.
enum Fixtures {
  static let smallest = TerminalSize(columns: 20, lines: 6)
  static let small = TerminalSize(columns: 40, lines: 12)
  static let standard = TerminalSize(columns: 80, lines: 24)
  static let large = TerminalSize(columns: 200, lines: 60)
  /// The largest size issue 29 names: a wall screen in a small font.
  static let huge = TerminalSize(columns: 400, lines: 120)

  /// An app state after `actions`, through the real reducer.
  static func state(_ actions: [AppAction], from start: AppState = AppState()) -> AppState {
    var state = start
    for action in actions {
      _ = AppState.reducer.reduce(&state, action)
    }
    return state
  }

  /// `start` after the standard key map's outcome of each of `keys`, one at a time.
  static func pressing(_ keys: [KeyEvent], in start: AppState) -> AppState {
    var state = start
    for key in keys {
      guard case .dispatch(let actions) = KeyMap.standard.outcome(for: key, in: state) else { continue }
      for action in actions { _ = AppState.reducer.reduce(&state, action) }
    }
    return state
  }

  /// Home 3 : 12 Away.
  static let midGame = state([
    .scoreboard(.add(.home, points: 3)), .scoreboard(.add(.away, points: 12)),
  ])
}
