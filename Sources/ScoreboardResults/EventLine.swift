import FoundationEssentials
import Scoreboard

/// One match event as `log --events` prints it: time, record, name, side and the score after it,
/// in columns.
public struct EventLine: Sendable {
  /// The text line: `2026-05-01T16:03:07.120+02:00     12  game_won      home  0 : 0, sets 0 : 0, games 1 : 0`.
  public let text: String

  /// The line of `event`, its time in UTC when `utc`, else in the local zone (`-` where the
  /// journal did not say).
  public init(_ event: MatchEvent, utc: Bool) {
    let time = event.time.map { LogLine.timestamp($0, utc: utc) } ?? "-"
    let record = String(event.record)
    let columns = [
      time, String(repeating: " ", count: max(0, 6 - record.count)) + record,
      Self.padded(event.name.rawValue, to: 20), Self.padded(event.side?.rawValue ?? "-", to: 4),
      Self.scoreText(event.score),
    ]
    text = columns.joined(separator: "  ")
  }

  /// The score as the plain line writes it: `15 : 40, sets 1 : 0, games 3 : 2`.
  public static func scoreText(_ score: EventScore) -> String {
    let standings = score.standings.map { "\($0.label) \($0.home) : \($0.away)" }
    return (["\(score.home) : \(score.away)"] + standings).joined(separator: ", ")
  }

  /// `text` padded with spaces to at least `width` characters.
  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
