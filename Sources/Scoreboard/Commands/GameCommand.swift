/// What a scorekeeper can ask of the game, whoever asks: a key (through its binding), a key file's
/// action name, `POST /api/actions` and the control socket all come to one of these, and the name
/// is parsed in one place (``init(actionName:)``).
///
/// A command turns into actions only against the current state (``actions(in:at:)``): score
/// commands act on the team drawn at their end of the screen and count as many times as the
/// pending count says.
public enum GameCommand: Equatable, Hashable, Sendable {
  /// Adds the multiplier to the team drawn at this end of the screen; in a shoot-out, a goal from
  /// its kick.
  case addPoints(ScreenEnd)
  /// Takes the multiplier off the team drawn at this end of the screen; in a shoot-out, a missed
  /// kick.
  case subtractPoints(ScreenEnd)
  /// Both scores back to 0.
  case resetScores
  /// The teams change ends.
  case swapEnds
  /// Adds the multiplier to the selected counter.
  case incrementCounter
  /// Takes the multiplier off the selected counter.
  case decrementCounter
  /// The selected counter back to 0.
  case resetCounter
  /// A new counter with a numbered name, selected.
  case addCounter
  /// Type a new name for the selected counter on the status line.
  case renameCounter
  /// Removes the selected counter (the last one stays).
  case removeCounter
  /// Selects the next counter.
  case selectNextCounter
  /// Selects the previous counter.
  case selectPreviousCounter
  /// Appends the key's digit to the pending count. A `0` only continues a count already started.
  case typeCountDigit
  /// Forgets the pending count.
  case cancelCount
  /// Undoes the last change to the game.
  case undo
  /// Redoes the last undone change.
  case redo
  /// Shows the next screen.
  case nextScreen
  /// Opens the help overlay.
  case showHelp
  /// Opens the menu that starts a new match.
  case openMatchMenu
  /// Starts or stops the game clock at the time the key was read.
  case startStopClock
  /// Moves the stopped game clock by this many seconds.
  case adjustClock(seconds: Int)
  /// Starts the next period.
  case nextPeriod
  /// Goes back to the previous period.
  case previousPeriod
  /// Ends the period where the clock stands.
  case endPeriod
  /// A team foul by the team drawn at this end.
  case foul(ScreenEnd)
  /// Takes back a team foul of the team drawn at this end.
  case removeFoul(ScreenEnd)
  /// A timeout by the team drawn at this end.
  case timeout(ScreenEnd)
  /// Gives back a timeout of the team drawn at this end.
  case removeTimeout(ScreenEnd)
  /// The shot clock starts again from this many seconds (24 or 14).
  case resetShotClock(seconds: Int)
  /// A minor penalty to the team drawn at this end.
  case minorPenalty(ScreenEnd)
  /// A card of this color to a player of the team drawn at this end (soccer, futsal); a count typed
  /// first is the player's number, so that a second yellow card sends the player off.
  case card(ScreenEnd, CardColor)
  /// A penalty of this kind to the team drawn at this end (hockey, handball). For a kind that
  /// names its player (a handball suspension), a count typed first is the player's number.
  case penalty(ScreenEnd, PenaltyKind)
  /// The other team serves first (only before the first point).
  case switchFirstServer
  /// Answers the choice the app waits for before a game (who serves, who receives): with the
  /// default (`takesDefault`, Enter) or the other option (`o`).
  case answerChoice(takesDefault: Bool)
  /// Once the match is won, signs its result off: a court fed by a venue's desk sends it to the
  /// desk and takes the next match.
  case signOff
  /// On a court fed by a venue's desk, asks to hand the match back to the desk (it goes to the
  /// head of the queue, and the court takes the next one); refusing it for this court when
  /// `refusing`. Asked on the status line first.
  case handBack(refusing: Bool)
  /// Starts typing a new name for the team drawn on the left (Tab moves on to the other team and,
  /// in doubles, to each player).
  case rename
  /// Opens the history screen on the present step.
  case showHistory
  /// Goes back to this step of the match's timeline (0 the start, ``AppState/historyCount`` - 1
  /// the present) in one journaled step that one redo takes back: the history screen's rewind,
  /// asked for from outside the terminal (the inspector's "rewind here"). Closes a preview.
  case rewind(toStep: Int)
  /// Shows the history screen's preview of this step of the match's timeline on the board, as
  /// the scorekeeper's `L` and `j`/`k` do: nothing in the match changes (the inspector's "jump").
  case preview(step: Int)
  /// Closes the history screen's preview: the board shows the present again.
  case endPreview
  /// Starts a countdown of this kind, of the sport's length (the warm-up's as `--warm-up` says);
  /// ends it when one of this kind runs.
  case countdown(CountdownKind)
  /// Ends the countdown running, before zero.
  case endCountdown
  /// Leaves the app.
  case quit
  /// Adds this many points (takes them off when negative) times the multiplier to the team drawn at this
  /// end of the screen: a key file's `"left +3"`.
  case changeScore(ScreenEnd, by: Int)
  /// Adds this many points (takes them off when negative) times the multiplier to this team wherever it is
  /// drawn: a key file's `"home +2"`.
  case changeTeamScore(Side, by: Int)
  /// Adds this amount (takes it off when negative) times the multiplier to the selected counter: a key
  /// file's `"counter +5"`.
  case changeCounter(by: Int)

  /// The actions the command comes to in `state` at game-clock reading `now`, or `nil` when it
  /// does not apply (so that another binding of the same key may), or means no action of the game
  /// (``quit``, ``typeCountDigit``: the key's own business). A pending count multiplies every
  /// command that can be repeated; a command that cannot (``takesCount``) does not apply while one
  /// is pending.
  public func actions(in state: AppState, at now: Duration) -> [AppAction]? {
    guard takesCount || state.ui.pendingCount == nil else { return nil }
    let times = state.ui.multiplier
    let repeated: ([AppAction]) -> [AppAction] = { Array(repeating: $0, count: times).flatMap { $0 } }
    let board = state.scoreboard
    switch self {
    case .addPoints(let end) where board.timed.isShootout(scores: board.scores):
      return Self.kick(by: board.side(at: end), scored: true, on: board)
    case .subtractPoints(let end) where board.timed.isShootout(scores: board.scores):
      return Self.kick(by: board.side(at: end), scored: false, on: board)
    case .addPoints(let end):
      return [.scoreboard(.add(state.scoreboard.side(at: end), points: times))]
    case .subtractPoints(let end):
      return [.scoreboard(.subtract(state.scoreboard.side(at: end), points: times))]
    case .resetScores: return [.scoreboard(.reset)]
    case .swapEnds: return [.scoreboard(.swapEnds)]
    case .incrementCounter: return [.counters(.increment(by: times))]
    case .decrementCounter: return [.counters(.decrement(by: times))]
    case .resetCounter: return [.counters(.reset)]
    case .addCounter:
      return [.counters(.add(name: "", allowsNegative: state.counters.selected.allowsNegative))]
    case .renameCounter:
      return [.ui(.counterNameEntryChanged(CounterNameEntry(text: state.counters.selected.name)))]
    case .removeCounter:
      guard state.counters.counters.count > 1 else { return nil }
      return [.counters(.remove)]
    case .selectNextCounter: return repeated([.counters(.selectNext)])
    case .selectPreviousCounter: return repeated([.counters(.selectPrevious)])
    case .typeCountDigit, .quit: return nil
    case .cancelCount: return state.ui.pendingCount == nil ? nil : [.ui(.cancelCount)]
    case .undo: return repeated([.undo])
    case .redo: return repeated([.redo])
    case .nextScreen: return [.ui(.nextScreen)]
    case .showHelp: return [.ui(.showHelp)]
    case .openMatchMenu: return [.ui(.showMatchMenu)]
    case .switchFirstServer:
      guard state.scoreboard.rallies.isEmpty else { return nil }
      return [.scoreboard(.setFirstServer(state.scoreboard.firstServer.opponent))]
    case .answerChoice(let takesDefault):
      guard let pending = state.scoreboard.pendingChoice else { return nil }
      let index = takesDefault ? pending.defaultIndex : 1 - pending.defaultIndex
      return [.scoreboard(.choose(pending.choice(taking: index)))]
    case .signOff: return board.winner == nil ? nil : [.ui(.signOffRequested)]
    case .handBack(let refusing):
      guard state.ui.deskCourt != nil, board.winner == nil else { return nil }
      return [.ui(.askToConfirm(.handBack(refusing: refusing)))]
    case .showHistory: return [.ui(.showHistory(selecting: state.historyCount - 1))]
    case .rewind(let step):
      return [.rewind(toStep: step)] + (state.ui.overlay == .history ? [.ui(.hideHistory)] : [])
    case .preview(let step):
      let onBoard: [AppAction] = state.ui.screen == .scoreboard ? [] : [.ui(.show(.scoreboard))]
      return onBoard
        + [state.ui.overlay == .history ? .ui(.selectHistoryStep(step)) : .ui(.showHistory(selecting: step))]
    case .endPreview: return state.ui.overlay == .history ? [.ui(.hideHistory)] : []
    case .rename:
      let board = state.scoreboard
      return [.ui(.nameEntryChanged(NameEntry(side: board.side(at: .left), on: board)))]
    case .changeScore(let end, let points):
      return Self.scoreChange(state.scoreboard.side(at: end), by: points * times)
    case .changeTeamScore(let side, let points): return Self.scoreChange(side, by: points * times)
    case .changeCounter(let amount):
      let total = amount * times
      return [.counters(total < 0 ? .decrement(by: -total) : .increment(by: total))]
    case .adjustClock(let seconds):
      return [.scoreboard(.timed(.adjustClock(seconds: seconds * times)))]
    case .penalty(let end, let kind) where kind.namesPlayer:
      let side = state.scoreboard.side(at: end)
      let player = state.ui.pendingCount.map { min($0, MinorPenalty.playerNumbers.upperBound) }
      return [
        .scoreboard(.timed(player.map { .playerPenalty(side, kind, player: $0) } ?? .penalty(side, kind)))
      ]
    case .card(let end, let color) where state.ui.pendingCount != nil:
      let side = state.scoreboard.side(at: end)
      let player = min(state.ui.multiplier, MinorPenalty.playerNumbers.upperBound)
      return [.scoreboard(.timed(.playerCard(side, color, player: player)))]
    case .foul, .removeFoul, .timeout, .removeTimeout, .minorPenalty, .card, .penalty:
      return timedOutcome(in: state, at: now).map { repeated([.scoreboard(.timed($0))]) }
    case .startStopClock, .nextPeriod, .previousPeriod, .endPeriod:
      return timedOutcome(in: state, at: now).map { [.scoreboard(.timed($0))] }
    case .resetShotClock(let seconds):
      guard state.scoreboard.timed.shotClock != nil else { return nil }
      return [.scoreboard(.timed(.resetShotClock(seconds: seconds, at: now)))]
    case .countdown(let kind):
      if board.countdown?.kind == kind { return [.scoreboard(.countdown(.end))] }
      let seconds = kind == .warmUp ? state.ui.warmUpSeconds : nil
      let length = seconds ?? Int(board.countdownLengths.byKey(kind).components.seconds)
      return [.scoreboard(.countdown(.start(kind, seconds: length, at: now)))]
    case .endCountdown:
      return board.countdown == nil ? nil : [.scoreboard(.countdown(.end))]
    }
  }

  /// A shoot-out kick by `side`; before the first kick, a kick by the side not asked first also
  /// answers who kicks first (IFAB Law 10: the toss winner chooses), as its own undoable action.
  private static func kick(by side: Side, scored: Bool, on board: ScoreboardState) -> [AppAction] {
    let kick = AppAction.scoreboard(.timed(.kick(side, scored: scored)))
    guard board.pendingChoice?.kind == .firstKicker, board.timed.nextKicker != side else { return [kick] }
    return [.scoreboard(.choose(.firstKicker(side))), kick]
  }

  /// Whether a count typed before the command's key means anything: the commands that add or take
  /// away, undo and redo, move the selection or the clock, and those that change only the screen
  /// (which forget the count). Resetting, swapping ends, the clock's start and stop, period moves
  /// and adding a counter cannot be repeated meaningfully, so they refuse a count.
  public var takesCount: Bool {
    switch self {
    case .resetScores, .swapEnds, .resetCounter, .addCounter, .renameCounter, .removeCounter, .startStopClock,
      .nextPeriod,
      .previousPeriod, .endPeriod, .switchFirstServer, .answerChoice, .rename, .resetShotClock, .signOff,
      .handBack, .countdown, .endCountdown, .rewind, .preview, .endPreview:
      return false
    case .addPoints, .subtractPoints, .incrementCounter, .decrementCounter, .selectNextCounter,
      .selectPreviousCounter, .typeCountDigit, .cancelCount, .undo, .redo, .nextScreen, .showHelp,
      .showHistory,
      .openMatchMenu, .adjustClock, .foul, .removeFoul, .timeout, .removeTimeout, .minorPenalty, .card,
      .penalty, .quit,
      .changeScore, .changeTeamScore, .changeCounter:
      return true
    }
  }

  /// The game-clock action of a timed-sport command.
  private func timedOutcome(in state: AppState, at now: Duration) -> TimedAction? {
    let board = state.scoreboard
    switch self {
    case .startStopClock: return .startStop(at: now)
    case .adjustClock(let seconds): return .adjustClock(seconds: seconds)
    case .nextPeriod: return .nextPeriod
    case .previousPeriod: return .previousPeriod
    case .endPeriod: return .endPeriod
    case .foul(let end): return .foul(board.side(at: end))
    case .removeFoul(let end): return .removeFoul(board.side(at: end))
    case .timeout(let end): return .timeout(board.side(at: end))
    case .removeTimeout(let end): return .removeTimeout(board.side(at: end))
    case .minorPenalty(let end): return .minorPenalty(board.side(at: end))
    case .card(let end, let color): return .card(board.side(at: end), color)
    case .penalty(let end, let kind): return .penalty(board.side(at: end), kind)
    default: return nil
    }
  }

  private static func scoreChange(_ side: Side, by points: Int) -> [AppAction] {
    [.scoreboard(points < 0 ? .subtract(side, points: -points) : .add(side, points: points))]
  }

}
