import FoundationEssentials

extension GameReport {
  /// The game clock's seconds at `now` for a report made at `madeAt`: a running clock run on by
  /// the time since (up, or down to 0), a stopped one as it was; `nil` without a game clock.
  public func clockSeconds(madeAt: Date, now: Date) -> Double? {
    guard let clock else { return nil }
    guard clock.running else { return clock.seconds }
    let elapsed = max(0, now.timeIntervalSince(madeAt))
    return clock.direction == "down" ? max(0, clock.seconds - elapsed) : clock.seconds + elapsed
  }
}

extension GameReport {
  /// The game clock as the board writes it at `now` (`9:57`, `59.9` in a count-down's last
  /// minute), run on from `madeAt` when running; `nil` without a game clock.
  public func clockDisplay(madeAt: Date, now: Date) -> String? {
    guard let clock, let seconds = clockSeconds(madeAt: madeAt, now: now) else { return nil }
    if clock.direction == "down" {
      return ClockText.countdown(.milliseconds(Int64((seconds * 1000).rounded())))
    }
    return ClockText.minutesAndSeconds(Int64(seconds.rounded(.down)))
  }
}
