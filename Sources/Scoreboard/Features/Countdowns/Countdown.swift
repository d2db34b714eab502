/// A countdown the rules time (``CountdownKind``): its length and, once running, the readings of
/// the monotonic clock it started at and was last given, kept as a count-down ``GameClock`` so it
/// never drifts and survives a restart with the right time left.
///
/// A countdown a point or a timeout starts is first *armed*: the reducer knows its length but not
/// the time, and the app begins it at once with the clock's reading
/// (``CountdownAction/begin(at:)``). It ends by itself at zero (the buzzer sounds) or by a key.
///
/// ```swift
/// var countdown = Countdown(.interval, length: .seconds(60))
/// countdown.begin(at: .seconds(100))
/// countdown.advance(to: .seconds(103))
/// countdown.display  // "0:57"
/// ```
public struct Countdown: Codable, Equatable, Hashable, Sendable {
  /// The last seconds of a countdown, shown in the warning style.
  public static let warningTime = Duration.seconds(10)

  /// What it times.
  public let kind: CountdownKind
  /// Its time, counting down from its length.
  public private(set) var clock: GameClock

  /// An armed countdown of `kind` lasting `length` (at least a second).
  public init(_ kind: CountdownKind, length: Duration) {
    self.kind = kind
    clock = GameClock(length: max(length, .seconds(1)), direction: .down)
  }

  /// How long it lasts in all.
  public var length: Duration { clock.length }

  /// The time left as of the latest reading: the whole length while armed; never below zero.
  public var remaining: Duration { clock.remaining }

  /// Whether it runs (begun and not yet at zero).
  public var isCountingDown: Bool { clock.isRunning }

  /// Whether it waits for its first reading.
  public var isArmed: Bool { !clock.isRunning && !clock.isExpired }

  /// Whether it is in its last ``warningTime``, shown in the warning style.
  public var isWarning: Bool { remaining <= Self.warningTime }

  /// The time left as the header writes it, rounded up to the second: `1:58`, `0:07`.
  public var display: String { ClockText.penalty(remaining) }

  /// The countdown as the header writes it: `interval 1:58`.
  public var text: String { "\(kind.label) \(display)" }

  /// Begins an armed countdown at reading `now`; nothing once it runs.
  public mutating func begin(at now: Duration) {
    guard isArmed else { return }
    clock.start(at: now)
  }

  /// Takes reading `now` into a running countdown; returns `true` when it has just reached zero.
  /// A reading earlier than the latest is ignored.
  @discardableResult
  public mutating func advance(to now: Duration) -> Bool {
    clock.advance(to: now)
  }

  /// The reading, after `reading`, at which the time shown next changes: the next whole second
  /// left, so a running countdown wakes the app once a second.
  public func nextSecondShown(after reading: Duration) -> Duration {
    guard let run = clock.run else { return reading + .seconds(1) }
    let left = clock.length - clock.playedBeforeStart - (reading - run.startedAt)
    guard left > .zero else { return reading + GameClock.finestStep }
    let (_, attoseconds) = left.components
    let fraction = Duration.nanoseconds(attoseconds / 1_000_000_000)
    return reading + (fraction > .zero ? fraction : .seconds(1))
  }
}
