import FoundationEssentials
import Scoreboard

/// The machine's clocks as persistence sees them: which boot this is, the boot clock, and the
/// wall clock. The app uses ``live``; tests script all three to simulate restarts and reboots.
public struct MachineClock: Sendable {
  /// Identifies the current boot; differs after a reboot.
  public var bootID: String
  /// The time since boot (the unshifted game-clock reading).
  public var bootReading: @Sendable () -> Duration
  /// The wall clock.
  public var wallClock: @Sendable () -> Date
  /// The game clock environment whose readings are the boot clock shifted by the given offset.
  public var environment: @Sendable (Duration) -> GameClockEnvironment

  /// A machine clock from its parts.
  public init(
    bootID: String,
    bootReading: @escaping @Sendable () -> Duration,
    wallClock: @escaping @Sendable () -> Date,
    environment: @escaping @Sendable (Duration) -> GameClockEnvironment
  ) {
    self.bootID = bootID
    self.bootReading = bootReading
    self.wallClock = wallClock
    self.environment = environment
  }

  /// This machine: the boot id from `/proc/sys/kernel/random/boot_id`, `CLOCK_BOOTTIME`, the
  /// system clock, and ``GameClockEnvironment/live(shiftedBy:)``.
  public static var live: MachineClock {
    let bootID =
      (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))?
      .filter { !$0.isWhitespace } ?? "unknown"
    return MachineClock(
      bootID: bootID,
      bootReading: { GameClockEnvironment.bootClockReading() },
      wallClock: { Date() },
      environment: { GameClockEnvironment.live(shiftedBy: $0) }
    )
  }

  /// A stamp of now, for readings shifted by `offset`.
  func stamp(offset: Duration) -> ClockStamp {
    ClockStamp(
      time: wallClock().timeIntervalSince1970,
      boot: bootID,
      reading: (bootReading() + offset).nanosecondCount,
      offset: offset.nanosecondCount
    )
  }
}
