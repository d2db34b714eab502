extension ScoreboardState {
  /// The countdown lengths of the sport played.
  public var countdownLengths: CountdownLengths { rules.sport.profile.featureSettings.countdowns }

  /// Whether time runs on the board: the game clock or a countdown. The app's timer ticks while it
  /// does, and the journal only holds such ticks.
  public var isTicking: Bool { timed.clock.isRunning || countdown?.isCountingDown == true }

  /// How many times the buzzer has sounded in this match: the game clock's (shot clock's
  /// included) and the countdowns' at zero.
  public var buzzerCount: Int { timed.buzzerCount + countdownBuzzes }

  /// Applies a countdown action.
  mutating func apply(_ action: CountdownAction) {
    switch action {
    case .start(let kind, let seconds, let now):
      var started = Countdown(kind, length: .seconds(min(max(seconds, 1), Self.longestCountdown)))
      started.begin(at: now)
      countdown = started
    case .begin(let now):
      countdown?.begin(at: now)
    case .end:
      countdown = nil
    }
  }

  /// The longest countdown a key may start, in seconds: an hour.
  static let longestCountdown = 3600

  /// Takes reading `now` into the countdown: an armed one begins, a running one advances, and one
  /// that reaches zero ends with the buzzer.
  mutating func advanceCountdown(to now: Duration) {
    guard var running = countdown else { return }
    if running.isArmed {
      running.begin(at: now)
      countdown = running
      return
    }
    if running.advance(to: now) {
      countdown = nil
      countdownBuzzes += 1
    } else {
      countdown = running
    }
  }

  /// Starts, replaces or ends the countdown after `action` changed the board from `before`, as
  /// the rules say: a point ends the countdown running and may start an interval (the point that
  /// reaches the interval in a game, wins a game or set, or changes ends with a rest); a timeout
  /// taken starts the timeout's; the game clock starting ends it; a reset or new match clears it.
  mutating func followCountdownRules(after action: ScoreboardAction, from before: ScoreboardState) {
    switch action {
    case .add:
      guard rallies.count != before.rallies.count || scores != before.scores else { return }
      countdown = intervalStarted(from: before).map { Countdown(.interval, length: $0) }
    case .subtract where progress.isPointByPoint:
      if rallies.count != before.rallies.count { countdown = nil }
    case .timed(.timeout):
      guard self != before, let length = countdownLengths.timeout else { return }
      countdown = Countdown(.timeout, length: length)
    case .timed(.startStop):
      if timed.clock.isRunning && !before.timed.clock.isRunning { countdown = nil }
    case .reset, .newMatch:
      countdown = nil
    default:
      return
    }
  }

  /// The length of the interval the points just won start from `before`, or `nil`: between
  /// games or sets, the interval in a game, a change of ends with a rest; none once the match is won.
  private func intervalStarted(from before: ScoreboardState) -> Duration? {
    let lengths = countdownLengths
    guard lengths.betweenGames != nil || lengths.midGameInterval != nil else { return nil }
    if lengths.midGameInterval == nil {
      // Without an interval in a game, only a point that ends a game or set can start one: the
      // outlines say so without summarizing the match.
      let (old, new) = (before.outline, outline)
      guard new.finishedParts != old.finishedParts || new.setGamesPlayed != old.setGamesPlayed else {
        return nil
      }
    }
    let view = match
    guard view.winner == nil else { return nil }
    if view.history.count > before.outline.finishedParts, let length = lengths.betweenGames { return length }
    let situations = view.situations.map(\.situation)
    if situations.contains(.interval), let length = lengths.midGameInterval { return length }
    if situations.contains(.changeEnds) { return lengths.changeOfEnds(view) }
    return nil
  }
}

/// Where the countdown stands, as far as the app's timer cares: none, armed (waiting for its
/// first reading), or running from a start.
public enum CountdownPhase: Equatable, Sendable {
  /// No countdown.
  case none
  /// A countdown waits for its first reading.
  case armed
  /// A countdown runs; a new start (another countdown) is another phase.
  case running(Countdown)

  /// The phase of `countdown`.
  init(_ countdown: Countdown?) {
    guard let countdown else {
      self = .none
      return
    }
    guard countdown.isCountingDown else {
      self = countdown.isArmed ? .armed : .none
      return
    }
    self = .running(countdown)
  }

  /// Whether two phases are the same: running countdowns of the same kind and length started at
  /// the same reading are, whatever their latest reading.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.none, .none), (.armed, .armed): return true
    case (.running(let left), .running(let right)):
      return left.kind == right.kind && left.length == right.length
        && left.clock.run?.startedAt == right.clock.run?.startedAt
    default: return false
    }
  }
}

extension ScoreboardState {
  /// Where the countdown stands, for the app's timer.
  public var countdownPhase: CountdownPhase { CountdownPhase(countdown) }
}
