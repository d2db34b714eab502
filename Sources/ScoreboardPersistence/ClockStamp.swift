import FoundationEssentials
import Scoreboard

/// When a record or snapshot was written, by the wall clock and by the game clock's readings, so
/// that the next run can carry on the same readings: exactly after a restart in the same boot,
/// across a reboot by the wall-clock gap.
public struct ClockStamp: Codable, Equatable, Sendable {
  /// The wall-clock time of writing, in seconds since 1970 (UTC).
  public var time: Double
  /// The boot the writer ran in (`/proc/sys/kernel/random/boot_id`).
  public var boot: String
  /// The game clock's reading at writing, in nanoseconds.
  public var reading: Int64
  /// How far the writer's readings were shifted from its boot clock, in nanoseconds.
  public var offset: Int64

  /// A stamp written at `time` (seconds since 1970) in boot `boot`, the game clock reading
  /// `reading` nanoseconds, shifted `offset` nanoseconds from the boot clock.
  public init(time: Double, boot: String, reading: Int64, offset: Int64) {
    self.time = time
    self.boot = boot
    self.reading = reading
    self.offset = offset
  }

  /// The wall-clock time of writing.
  public var date: Date { Date(timeIntervalSince1970: time) }

  /// The game clock on `machine` that carries on from a keeper whose newest record was stamped
  /// so: its readings continue the keeper's, across restarts and reboots.
  public func clock(on machine: MachineClock) -> GameClockEnvironment {
    machine.environment(offset(for: machine))
  }

  /// The shift a process in `machine`'s boot must give its boot clock so its readings continue
  /// the ones this stamp was written with.
  /// The latest wall-clock time a stamp may hold: the start of 2200.
  static let latestTime = 7_258_118_400.0
  /// The largest monotonic reading or offset a stamp may hold, in nanoseconds (``SavedTime/longest``).
  static let longestNanoseconds = SavedTime.longest.nanosecondCount

  /// Throws unless the stamp's numbers are ones a machine gives: a wall-clock time from 1970 to
  /// 2200, a reading and an offset within ``SavedTime/longest``.
  func checkRanges() throws(OutOfRange) {
    try OutOfRange.check("stamp time", time, in: 0...Self.latestTime)
    let nanoseconds = -Self.longestNanoseconds...Self.longestNanoseconds
    try OutOfRange.check("stamp reading", reading, in: nanoseconds)
    try OutOfRange.check("stamp offset", offset, in: nanoseconds)
  }

  func offset(for machine: MachineClock) -> Duration {
    if boot == machine.bootID { return .nanoseconds(offset) }
    let gap = max(0, machine.wallClock().timeIntervalSince1970 - time)
    let target = Duration.nanoseconds(reading) + .nanoseconds(Int64(gap * 1e9))
    return target - machine.bootReading()
  }
}

extension Duration {
  /// The duration in whole nanoseconds.
  var nanosecondCount: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
