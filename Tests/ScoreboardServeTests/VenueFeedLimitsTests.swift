import ScoreboardServe
import ScoreboardVenue
import ScoreboardVenueServe
import Testing

@Suite("serve --venue: the page limits over every court", .serialized)
struct VenueFeedLimitsTests {
  @Test(
    "the limits count every court's pages and the venue's, from one address and in all; a page gone frees its place"
  )
  func limitsOverEveryCourt() async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    let one = try await ShippedCourt("1", venue: address)
    let two = try await ShippedCourt("2", venue: address)
    one.play(.scoreboard(.add(.home, points: 1)))
    two.play(.scoreboard(.add(.away, points: 1)))
    let feed = VenueFeed(
      address: address, limits: .init(maximumSubscribers: 4, maximumSubscribersPerClient: 2))
    feed.start()
    #expect(await eventually { feed.courtNames == ["1", "2"] })
    var held: [GameFeed.Subscription] = []
    held.append(try #require(try feed.subscribe(court: "1", lastEventID: nil, client: "10.0.0.1")))
    held.append(try #require(try feed.subscribe(court: "2", lastEventID: nil, client: "10.0.0.1")))
    #expect(throws: FeedFull(maximum: 2, isPerClient: true)) { try feed.subscribeVenue(client: "10.0.0.1") }
    held.append(try feed.subscribeVenue(client: "10.0.0.2"))
    held.append(try #require(try feed.subscribe(court: "2", lastEventID: nil, client: "10.0.0.2")))
    #expect(throws: FeedFull(maximum: 4)) {
      try feed.subscribe(court: "1", lastEventID: nil, client: "10.0.0.3")
    }
    #expect(feed.subscriberCount == 4)
    feed.unsubscribe(held[0].id)
    feed.unsubscribe(held[2].id)
    #expect(feed.subscriberCount == 2)
    held.append(try #require(try feed.subscribe(court: "1", lastEventID: nil, client: "10.0.0.1")))
    held.append(try feed.subscribeVenue(client: "10.0.0.3"))
    #expect(feed.subscriberCount == 4)
    feed.stop()
    #expect(feed.subscriberCount == 0)
    withExtendedLifetime(held) {}
    await one.close()
    await two.close()
  }
}
