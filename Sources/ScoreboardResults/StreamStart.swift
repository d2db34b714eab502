import FoundationEssentials

/// Reads `--stream-start`.
public enum StreamStart {
  /// `text` as a moment: `HH:MM` or `HH:MM:SS` today in local time (relative to `now`), or an
  /// ISO 8601 date and time; `nil` when it is neither.
  public static func parse(_ text: String, now: Date) -> Date? {
    if let date = try? Date(text, strategy: .iso8601) { return date }
    let parts = text.split(separator: ":").map { Int($0) }
    guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
    let (hours, minutes, seconds) = (parts[0]!, parts[1]!, parts.count == 3 ? parts[2]! : 0)
    guard (0..<24).contains(hours), (0..<60).contains(minutes), (0..<60).contains(seconds) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return calendar.date(bySettingHour: hours, minute: minutes, second: seconds, of: now)
  }
}
