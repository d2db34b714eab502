/// Everything that can happen to a scoreboard.
public enum ScoreboardAction: Codable, Equatable, Hashable, Sendable {
  /// Adds `points` (at least 1) to a team's score. In the rally sports and tennis each point is
  /// a rally won, and points after the match is won are refused.
  case add(Side, points: Int)
  /// Takes `points` (at least 1) off a team's score, stopping at 0. In the rally sports and
  /// tennis it takes back the latest rallies while the team won them.
  case subtract(Side, points: Int)
  /// Both scores back to 0 (and no rallies); names, ends and rules are kept.
  case reset
  /// Gives a team a new name: trimmed, at most 24 characters, empty means the default name.
  case rename(Side, to: String)
  /// Swaps the teams' ends of the screen.
  case swapEnds
  /// Starts a new match by `rules`: scores, rallies and the clock start again; names are kept.
  indirect case newMatch(SportRules)
  /// Chooses who serves first in the match (rally sports and tennis).
  case setFirstServer(Side)
  /// Answers the choice the app waits for (``ScoreboardState/pendingChoice``): the toss, or who
  /// serves or receives first. A choice not pending changes nothing.
  case choose(MatchChoice)
  /// Works the game clock of a timed sport (basketball, soccer, hockey); its ticks also run the
  /// countdown (``ScoreboardState/countdown``) in every sport.
  case timed(TimedAction)
  /// Starts, begins or ends the countdown of a timeout, an interval or the warm-up.
  case countdown(CountdownAction)
}
