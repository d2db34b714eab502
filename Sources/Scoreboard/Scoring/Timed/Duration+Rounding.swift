extension Duration {
  /// Attoseconds in a tenth of a second.
  private static let attosecondsPerTenth: Int64 = 100_000_000_000_000_000

  /// Whole tenths of a second in this duration (0 or more), rounded up: 0.01 s is 1 tenth.
  var tenthsRoundedUp: Int64 {
    guard self > .zero else { return 0 }
    let (seconds, attoseconds) = components
    let (tenths, rest) = attoseconds.quotientAndRemainder(dividingBy: Self.attosecondsPerTenth)
    return seconds * 10 + tenths + (rest > 0 ? 1 : 0)
  }

  /// Whole seconds in this duration (0 or more), rounded up: 0.01 s is 1 second.
  var secondsRoundedUp: Int64 {
    guard self > .zero else { return 0 }
    let (seconds, attoseconds) = components
    return seconds + (attoseconds > 0 ? 1 : 0)
  }

  /// Whole seconds in this duration (0 or more), rounded down: 59.9 s is 59 seconds.
  var secondsRoundedDown: Int64 {
    guard self > .zero else { return 0 }
    return components.seconds
  }

  /// This duration held within `range`.
  func clamped(to range: ClosedRange<Duration>) -> Duration {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
