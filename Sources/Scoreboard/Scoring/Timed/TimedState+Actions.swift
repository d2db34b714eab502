extension TimedState {
  /// The largest clock adjustment one action makes, either way; more is cut to it.
  static let maximumAdjustmentSeconds = 24 * 60 * 60

  /// Applies `action` at the current `scores` (which decide whether overtime follows). Pure: the
  /// time comes in the action, and the clock's timer is started and stopped by the app's reducer
  /// when ``GameClock/isRunning`` changes.
  public mutating func apply(_ action: TimedAction, scores: SidePair<Int>) {
    guard isTimed else { return }
    switch action {
    case .startStop(let now):
      if clock.isRunning {
        stopClock(at: now)
        shotClock?.stop(at: now)
      } else if !isPeriodOver {
        clock.start(at: now)
        shotClock?.start(at: now)
      }
    case .tick(let now):
      if advanceShotClock(to: now) { return }
      if clock.advance(to: now) {
        sound()
        shotClock?.stop(at: now)
      }
    case .resetShotClock(let seconds, let now):
      resetShotClock(to: seconds, at: now)
    case .adjustClock(let seconds):
      adjustClock(seconds: seconds)
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
    case .kick(let side, let scored):
      recordKick(by: side, scored: scored, scores: scores)
    }
  }

  /// Tells the clock that `scorer` has just scored: a power-play goal ends a hockey minor, and a
  /// goal in a sudden-death overtime ends the period.
  public mutating func goalScored(by scorer: Side) {
    guard isTimed else { return }
    endPowerPlay(scoredBy: scorer)
    if periodStyle?.overtime == .suddenDeath && isOvertime { endPeriod() }
  }

  /// Stops the clock at `now`, sounding the buzzer if the period ran out by then.
  private mutating func stopClock(at now: Duration) {
    if clock.advance(to: now) {
      sound()
    } else {
      clock.stop(at: now)
    }
  }

  /// The count-down has just reached 0:00: the period is over and the buzzer sounds.
  private mutating func sound() {
    isPeriodOver = true
    buzzerCount += 1
  }

  /// Ends the period where the clock stands, without the buzzer.
  private mutating func endPeriod() {
    guard !isPeriodOver else { return }
    clock.stop()
    shotClock?.stop()
    isPeriodOver = true
  }

  /// Moves the time shown while the clock is stopped; a clock that ends its period, given time back
  /// after it ran out (or was ended), opens its period again.
  private mutating func adjustClock(seconds: Int) {
    guard !clock.isRunning else { return }
    let limit = Self.maximumAdjustmentSeconds
    clock.adjust(by: .seconds(min(max(seconds, -limit), limit)))
    if isPeriodOver && clock.endsAtLength && !clock.isExpired {
      isPeriodOver = false
    }
  }
}
