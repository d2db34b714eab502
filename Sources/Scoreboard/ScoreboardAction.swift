/// Everything that can happen to a scoreboard.
public enum ScoreboardAction: Codable, Equatable, Hashable, Sendable {
  /// Adds `points` (at least 1) to a team's score.
  case add(Side, points: Int)
  /// Takes `points` (at least 1) off a team's score, stopping at 0.
  case subtract(Side, points: Int)
  /// Sets both scores by hand, to start mid-game; negative numbers count as 0.
  case setScores(home: Int, away: Int)
  /// Both scores back to 0; names and ends are kept.
  case reset
  /// Gives a team a new name: trimmed, at most 24 characters, empty means the default name.
  case rename(Side, to: String)
  /// Swaps the teams' ends of the screen.
  case swapEnds
}
