import Scoreboard
import StateStore

/// A match played action by action through the app's reducer, with the umpire's call
/// (``MatchAnnouncement/call(from:to:)``) and the screen reader's line after each action.
struct AnnouncementRecorder {
  private static let reducer = AppState.reducer(
    environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  /// The app's state after the actions so far.
  private(set) var state: AppState
  /// The call after each action, `nil` where there was none.
  private(set) var calls: [String?] = []

  /// A match at 0 : 0 by `rules` between `home` and `away`.
  init(_ rules: SportRules, home: String, away: String) {
    state = AppState(game: Game(scoreboard: ScoreboardState(homeName: home, awayName: away, rules: rules)))
  }

  /// The screen reader's line now.
  var line: String { MatchAnnouncement.line(state.scoreboard) }

  /// Sends `action`, returning its call.
  @discardableResult
  mutating func send(_ action: AppAction) -> String? {
    let before = AnnouncedStep(state.game)
    _ = Self.reducer.reduce(&state, action)
    let call = MatchAnnouncement.call(from: before, to: AnnouncedStep(state.game))
    calls.append(call)
    return call
  }

  /// Sends `action` on the scoreboard.
  @discardableResult
  mutating func send(_ action: ScoreboardAction) -> String? {
    send(.scoreboard(action))
  }

  /// A point for each `H` (home) and `A` (away) of `script`, returning the calls.
  @discardableResult
  mutating func play(_ script: String) -> [String?] {
    TennisFixture.points(script).map { send(.add($0, points: 1)) }
  }
}
