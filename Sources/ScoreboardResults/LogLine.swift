import FoundationEssentials
import Glibc
import Scoreboard
import ScoreboardPersistence

/// One entry of the event log as `log` prints it, field by field: the same fields make the text
/// line, the CSV row and the JSON object.
public struct LogLine: Sendable {
  /// The CSV header: one column per field.
  public static let csvHeader = "time,action,side,home,away,period,clock,counter,value"

  /// When, as ISO 8601 with milliseconds and the zone's offset.
  public let time: String
  /// What happened, readable: `home +3`, `foul away`, `counter Laps +1 = 43`.
  public let action: String
  /// `home` or `away` when the action is about one side, else empty.
  public let side: String
  /// The home score after it, as the board shows it.
  public let home: String
  /// The away score after it, as the board shows it.
  public let away: String
  /// The period after it, empty in a sport without a clock.
  public let period: String
  /// The clock after it, empty in a sport without a clock.
  public let clock: String
  /// For a counter action, the counter's name; else empty.
  public let counter: String
  /// For a counter action, the counter's value after it; else empty.
  public let value: String
  /// The score line after it: `Home 3 : 2 Away, Q1 9:59`.
  public let scoreLine: String

  /// The line of `entry`, its time in UTC when `utc`, else in the local zone.
  public init(_ entry: EventLog.Entry, utc: Bool) {
    time = Self.timestamp(entry.date, utc: utc)
    action = ActionText(entry.action, before: entry.before, after: entry.after).description
    side = ActionText.side(of: entry.action)?.rawValue ?? ""
    let board = entry.after.scoreboard
    let match = board.match
    home = match.score.home
    away = match.score.away
    period = board.timed.isTimed ? board.timed.periodLabel : ""
    clock = board.clockDisplay ?? ""
    if case .counters = entry.action {
      counter = entry.after.counters.selected.name
      value = String(entry.after.counters.selected.value)
    } else {
      counter = ""
      value = ""
    }
    scoreLine = entry.scoreLine
  }

  /// Whether the entry is a plain tick of the running clock, left out unless asked for.
  public static func isTick(_ entry: EventLog.Entry) -> Bool {
    if case .scoreboard(.timed(.tick)) = entry.action { return true }
    return false
  }

  /// The text line: time, action, score line.
  public var text: String { "\(time)  \(Self.padded(action, to: 28))  \(scoreLine)" }

  /// The CSV row, in ``csvHeader``'s order.
  public var csvRow: String {
    [time, action, side, home, away, period, clock, counter, value].map(Self.csvField).joined(separator: ",")
  }

  /// The JSON object's fields; empty fields are left out, and `score` is the score line.
  public var jsonFields: [String: String] {
    let fields = [
      "time": time, "action": action, "side": side, "home": home, "away": away, "period": period,
      "clock": clock, "counter": counter, "value": value, "score": scoreLine,
    ]
    return fields.filter { !$0.value.isEmpty }
  }

  private static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }

  /// The moment as ISO 8601 with milliseconds, rounded to the nearest one, and the offset of its
  /// zone (`Z` for UTC). The format style cuts the fraction off, so it is handed the middle of the
  /// rounded millisecond, which no floating-point error can push into the one before.
  public static func timestamp(_ date: Date, utc: Bool) -> String {
    let milliseconds = (date.timeIntervalSinceReferenceDate * 1000).rounded()
    let middle = Date(timeIntervalSinceReferenceDate: (milliseconds + 0.5) / 1000)
    var style = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, includingFractionalSeconds: true)
    style.timeZone = WallTime.zone(at: date, utc: utc)
    return middle.formatted(style)
  }

  /// `text` cut or padded with spaces to exactly `width` characters.
  private static func padded(_ text: String, to width: Int) -> String {
    let cut = text.prefix(width)
    return cut + String(repeating: " ", count: width - cut.count)
  }
}
