extension PeriodClock {
  /// The largest clock adjustment one action makes, either way; more is cut to it.
  static let maximumAdjustmentSeconds = 24 * 60 * 60

  /// Starts the clock at reading `now`, unless the period is over.
  mutating func start(at now: Duration) {
    guard !isPeriodOver else { return }
    clock.start(at: now)
  }

  /// Stops the clock at `now`, sounding the buzzer if the period ran out by then.
  mutating func stop(at now: Duration) {
    if clock.advance(to: now) {
      sound()
    } else {
      clock.stop(at: now)
    }
  }

  /// Takes reading `now` into the running clock; returns whether the period ran out with it (the
  /// buzzer has sounded).
  mutating func tick(to now: Duration) -> Bool {
    guard clock.advance(to: now) else { return false }
    sound()
    return true
  }

  /// The clock has just reached the end of its period: the period is over and the buzzer sounds.
  mutating func sound() {
    isPeriodOver = true
    buzzerCount += 1
  }

  /// Ends the period where the clock stands, without the buzzer.
  mutating func endPeriod() {
    guard !isPeriodOver else { return }
    clock.stop()
    isPeriodOver = true
  }

  /// Moves the time shown while the clock is stopped; a clock that ends its period, given time back
  /// after it ran out (or was ended), opens its period again.
  mutating func adjustClock(seconds: Int) {
    guard !clock.isRunning else { return }
    let limit = Self.maximumAdjustmentSeconds
    clock.adjust(by: .seconds(min(max(seconds, -limit), limit)))
    if isPeriodOver && clock.endsAtLength && !clock.isExpired {
      isPeriodOver = false
    }
  }
}
