extension GameClock {
  /// The time as a scoreboard shows it.
  ///
  /// A count-down shows the time left rounded up, so that it reads `0:00` only once the period is
  /// over: `M:SS` from a minute up (`9:57`), seconds and tenths below it (`59.9`, `0.1`). A
  /// count-up shows the time played rounded down, from ``offset``; past the period's length it
  /// stops at the length and shows the added time beside it (`45:00 +2:13`).
  public var display: String {
    switch direction {
    case .down:
      return ClockText.countdown(remaining)
    case .up:
      let regular = min(played, length)
      let main = ClockText.minutesAndSeconds((offset + regular).secondsRoundedDown)
      guard let addedTime else { return main }
      return main + " +" + ClockText.minutesAndSeconds(addedTime.secondsRoundedDown)
    }
  }

  /// The time played beyond the period's length on a count-up (soccer's added time), or `nil`
  /// while there is none.
  public var addedTime: Duration? {
    guard direction == .up, played > length else { return nil }
    return played - length
  }
}
