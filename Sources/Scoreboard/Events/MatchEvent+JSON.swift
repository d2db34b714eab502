import FoundationEssentials

extension MatchEvent {
  /// The event as one line of JSON, keys sorted, its time in UTC as ISO 8601 with milliseconds:
  /// what `log --events --json` prints and `/events` sends as the data of an `event: NAME`.
  public var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Self.timestamp(date))
    }
    // Every field is a string, a number, a list or an object of them: encoding cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// `date` in UTC as ISO 8601 with milliseconds: `2026-05-01T14:03:07.120Z`.
  public static func timestamp(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSinceReferenceDate * 1000).rounded()
    // The style cuts the fraction off: the middle of the millisecond is safe from rounding errors.
    let middle = Date(timeIntervalSinceReferenceDate: (milliseconds + 0.5) / 1000)
    var style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    style.timeZone = .gmt
    return middle.formatted(style)
  }
}
