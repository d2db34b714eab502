/// A step that throws work away, waiting for the user to confirm it. While one waits, the status
/// line asks ``question``; `y` (or the key that asked, again) goes ahead, any other key keeps
/// everything as it was.
public enum Confirmation: Codable, Equatable, Hashable, Sendable {
  /// Leaving the app with a match in progress.
  case quit
  /// Leaving the app while the game clock runs: it runs on while the app is closed.
  case quitWithClockRunning
  /// Leaving the app while the last actions could not be saved: they would be lost.
  case quitUnsaved
  /// Setting the whole match back to its start.
  case reset
  /// Starting a new match by these rules over the one in progress.
  indirect case newMatch(SportRules)
  /// Handing the match on a desk-fed court back to the venue's desk (refusing it for this court
  /// when `refusing`).
  case handBack(refusing: Bool)

  /// What the status line asks.
  public var question: String {
    switch self {
    case .quit:
      return "Quit with the match in progress? (it is saved) y: quit, other key: stay"
    case .quitWithClockRunning:
      return "Quit? The game clock runs on while closed (all saved) y: quit, other key: stay"
    case .quitUnsaved:
      return "NOT SAVED: quit and lose the unsaved actions? y: quit anyway, other key: stay"
    case .reset:
      return "Reset the whole match? y: reset, other key: keep"
    case .newMatch(let rules):
      return "Start a new \(rules.sport.displayName) match? y: start, other key: keep this one"
    case .handBack(refusing: false):
      return "Hand this match back to the desk (head of the queue)? y: hand back, other key: keep it"
    case .handBack(refusing: true):
      return "Refuse this match on this court (the desk gives it to another)? y: refuse, other key: keep it"
    }
  }
}

extension ScoreboardState {
  /// Whether a match is under way: something has happened since its start and nobody has won it.
  /// Quitting, resetting or starting a new match then asks to be confirmed.
  public var isInProgress: Bool {
    winner == nil && progress != MatchProgress(rules: rules)
  }
}
