extension GameCommand {
  /// Whether the command means something when it comes from outside the keeper's terminal (the
  /// control socket of `serve`): the commands that change the game, and the inspector's preview of
  /// a step of its history on the board. Those that only move the keeper's screen otherwise, type
  /// into it or quit it do not.
  /// Every command is named here (no `default`), so a new one is classified when it is added.
  public var isRemote: Bool {
    switch self {
    case .quit, .showHelp, .nextScreen, .typeCountDigit, .cancelCount, .rename, .openMatchMenu, .showHistory,
      .renameCounter, .handBack:
      return false
    case .addPoints, .subtractPoints, .resetScores, .swapEnds, .incrementCounter, .decrementCounter,
      .resetCounter, .addCounter, .selectNextCounter, .selectPreviousCounter, .undo, .redo, .startStopClock,
      .adjustClock, .nextPeriod, .previousPeriod, .endPeriod, .foul, .removeFoul, .timeout, .removeTimeout,
      .minorPenalty, .card, .penalty, .switchFirstServer, .answerChoice, .changeScore, .changeTeamScore,
      .changeCounter, .resetShotClock, .removeCounter, .signOff, .countdown, .endCountdown, .rewind, .preview,
      .endPreview:
      return true
    }
  }

  /// Whether the command only changes what the keeper's board shows (the inspector's preview):
  /// from outside, it is done when shown, with no record to wait for, and nothing in the match
  /// changes.
  public var isPreview: Bool {
    switch self {
    case .preview, .endPreview: return true
    default: return false
    }
  }

  /// Whether the command reads the steps of the match's history before the present (rewind,
  /// preview): a keeper that put off loading its history loads it first.
  public var readsHistory: Bool {
    switch self {
    case .rewind, .preview: return true
    default: return false
    }
  }

  /// Whether the command speaks to a venue's desk (sign off, hand back): its key is listed in
  /// the help only on a court the desk feeds.
  public var isDeskCommand: Bool {
    switch self {
    case .signOff, .handBack: return true
    default: return false
    }
  }

  /// Whether the command wipes what the match or a counter has (`reset`, `counter reset`,
  /// `counter delete`): the
  /// `r` key asks before it resets, and `POST /api/actions` takes either only with `"confirm": true`.
  public var wipesProgress: Bool {
    switch self {
    case .resetScores, .resetCounter, .removeCounter: return true
    default: return false
    }
  }

  /// The actions the command comes to in `state` at game-clock reading `now` when it comes from
  /// outside the terminal: as its key would, but never multiplied by a count the scorekeeper is
  /// typing. `nil` when it does not apply now (no choice to answer, a clock key without a clock).
  public func remoteActions(in state: AppState, at now: Duration) -> [AppAction]? {
    guard isRemote else { return nil }
    var state = state
    state.ui.pendingCount = nil
    return actions(in: state, at: now)
  }
}
