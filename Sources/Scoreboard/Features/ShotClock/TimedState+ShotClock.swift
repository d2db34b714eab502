extension TimedState {
  /// Whether the shot clock has run out and not been reset: the violation the board calls.
  public var isShotClockExpired: Bool { shotClock?.isExpired ?? false }

  /// The shot clock as the board shows it, in whole seconds rounded up (`24`, `1`, `0`), or `nil`
  /// without a shot clock.
  public var shotClockSeconds: Int? {
    guard let shotClock else { return nil }
    let (seconds, attoseconds) = shotClock.remaining.components
    return Int(seconds) + (attoseconds > 0 ? 1 : 0)
  }

  /// Takes reading `now` into the shot clock. When it runs out (FIBA Art. 29.1.2, NBA rule 7),
  /// the buzzer sounds and the game clock stops at the same moment; returns whether it did.
  mutating func advanceShotClock(to now: Duration) -> Bool {
    guard var shot = shotClock, let run = shot.run else { return false }
    let expiry = run.startedAt + (shot.length - shot.playedBeforeStart)
    guard shot.advance(to: now) else {
      shotClock = shot
      return false
    }
    shotClock = shot
    if clock.advance(to: expiry) {
      isPeriodOver = true
    } else {
      clock.stop(at: expiry)
    }
    buzzerCount += 1
    return true
  }

  /// The shot clock back to `seconds`, running from reading `now` when the game clock runs.
  mutating func resetShotClock(to seconds: Int, at now: Duration) {
    guard shotClock != nil, (1...rules.shotClockMaximum).contains(seconds) else { return }
    var fresh = GameClock(length: .seconds(seconds), direction: .down)
    if clock.isRunning { fresh.start(at: now) }
    shotClock = fresh
  }
}

extension SportRules {
  /// The longest a shot clock may be set to: the rules' full shot clock (24 s), or 24 without one.
  var shotClockMaximum: Int { shotClock ?? 24 }
}
