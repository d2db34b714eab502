/// The tournament desk: the events and their matches, the queue, the courts. Changed only by
/// ``apply(_:)`` (or the store's ``reducer``) with a ``DeskAction``, so every desk that folds the
/// same actions holds the same state.
public struct DeskState: Codable, Equatable, Sendable {
  /// The events, in the order they were imported.
  public internal(set) var events: [DeskEvent] = []
  /// Every match, `matches[id - 1]` being match `id`.
  public internal(set) var matches: [DeskMatch] = []
  /// The queued matches in the order they are offered to the courts.
  public internal(set) var queue: [Int] = []
  /// The courts, in the order they were first seen.
  public internal(set) var courts: [DeskCourt] = []
  /// The least time, in seconds, between one player's matches.
  public internal(set) var restSeconds: Double = 0
  /// Whether free courts take the next ready match by themselves.
  public internal(set) var assignsAutomatically = true
  /// When each player last came off court, in seconds since 1970.
  var lastPlayed: [String: Double] = [:]
  /// The reason the last action was refused (set only by ``reducer``).
  public internal(set) var refusal: DeskRefusal?

  /// An empty desk.
  public init() {}

  /// Match `id`, or `nil`.
  public func match(_ id: Int) -> DeskMatch? {
    matches.indices.contains(id - 1) ? matches[id - 1] : nil
  }

  /// The court called `name`, or `nil`.
  public func court(_ name: String) -> DeskCourt? {
    courts.first { $0.name == name }
  }

  /// The event called `name`, or `nil`.
  public func event(_ name: String) -> DeskEvent? {
    events.first { $0.name == name }
  }
}
