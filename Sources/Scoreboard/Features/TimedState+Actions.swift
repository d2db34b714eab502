extension TimedState {
  /// Applies `action` at the current `scores` (which decide whether overtime follows). Pure: the
  /// time comes in the action, and the clock's timer is started and stopped by the app's reducer
  /// when ``GameClock/isRunning`` changes. The period clock takes the clock's actions; each
  /// feature's action goes to its slice.
  public mutating func apply(_ action: TimedAction, scores: SidePair<Int>) {
    guard isTimed else { return }
    switch action {
    case .startStop(let now):
      if clock.isRunning {
        periodClock.stop(at: now)
        shotClock?.stop(at: now)
      } else if !isPeriodOver {
        periodClock.start(at: now)
        shotClock?.start(at: now)
      }
    case .tick(let now):
      if advanceShotClock(to: now) { return }
      if periodClock.tick(to: now) { shotClock?.stop(at: now) }
    case .resetShotClock(let seconds, let now):
      resetShotClock(to: seconds, at: now)
    case .adjustClock(let seconds):
      periodClock.adjustClock(seconds: seconds)
    case .nextPeriod:
      if hasNextPeriod(scores: scores) {
        move(to: period + 1)
      } else {
        endPeriod()
      }
    case .previousPeriod:
      guard period > 1 else { return }
      move(to: period - 1)
    case .endPeriod:
      endPeriod()
    case .foul(let side):
      addFoul(by: side)
    case .removeFoul(let side):
      removeFoul(of: side)
    case .timeout(let side):
      takeTimeout(by: side)
    case .removeTimeout(let side):
      giveBackTimeout(to: side)
    case .minorPenalty(let side):
      addMinorPenalty(to: side)
    case .penalty(let side, let kind):
      addPenalty(kind, to: side)
    case .playerPenalty(let side, let kind, let player):
      penalise(player, of: side, with: kind)
    case .card(let side, let color):
      showCard(color, to: side)
    case .playerCard(let side, let color, let player):
      showCard(color, to: side, player: player)
    case .kick(let side, let scored):
      periodClock.recordKick(by: side, scored: scored, scores: scores)
    }
  }

  /// Tells the clock that `scorer` has just scored: a power-play goal ends a hockey minor (and a
  /// futsal sending-off), and a goal in a sudden-death overtime ends the period.
  public mutating func goalScored(by scorer: Side) {
    guard isTimed else { return }
    endPowerPlay(scoredBy: scorer)
    if periodStyle?.overtime == .suddenDeath && isOvertime { endPeriod() }
  }

  /// Ends the period where the clock stands, without the buzzer; the shot clock stops with it.
  private mutating func endPeriod() {
    guard !isPeriodOver else { return }
    periodClock.endPeriod()
    shotClock?.stop()
  }
}
