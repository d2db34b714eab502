import FoundationEssentials
import ScoreboardServe
import ScoreboardVenue
import Synchronization

/// Every court of a venue database, followed for `serve --venue`: each court's game is read again
/// when a keeper announces a record on the venue's channel (``VenueListener``), and sent to the
/// court's subscribers as one Server-Sent Event per record, the same events `/events` sends for a
/// state directory (``FeedReading/eventData(at:)``), so the same pages draw them.
///
/// One task reads the database, one request at a time, on a connection of its own; another
/// listens. A heartbeat comment goes to every subscriber every ``GameFeed/Limits/heartbeat``,
/// when every court is also read again (a keeper that stopped announces nothing).
///
/// A row that is not valid (``VenueReader``) is left out, the rest of the venue served as usual,
/// and each such row is told to `onSkippedRow` once, however often it is read again.
///
/// ```swift
/// let feed = VenueFeed(address: address)
/// feed.start()
/// let subscription = try feed.subscribe(court: "1", lastEventID: nil)  // nil: no such court
/// ```
public final class VenueFeed: Sendable {
  private struct Shared {
    var courts: [String: VenueCourtChannel] = [:]
    /// Every page's stream, a court's or the whole venue's, within the limits in all.
    var subscribers = SubscriberList()
    /// The subscribers to the whole venue.
    var venueSubscribers: Set<Int> = []
    var readError: String?
    var skippedRows: [String] = []

    /// The streams of the subscribers `ids`.
    func streams(_ ids: Set<Int>) -> [AsyncStream<String>.Continuation] {
      ids.compactMap { subscribers.streams[$0] }
    }
  }

  private enum Work: Sendable {
    case all
    case court(String)
  }

  private struct Request: Sendable {
    var work: Work
    var done: CheckedContinuation<Void, Never>?
  }

  /// The venue database.
  public let address: VenueAddress
  /// The limits in force (``GameFeed/Limits/maximumSubscribers`` counts every court's pages).
  public let limits: GameFeed.Limits
  private let shared = Mutex(Shared())
  private let requests: AsyncStream<Request>
  private let requestSink: AsyncStream<Request>.Continuation
  private let tasks = Mutex<[Task<Void, Never>]>([])
  private let onSkippedRow: @Sendable (String) -> Void

  /// A feed of the venue at `address`, telling `onSkippedRow` each row left out; nothing is read
  /// before ``start()``.
  public init(
    address: VenueAddress, limits: GameFeed.Limits = GameFeed.Limits(),
    onSkippedRow: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.address = address
    self.limits = limits
    self.onSkippedRow = onSkippedRow
    (requests, requestSink) = AsyncStream<Request>.makeStream()
  }

  deinit {
    for task in tasks.withLock({ $0 }) { task.cancel() }
  }

  /// Starts following: reads every court, listens for records, and sends heartbeats.
  public func start() {
    let started = tasks.withLock { tasks in
      guard tasks.isEmpty else { return false }
      tasks = [
        Task { [weak self] in await self?.readRequests() },  // first: not cancelled by stop()
        Task { [address, weak self] in
          await VenueListener.run(address: address) { [weak self] event in self?.handle(event) }
        },
        Task { [weak self, limits] in
          while !Task.isCancelled {
            try? await Task.sleep(for: limits.heartbeat)
            self?.beat()
          }
        },
      ]
      return true
    }
    if started { requestSink.yield(Request(work: .all)) }
  }

  /// Ends every subscriber's stream and stops following. The reading task ends by itself once the
  /// requests made so far are answered, so nobody waiting for one waits for ever.
  public func stop() {
    for task in tasks.withLock({ $0 }).dropFirst() { task.cancel() }
    requestSink.finish()
    let subscribers = shared.withLock { shared in
      shared.venueSubscribers.removeAll()
      for name in shared.courts.keys { shared.courts[name]?.subscribers.removeAll() }
      return shared.subscribers.removeAll()
    }
    for subscriber in subscribers { subscriber.finish() }
  }

  /// The courts known, in the order people count them.
  public var courtNames: [String] {
    shared.withLock { Array($0.courts.keys) }.sorted(by: VenueCourt.precedes)
  }

  /// Court `court`'s game as last read, or `nil` for a court not known.
  public func reading(of court: String) -> FeedReading? {
    shared.withLock { $0.courts[court]?.reading }
  }

  /// Why the last read of the database failed, or `nil` when it did not.
  public var readError: String? {
    shared.withLock { $0.readError }
  }

  /// The rows left out so far, each once, in the order they were found.
  public var skippedRows: [String] {
    shared.withLock { $0.skippedRows }
  }

  /// Tells `onSkippedRow` of a row left out, the first time it is.
  private func skip(_ row: String) {
    let isNew = shared.withLock { shared in
      guard !shared.skippedRows.contains(row) else { return false }
      shared.skippedRows.append(row)
      return true
    }
    if isNew { onSkippedRow(row) }
  }

  /// How many pages are subscribed now, to any court or to the whole venue.
  public var subscriberCount: Int {
    shared.withLock { $0.subscribers.count }
  }

  /// Whether the venue has court `court`: read from the database when not known yet (a court made
  /// since the last read).
  public func knows(_ court: String) async -> Bool {
    if reading(of: court) != nil { return true }
    await refresh(court)
    return reading(of: court) != nil
  }

  /// Reads court `court` again (every court for `nil`) and returns when done.
  public func refresh(_ court: String? = nil) async {
    await withCheckedContinuation { continuation in
      let result = requestSink.yield(Request(work: court.map(Work.court) ?? .all, done: continuation))
      if case .terminated = result { continuation.resume() }
    }
  }

  /// A new subscriber to court `court`, or `nil` when the venue has no such court. Its stream
  /// starts as `/events` does (``GameFeed/subscribe(lastEventID:)``), then one event per record.
  ///
  /// Throws ``FeedFull`` when ``GameFeed/Limits/maximumSubscribers`` are subscribed already, or
  /// ``GameFeed/Limits/maximumSubscribersPerClient`` from `client` (an IP address; `nil` is not counted).
  public func subscribe(court: String, lastEventID: String?, client: String? = nil) throws(FeedFull)
    -> GameFeed.Subscription?
  {
    let (stream, continuation) = AsyncStream<String>.makeStream(
      bufferingPolicy: .bufferingNewest(limits.bufferedChunks))
    let id = try shared.withLock { shared throws(FeedFull) -> Int? in
      guard let channel = shared.courts[court] else { return nil }
      let id = try shared.subscribers.add(continuation, client: client, limits: limits)
      continuation.yield(ServerSentEvent.retry(milliseconds: 2000))
      let missed = GameFeed.resumption(after: lastEventID, in: channel.events, current: channel.reading)
      for event in missed { continuation.yield(event.text) }
      shared.courts[court]?.subscribers.insert(id)
      return id
    }
    guard let id else { return nil }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return GameFeed.Subscription(id: id, stream: stream)
  }

  /// A new subscriber to every court: its stream starts with an event named `court` per court,
  /// `{"court": NAME, ...}` with the data of the court's own events, then one per record.
  ///
  /// Throws ``FeedFull`` when ``GameFeed/Limits/maximumSubscribers`` are subscribed already, or
  /// ``GameFeed/Limits/maximumSubscribersPerClient`` from `client`.
  public func subscribeVenue(client: String? = nil) throws(FeedFull) -> GameFeed.Subscription {
    let (stream, continuation) = AsyncStream<String>.makeStream(
      bufferingPolicy: .bufferingNewest(max(limits.bufferedChunks, 1024)))
    let id = try shared.withLock { shared throws(FeedFull) -> Int in
      let id = try shared.subscribers.add(continuation, client: client, limits: limits)
      continuation.yield(ServerSentEvent.retry(milliseconds: 2000))
      for name in shared.courts.keys.sorted(by: VenueCourt.precedes) {
        guard let reading = shared.courts[name]?.reading else { continue }
        continuation.yield(
          VenueCourtChannel.venueEvent(court: name, VenueCourtChannel.event(for: reading)).text)
      }
      shared.venueSubscribers.insert(id)
      return id
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return GameFeed.Subscription(id: id, stream: stream)
  }

  /// Ends subscriber `id`'s stream and forgets it.
  public func unsubscribe(_ id: Int) {
    let continuation = shared.withLock { shared -> AsyncStream<String>.Continuation? in
      if shared.venueSubscribers.remove(id) == nil,
        let court = shared.courts.first(where: { $0.value.subscribers.contains(id) })?.key
      {
        shared.courts[court]?.subscribers.remove(id)
      }
      return shared.subscribers.remove(id)
    }
    continuation?.finish()
  }

  /// The venue's finished matches as CSV (``VenueResult/csv(_:)``), read on a connection of its own.
  public func resultsCSV() async throws(VenueError) -> String {
    let connection = try await VenueConnection.open(address)
    do {
      let results = try await VenueReader.results(on: connection, skipping: skip)
      await connection.close()
      return VenueResult.csv(results)
    } catch {
      await connection.close()
      throw error
    }
  }

  private func handle(_ event: VenueListener.Event) {
    switch event {
    case .connected: requestSink.yield(Request(work: .all))
    case .notification(let notification): requestSink.yield(Request(work: .court(notification.court)))
    case .lost(let reason): shared.withLock { $0.readError = reason }
    }
  }

  private func beat() {
    let heartbeat = ServerSentEvent.comment("heartbeat")
    let subscribers = shared.withLock { Array($0.subscribers.streams.values) }
    for subscriber in subscribers { subscriber.yield(heartbeat) }
    requestSink.yield(Request(work: .all))
  }

  /// Serves the read requests one at a time, reconnecting after a failure.
  private func readRequests() async {
    var connection: VenueConnection?
    for await request in requests {
      do throws(VenueError) {
        let open: VenueConnection
        if let connection {
          open = connection
        } else {
          open = try await VenueConnection.open(address)
        }
        connection = open
        try await read(request.work, on: open)
        shared.withLock { $0.readError = nil }
      } catch {
        await connection?.close()
        connection = nil
        shared.withLock { $0.readError = error.description }
      }
      request.done?.resume()
    }
    await connection?.close()
  }

  private func read(_ work: Work, on connection: VenueConnection) async throws(VenueError) {
    switch work {
    case .all:
      for court in try await VenueReader.courts(on: connection, skipping: skip) {
        try await update(court, on: connection)
      }
    case .court(let name):
      if let court = try await VenueReader.court(name, on: connection, skipping: skip) {
        try await update(court, on: connection)
      }
    }
  }

  /// Reads the records of `court` not read yet and sends an event for each: every one when they
  /// continue the game read before, only the newest when the court began a new journal (or is
  /// read for the first time), and one when only its keeper came or went.
  private func update(_ court: VenueCourt, on connection: VenueConnection) async throws(VenueError) {
    // The replayed game is taken out while it is read on, so it is never shared and copied.
    let (known, followed) = shared.withLock { shared in
      let followed = shared.courts[court.name]?.followed
      shared.courts[court.name]?.followed = nil
      return (shared.courts[court.name], followed)
    }
    var channel = known ?? VenueCourtChannel(isKept: court.isKept)
    channel.followed = followed
    var readings: [FeedReading] = []
    if let journal = court.journal {
      // Without the replayed game (a read that failed midway), the journal is read from its start.
      let continuing = known?.journal == journal && channel.followed != nil
      if !continuing || court.sequence > channel.reading.sequence {
        var game = continuing ? channel.followed : nil
        channel.followed = nil
        let steps = try await VenueReader.steps(
          of: court.name, journal: journal, after: continuing ? channel.reading.sequence : nil,
          onto: &game, stamp: continuing ? channel.stamp : nil, on: connection, skipping: skip)
        channel.followed = game
        let sent = continuing ? steps : steps.suffix(1)
        readings = sent.map { VenueCourtChannel.reading($0, isKept: court.isKept) }
        if let last = sent.last {
          channel.journal = journal
          channel.stamp = last.stamp
        }
      }
    }
    if readings.isEmpty && (known == nil || channel.reading.isKeeperRunning != court.isKept) {
      channel.reading.isKeeperRunning = court.isKept
      readings = [channel.reading]
    }
    guard let newest = readings.last else {
      shared.withLock { $0.courts[court.name]?.followed = channel.followed }
      return
    }
    channel.reading = newest
    let events = readings.map(VenueCourtChannel.event(for:))
    let venueEvents = events.map { VenueCourtChannel.venueEvent(court: court.name, $0).text }
    let (subscribers, venueSubscribers) = shared.withLock { shared in
      channel.subscribers = shared.courts[court.name]?.subscribers ?? []
      channel.events = (shared.courts[court.name]?.events ?? []) + events
      if channel.events.count > limits.resumableEvents {
        channel.events.removeFirst(channel.events.count - limits.resumableEvents)
      }
      shared.courts[court.name] = channel
      return (shared.streams(channel.subscribers), shared.streams(shared.venueSubscribers))
    }
    for event in events {
      for subscriber in subscribers { subscriber.yield(event.text) }
    }
    for text in venueEvents {
      for subscriber in venueSubscribers { subscriber.yield(text) }
    }
  }
}
