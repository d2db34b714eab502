/// What the app found when it started, handed to the store as its first action
/// (``AppAction/launched(_:)``): the notices of the restore (a game archived, a damaged file moved
/// aside, saving unavailable) and the game clock's reading at launch.
///
/// Reducing it shows the notices and, when the restored game clock is running, brings the clock to
/// the launch reading and starts its timer again: the first frame shows the present time.
///
/// ```swift
/// store.dispatch(.launched(Launch(notices: saved.notices, clockReading: saved.clock.now())))
/// ```
public struct Launch: Codable, Equatable, Hashable, Sendable {
  /// Lines for the status bar about the start, oldest first; empty for none.
  public var notices: [String]
  /// The game clock's reading when the app started (``GameClockEnvironment/now``).
  public var clockReading: Duration

  /// A launch with these notices at this clock reading.
  public init(notices: [String] = [], clockReading: Duration) {
    self.notices = notices
    self.clockReading = clockReading
  }

  /// The notices as one status-bar line, or `nil` when there are none.
  public var noticeLine: String? {
    notices.isEmpty ? nil : notices.joined(separator: "; ")
  }
}
