extension GameFeed {
  /// How many subscribers, how often a heartbeat, how many events kept for resuming.
  public struct Limits: Sendable {
    /// The most Server-Sent Event subscribers at once; one more is refused.
    public var maximumSubscribers: Int
    /// The most subscribers from one client address at once, so one client cannot hold every
    /// slot: a venue's screens behind one address (a NAT) need a few dozen at most.
    public var maximumSubscribersPerClient: Int
    /// How often a comment is sent to every subscriber to keep connections alive.
    public var heartbeat: Duration
    /// How many recent events are kept, so a browser that reconnects with `Last-Event-ID` gets
    /// exactly the ones it missed.
    public var resumableEvents: Int
    /// How many chunks may wait for a slow subscriber; older ones are dropped (each event carries
    /// the whole document, so the newest is all a late page needs; a follower that finds records
    /// missing connects again for a start).
    public var bufferedChunks: Int
    /// How long after the first change the game is read: the keeper has painted its frame by
    /// then, so reading never competes with it, and a burst of changes is read once.
    public var settleDelay: Duration

    /// Limits from their parts; the defaults are `serve`'s.
    public init(
      maximumSubscribers: Int = 256, maximumSubscribersPerClient: Int = 64,
      heartbeat: Duration = .seconds(15),
      resumableEvents: Int = 64, bufferedChunks: Int = 16, settleDelay: Duration = .milliseconds(10)
    ) {
      self.settleDelay = settleDelay
      self.maximumSubscribers = maximumSubscribers
      self.maximumSubscribersPerClient = maximumSubscribersPerClient
      self.heartbeat = heartbeat
      self.resumableEvents = resumableEvents
      self.bufferedChunks = bufferedChunks
    }
  }

  /// A subscriber's stream of event-stream text and the handle that ends it.
  public struct Subscription: Sendable {
    /// The subscriber's number, for ``GameFeed/unsubscribe(_:)``.
    public let id: Int
    /// The text to send, chunk by chunk: the first events, then one per change and heartbeats.
    public let stream: AsyncStream<String>

    /// Subscriber `id`'s `stream`: for the feeds of other sources (a venue's courts).
    public init(id: Int, stream: AsyncStream<String>) {
      self.id = id
      self.stream = stream
    }
  }
}
