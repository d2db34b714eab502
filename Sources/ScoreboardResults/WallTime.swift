import FoundationEssentials
import Glibc

/// How `log`, `results`, `report` and its HTML page write a moment: ISO 8601 with the offset of
/// the zone it is written in, the local zone (from `TZ` or /etc/localtime) unless UTC is asked for
/// (`--utc`). One rule for every command, so the times of one evening read alike.
public enum WallTime {
  /// `date` to the second: `2026-11-24T20:02:11+01:00`, or `2026-11-24T19:02:11Z` when `utc`.
  public static func text(_ date: Date, utc: Bool) -> String {
    var style = Date.ISO8601FormatStyle(timeZoneSeparator: .colon)
    style.timeZone = zone(at: date, utc: utc)
    return date.formatted(style)
  }

  /// The zone a time at `date` is written in: UTC when `utc`, else the local zone's offset then.
  static func zone(at date: Date, utc: Bool) -> TimeZone {
    TimeZone(secondsFromGMT: utc ? 0 : localOffset(at: date)) ?? .gmt
  }

  /// The local zone's offset from UTC at `date`, in seconds.
  private static func localOffset(at date: Date) -> Int {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return 0 }
    return parts.tm_gmtoff
  }
}
