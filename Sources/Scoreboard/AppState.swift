import StateStore

/// The whole state of the app: the game with its undo history, and the screen state.
public struct AppState: Codable, Equatable, Hashable, Sendable {
  /// The game on its timeline: every effective step of the match; undo, redo and rewind move
  /// through it.
  public var game: Timeline
  /// What the screen shows.
  public var ui: UIState

  /// A fresh app state around `game`, on the scoreboard screen.
  public init(game: Game = Game(), ui: UIState = UIState()) {
    self.game = Timeline(game)
    self.ui = ui
  }

  /// The scoreboard as it is now.
  public var scoreboard: ScoreboardState { game.present.scoreboard }
  /// The counters as they are now.
  public var counters: CountersState { game.present.counters }
}
