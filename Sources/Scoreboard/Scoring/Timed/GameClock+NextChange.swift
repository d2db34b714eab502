extension GameClock {
  /// The shortest step of the shown time: a tenth of a second, in a count-down's last minute.
  public static let finestStep = Duration.milliseconds(100)

  /// The reading, after `reading`, at which the time this running clock shows next changes: the
  /// next whole second, or the next tenth in a count-down's last minute. The timer sleeps until
  /// then, so a running clock wakes the app only when there is something new to show: once a
  /// second for most of a period. (A count-up's added time shows `+0:00` for the instant it
  /// begins; the next tick, a second later, shows `+0:01`.)
  ///
  /// A stopped clock shows nothing new; its answer is one ``finestStep`` on.
  public func nextDisplayChange(after reading: Duration) -> Duration {
    guard let run else { return reading + Self.finestStep }
    let playedNow = playedBeforeStart + (reading - run.startedAt)
    switch direction {
    case .down:
      let left = length - playedNow
      guard left > .zero else { return reading + Self.finestStep }
      let step = left > .seconds(60) ? Duration.seconds(1) : Self.finestStep
      return reading + Self.untilNextMultiple(below: left, of: step)
    case .up:
      return reading + Self.untilNextMultiple(above: offset + playedNow, of: .seconds(1))
    }
  }

  /// How long until `value`, counting down, reaches the next multiple of `step` below it (a
  /// whole `step` when it is on one now).
  private static func untilNextMultiple(below value: Duration, of step: Duration) -> Duration {
    let remainder = nanoseconds(value) % nanoseconds(step)
    return remainder == 0 ? step : .nanoseconds(remainder)
  }

  /// How long until `value`, counting up, reaches the next multiple of `step` above it.
  private static func untilNextMultiple(above value: Duration, of step: Duration) -> Duration {
    let stepNanoseconds = nanoseconds(step)
    let remainder = nanoseconds(value) % stepNanoseconds
    return .nanoseconds(stepNanoseconds - (remainder < 0 ? remainder + stepNanoseconds : remainder))
  }

  private static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
