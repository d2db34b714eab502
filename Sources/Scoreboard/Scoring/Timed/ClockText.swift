/// How clock times are written: `M:SS`, and `S.t` for the last minute of a count-down.
enum ClockText {
  /// `seconds` as minutes and seconds: 597 is `9:57`, 6300 is `105:00`.
  static func minutesAndSeconds(_ seconds: Int64) -> String {
    let (minutes, rest) = seconds.quotientAndRemainder(dividingBy: 60)
    return "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
  }

  /// Time left on a count-down, rounded up so that `0:00` shows only when none is left: `M:SS`
  /// from a minute up, `S.t` (tenths) below it (`59.9`, `0.1`), and `0:00` at the end.
  static func countdown(_ remaining: Duration) -> String {
    let tenths = remaining.tenthsRoundedUp
    if tenths == 0 { return "0:00" }
    if tenths >= 600 { return minutesAndSeconds(remaining.secondsRoundedUp) }
    let (seconds, tenth) = tenths.quotientAndRemainder(dividingBy: 10)
    return "\(seconds).\(tenth)"
  }

  /// A penalty's time left, rounded up to the second: `2:00`, `1:47`, `0:01`.
  static func penalty(_ remaining: Duration) -> String {
    minutesAndSeconds(remaining.secondsRoundedUp)
  }
}
