/// The streams a feed sends its events to, each by a number of its own, within the limits of
/// ``GameFeed/Limits`` (in all, and per client address). Kept inside the feed's lock; the feed
/// yields to ``streams`` and finishes what ``remove(_:)`` gives back outside it.
public struct SubscriberList: Sendable {
  /// The streams by subscriber number.
  public private(set) var streams: [Int: AsyncStream<String>.Continuation] = [:]
  private var slots = SubscriberSlots()
  private var next = 0

  /// No subscriber.
  public init() {}

  /// How many subscribers there are.
  public var count: Int { streams.count }

  /// Adds `stream` for `client` and returns its number, or throws ``FeedFull`` when `limits` are
  /// reached, `total` being how many subscribers the feed has in all (this list's by default).
  public mutating func add(
    _ stream: AsyncStream<String>.Continuation, client: String?, limits: GameFeed.Limits, total: Int? = nil
  ) throws(FeedFull) -> Int {
    try slots.checkRoom(total: total ?? streams.count, for: client, limits: limits)
    let id = next
    next += 1
    streams[id] = stream
    slots.take(id, for: client)
    return id
  }

  /// Forgets subscriber `id`, returning its stream to finish (`nil` when it was gone already).
  public mutating func remove(_ id: Int) -> AsyncStream<String>.Continuation? {
    slots.free(id)
    return streams.removeValue(forKey: id)
  }

  /// Forgets every subscriber, returning their streams to finish.
  public mutating func removeAll() -> [AsyncStream<String>.Continuation] {
    defer {
      streams.removeAll()
      slots = SubscriberSlots()
    }
    return Array(streams.values)
  }
}
