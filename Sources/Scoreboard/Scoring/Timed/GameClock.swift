/// The game clock of one period: how long the period lasts, which way the clock counts, and how
/// much of the period has been played.
///
/// The clock never counts ticks. While it runs it keeps the reading of a monotonic clock taken
/// when it started and the latest reading it has been given; the time played is the time played
/// before the start plus the difference of the two readings. However late or few the ticks, the
/// time shown is right as of the latest reading, and it never drifts.
///
/// ```swift
/// var clock = GameClock(length: .seconds(600), direction: .down)
/// clock.start(at: .seconds(100))
/// clock.advance(to: .seconds(103))
/// clock.display  // "9:57"
/// ```
public struct GameClock: Codable, Equatable, Hashable, Sendable {
  /// Which way the clock counts.
  public enum Direction: String, Codable, Equatable, Hashable, Sendable {
    /// From the period's length down to 0:00, where the period ends (basketball, hockey).
    case down
    /// From 0:00 up, past the period's length into added time (soccer), or to the length where
    /// the period ends (handball, with ``GameClock/stopsAtLength``).
    case up
  }

  /// When a running clock started, and the latest reading it has been given.
  public struct Run: Codable, Equatable, Hashable, Sendable {
    /// The monotonic clock's reading when the game clock started.
    public var startedAt: Duration
    /// The latest reading of the monotonic clock; never before ``startedAt``.
    public var latest: Duration
  }

  /// How long the period lasts.
  public let length: Duration
  /// Which way the clock counts.
  public let direction: Direction
  /// Time of the game before this period, added to what a count-up shows (soccer's second half
  /// starts at 45:00); zero for a count-down.
  public let offset: Duration
  /// Time played in the period before the clock last started (all of it while stopped).
  public private(set) var playedBeforeStart: Duration
  /// The readings of a running clock, or `nil` while it is stopped.
  public private(set) var run: Run?
  /// Whether a count-up stops at the period's length, where the period ends (handball's 30:00),
  /// instead of going on into added time; `nil` (as in games saved before it existed) is `false`.
  let stopsAtLength: Bool?

  /// A stopped clock at the start of a period of `length`, counting `direction`; a count-up
  /// shows `offset` more than the time played.
  /// A count-up that `stopsAtLength` ends its period at the length, as a count-down does at 0:00.
  public init(length: Duration, direction: Direction, offset: Duration = .zero, stopsAtLength: Bool = false) {
    self.length = max(length, .zero)
    self.direction = direction
    self.offset = direction == .up ? offset : .zero
    self.playedBeforeStart = .zero
    self.run = nil
    self.stopsAtLength = direction == .up && stopsAtLength ? true : nil
  }

  /// Whether the clock ends its period by itself: a count-down at 0:00, a count-up that stops at
  /// its length there.
  public var endsAtLength: Bool { direction == .down || stopsAtLength == true }

  /// Whether the clock is running.
  public var isRunning: Bool { run != nil }

  /// Time played in the period as of the latest reading. A count-down (and a count-up that stops
  /// at its length) stops at the period's length; another count-up goes on into added time.
  public var played: Duration {
    var played = playedBeforeStart
    if let run { played += run.latest - run.startedAt }
    return endsAtLength ? min(played, length) : played
  }

  /// Time left in the period as of the latest reading; 0 in a count-up's added time.
  public var remaining: Duration { max(length - played, .zero) }

  /// Whether a count-down has reached 0:00, or a count-up that stops at its length has reached it;
  /// another count-up never expires.
  public var isExpired: Bool { endsAtLength && played >= length }

  /// The time the clock shows: left (count-down) or played plus ``offset`` (count-up).
  public var shown: Duration { direction == .down ? remaining : offset + played }

  /// Starts the clock at reading `now`; does nothing if it runs already or has expired.
  public mutating func start(at now: Duration) {
    guard run == nil, !isExpired else { return }
    run = Run(startedAt: now, latest: now)
  }

  /// Takes reading `now` and stops the clock there; does nothing if it is stopped.
  public mutating func stop(at now: Duration) {
    guard run != nil else { return }
    advance(to: now)
    halt()
  }

  /// Takes reading `now` into a running clock; a clock that reaches the end of its period stops there
  /// and returns `true` (it has just expired). Readings earlier than the latest are ignored, so
  /// a late tick never moves the clock back.
  @discardableResult
  public mutating func advance(to now: Duration) -> Bool {
    guard var current = run else { return false }
    current.latest = max(current.latest, now)
    run = current
    guard isExpired else { return false }
    halt()
    return true
  }

  /// Moves the time shown by `change` (a positive change shows more time: more left on a
  /// count-down, more played on a count-up), only while stopped. The clock stays within the
  /// period: between 0:00 and the length on a count-down; on a count-up between the period's
  /// start and its length, or the added time already played if that is later.
  public mutating func adjust(by change: Duration) {
    guard run == nil else { return }
    switch direction {
    case .down:
      playedBeforeStart = (playedBeforeStart - change).clamped(to: .zero...length)
    case .up:
      let latest = endsAtLength ? length : max(length, playedBeforeStart)
      playedBeforeStart = (playedBeforeStart + change).clamped(to: .zero...latest)
    }
  }

  /// Stops the clock where its latest reading left it; does nothing if it is stopped.
  public mutating func stop() {
    halt()
  }

  /// Stops the clock where the latest reading left it (at most ``SavedTime/longest`` played, so
  /// the game can be saved and read again).
  private mutating func halt() {
    playedBeforeStart = min(played, SavedTime.longest)
    run = nil
  }
}
