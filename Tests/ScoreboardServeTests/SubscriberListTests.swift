import ScoreboardServe
import Testing

@Suite("the subscriber list every feed keeps")
struct SubscriberListTests {
  private static let limits = GameFeed.Limits(maximumSubscribers: 3, maximumSubscribersPerClient: 2)

  private static func stream() -> AsyncStream<String>.Continuation {
    AsyncStream<String>.makeStream().continuation
  }

  @Test("at most the limit in all and per client; a removed subscriber frees its client's place")
  func limits() throws {
    var list = SubscriberList()
    let first = try list.add(Self.stream(), client: "10.0.0.1", limits: Self.limits)
    _ = try list.add(Self.stream(), client: "10.0.0.1", limits: Self.limits)
    #expect(throws: FeedFull(maximum: 2, isPerClient: true)) {
      try list.add(Self.stream(), client: "10.0.0.1", limits: Self.limits)
    }
    _ = try list.add(Self.stream(), client: "10.0.0.2", limits: Self.limits)
    #expect(throws: FeedFull(maximum: 3)) { try list.add(Self.stream(), client: nil, limits: Self.limits) }
    #expect(list.remove(first) != nil)
    #expect(list.remove(first) == nil, "removed once")
    let again = try list.add(Self.stream(), client: "10.0.0.1", limits: Self.limits)
    #expect(again != first, "numbers are not reused")
    #expect(list.count == 3)
    #expect(list.removeAll().count == 3 && list.count == 0)
    _ = try list.add(Self.stream(), client: "10.0.0.1", limits: Self.limits)
    _ = try list.add(Self.stream(), client: "10.0.0.1", limits: Self.limits)
  }
}
