/// How many timeouts a team may take, and when: per half, in regular time as a whole, in the last
/// minutes of regular time, and in each overtime.
///
/// ```swift
/// // 3 a match, at most 2 a half, at most 1 in the last 5 minutes, none in extra time
/// TimeoutAllowance(firstHalf: 2, secondHalf: 2, regularTime: 3, lateWindow: .seconds(300), lateLimit: 1,
///   perOvertime: 0)
/// ```
public struct TimeoutAllowance: Equatable, Sendable {
  /// Most timeouts of a team in the first half of the regular periods.
  public let firstHalf: Int
  /// Most timeouts of a team in the second half.
  public let secondHalf: Int
  /// Most timeouts of a team in the whole of regular time, or `nil` for the two halves' sum.
  public let regularTime: Int?
  /// The time left in the last regular period from which ``lateLimit`` applies, or `nil`.
  public let lateWindow: Duration?
  /// Most timeouts of a team taken within ``lateWindow``.
  public let lateLimit: Int
  /// Timeouts of a team in each overtime (extra-time) period; unused ones never carry over.
  public let perOvertime: Int

  /// An allowance from its parts.
  public init(
    firstHalf: Int, secondHalf: Int, regularTime: Int? = nil, lateWindow: Duration? = nil, lateLimit: Int = 0,
    perOvertime: Int
  ) {
    self.firstHalf = firstHalf
    self.secondHalf = secondHalf
    self.regularTime = regularTime
    self.lateWindow = lateWindow
    self.lateLimit = lateLimit
    self.perOvertime = perOvertime
  }

  /// `perHalf` in the first half, one more in the second, at most 2 in the last two minutes, and
  /// one in each overtime (FIBA Art. 18.2.5 with its 2).
  static func scaled(perHalf: Int) -> TimeoutAllowance {
    TimeoutAllowance(
      firstHalf: perHalf, secondHalf: perHalf + 1, lateWindow: .seconds(120), lateLimit: 2, perOvertime: 1)
  }
}
