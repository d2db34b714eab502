/// Which client address holds each live page's slot, so that one client cannot take them all
/// (``GameFeed/Limits/maximumSubscribersPerClient``).
public struct SubscriberSlots: Sendable {
  private var owners: [Int: String] = [:]
  private var held: [String: Int] = [:]

  /// No slot held.
  public init() {}

  /// How many slots `client` holds.
  public func count(of client: String) -> Int {
    held[client] ?? 0
  }

  /// Throws ``FeedFull`` unless one more page of `client` fits, `total` being open already: at
  /// most ``GameFeed/Limits/maximumSubscribers`` in all, and
  /// ``GameFeed/Limits/maximumSubscribersPerClient`` from one address (`nil`: not counted per client).
  public func checkRoom(total: Int, for client: String?, limits: GameFeed.Limits) throws(FeedFull) {
    guard total < limits.maximumSubscribers else { throw FeedFull(maximum: limits.maximumSubscribers) }
    guard let client, count(of: client) >= limits.maximumSubscribersPerClient else { return }
    throw FeedFull(maximum: limits.maximumSubscribersPerClient, isPerClient: true)
  }

  /// Slot `id` is now held by `client`.
  public mutating func take(_ id: Int, for client: String?) {
    guard let client else { return }
    owners[id] = client
    held[client, default: 0] += 1
  }

  /// Slot `id` is free again.
  public mutating func free(_ id: Int) {
    guard let client = owners.removeValue(forKey: id) else { return }
    let left = (held[client] ?? 1) - 1
    held[client] = left > 0 ? left : nil
  }
}
