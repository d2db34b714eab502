import Foundation

/// How the history screen writes when a step happened: the wall-clock time in the local zone and
/// the time into the game since its first step (`19:14:02 +12:31`).
enum HistoryTime {
  /// The time of `step` from `times` (seconds since 1970 by step), or `nil` when it is not known;
  /// without the wall clock (`+12:31`) unless `withWallClock`.
  static func text(step: Int, times: [Double?], withWallClock: Bool = true) -> String? {
    guard times.indices.contains(step), let time = times[step] else { return nil }
    let start = times.compactMap { $0 }.first ?? time
    let sinceStart = "+" + elapsed(time - start)
    return withWallClock ? wallClock(time) + " " + sinceStart : sinceStart
  }

  /// `19:14:02`, in the local time zone.
  static func wallClock(_ time: Double) -> String {
    let parts = Calendar.current.dateComponents(
      [.hour, .minute, .second], from: Date(timeIntervalSince1970: time))
    return [parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0].map(twoDigits).joined(separator: ":")
  }

  /// `12:31`, or `1:02:31` past an hour.
  static func elapsed(_ seconds: Double) -> String {
    let total = max(0, Int(seconds.rounded(.down)))
    let (hours, rest) = total.quotientAndRemainder(dividingBy: 3600)
    let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
