/// Everything that can happen in the app. One user gesture is one action, so one undo step.
public enum AppAction: Codable, Equatable, Hashable, Sendable {
  /// A change to the scoreboard.
  case scoreboard(ScoreboardAction)
  /// A change to the counters.
  case counters(CounterAction)
  /// A change to what the screen shows; never recorded in the undo history.
  case ui(UIAction)
  /// Brings back the game as it was before the last change.
  case undo
  /// Brings back the change the last undo took away.
  case redo
  /// Goes back to the game as it was at this step of the undo history (an index of its past,
  /// 0 the oldest) in one step: the history screen's rewind, which one redo takes back.
  case rewind(toStep: Int)
  /// The app has started with what it found (``Launch``): the first action a keeper's store
  /// handles. Never an undo step; its only change to the game is a running clock's tick.
  indirect case launched(Launch)
}
