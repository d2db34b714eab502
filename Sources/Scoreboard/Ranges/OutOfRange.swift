/// A number in a saved game, a journal record or an event that is outside the range the app
/// itself can produce: the whole value holding it is refused as it is read, so a crafted venue row
/// or event is skipped instead of trapping later in arithmetic on it.
public struct OutOfRange: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the number is, such as `period` or `clock length`.
  public var name: String
  /// The number as read.
  public var value: String
  /// The lowest number allowed.
  public var lowest: String
  /// The highest number allowed.
  public var highest: String

  /// The error for `name`, read as `value`, which must be from `lowest` to `highest`.
  public init(name: String, value: String, lowest: String, highest: String) {
    self.name = name
    self.value = value
    self.lowest = lowest
    self.highest = highest
  }

  /// One line: `period -9223372036854775808 is outside 1...999`.
  public var description: String { "\(name) \(value) is outside \(lowest)...\(highest)" }

  /// Throws unless `range` contains `value`.
  public static func check<Value: Comparable>(_ name: String, _ value: Value, in range: ClosedRange<Value>)
    throws(OutOfRange)
  {
    guard range.contains(value) else {
      throw OutOfRange(
        name: name, value: "\(value)", lowest: "\(range.lowerBound)", highest: "\(range.upperBound)")
    }
  }

  /// Throws unless `value` is `nil` or in `range`.
  public static func check<Value: Comparable>(_ name: String, _ value: Value?, in range: ClosedRange<Value>)
    throws(OutOfRange)
  {
    guard let value else { return }
    try check(name, value, in: range)
  }
}

/// The ranges of the times a saved game holds.
public enum SavedTime {
  /// The longest time a saved game may hold (a clock's length, the time played, a monotonic clock's
  /// reading): about 31 years, so that sums of a few such times still fit in 64-bit nanoseconds.
  public static let longest = Duration.seconds(1_000_000_000)
  /// A length or a time played: from zero to ``longest``.
  public static let lengths = Duration.zero...longest
  /// A monotonic clock's reading, which may be before its zero: within ``longest`` of it.
  public static let readings = (Duration.zero - longest)...longest
}
