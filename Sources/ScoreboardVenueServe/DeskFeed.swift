import FoundationEssentials
import ScoreboardDesk
import ScoreboardServe
import ScoreboardVenue
import Synchronization

/// The venue's tournament desk, followed for `serve --venue`'s `/schedule` and `/draws`: read again
/// (only the desk's new rows) whenever a desk or keeper writes it (`LISTEN venue_desk`), and every
/// ``tick`` besides (a match waiting for its players' rest becomes ready by time alone). Whenever
/// the schedule or the draws change, the pages subscribed to `/desk/events` get an event named
/// `schedule` or `draws` whose data is the whole document (``DeskSchedule``, ``DeskDraws``).
///
/// One task reads the database, one request at a time, on a connection of its own; another
/// listens. A heartbeat comment goes to every subscriber every ``GameFeed/Limits/heartbeat``.
///
/// ```swift
/// let desk = DeskFeed(address: address)
/// desk.start()
/// let schedule = try await desk.schedule()
/// ```
public final class DeskFeed: Sendable {
  private struct Shared {
    var desk: DeskState?
    var schedule: DeskSchedule?
    var draws: DeskDraws?
    var subscribers = SubscriberList()
    var readError: String?
  }

  /// The venue database.
  public let address: VenueAddress
  /// The limits in force (``GameFeed/Limits/maximumSubscribers`` counts the desk's pages).
  public let limits: GameFeed.Limits
  /// How often the desk is read again without being woken.
  public let tick: Duration
  private let shared = Mutex(Shared())
  private let requests: AsyncStream<CheckedContinuation<Void, Never>?>
  private let requestSink: AsyncStream<CheckedContinuation<Void, Never>?>.Continuation
  private let tasks = Mutex<[Task<Void, Never>]>([])

  /// A feed of the desk of the venue at `address`; nothing is read before ``start()`` or the first
  /// request, which starts it.
  public init(
    address: VenueAddress, limits: GameFeed.Limits = GameFeed.Limits(), tick: Duration = .seconds(5)
  ) {
    self.address = address
    self.limits = limits
    self.tick = tick
    (requests, requestSink) = AsyncStream<CheckedContinuation<Void, Never>?>.makeStream()
  }

  deinit {
    for task in tasks.withLock({ $0 }) { task.cancel() }
  }

  /// Starts following: reads the desk, listens for its writes, and sends heartbeats.
  public func start() {
    let started = tasks.withLock { tasks in
      guard tasks.isEmpty else { return false }
      tasks = [
        Task { [weak self] in await self?.readRequests() },  // first: not cancelled by stop()
        Task { [address, weak self] in
          // A listener that lost its connection only makes the pages slower: the tick still reads.
          await DeskListener.run(address: address) { [weak self] in self?.requestSink.yield(nil) }
        },
        Task { [weak self, tick] in
          while !Task.isCancelled {
            try? await Task.sleep(for: tick)
            self?.requestSink.yield(nil)
          }
        },
        Task { [weak self, limits] in
          while !Task.isCancelled {
            try? await Task.sleep(for: limits.heartbeat)
            self?.send(ServerSentEvent.comment("heartbeat"))
          }
        },
      ]
      return true
    }
    if started { requestSink.yield(nil) }
  }

  /// Ends every subscriber's stream and stops following. The reading task ends by itself once the
  /// requests made so far are answered, so nobody waiting for one waits for ever.
  public func stop() {
    for task in tasks.withLock({ $0 }).dropFirst() { task.cancel() }
    requestSink.finish()
    for subscriber in shared.withLock({ $0.subscribers.removeAll() }) { subscriber.finish() }
  }

  /// Reads the desk's new rows and returns when done.
  public func refresh() async {
    start()
    await withCheckedContinuation { continuation in
      if case .terminated = requestSink.yield(continuation) { continuation.resume() }
    }
  }

  /// The schedule as of now, the desk read first. Throws the one-line reason the desk cannot be read.
  public func schedule() async throws(VenueError) -> DeskSchedule {
    let desk = try await current()
    return DeskSchedule(desk, at: Self.now)
  }

  /// The draws, the desk read first. Throws the one-line reason the desk cannot be read.
  public func draws() async throws(VenueError) -> DeskDraws {
    DeskDraws(try await current())
  }

  /// How many pages are subscribed now.
  public var subscriberCount: Int {
    shared.withLock { $0.subscribers.count }
  }

  /// A new subscriber to the desk: its stream starts with the `schedule` and `draws` events of
  /// the desk as last read (once it has been read), then one each time either changes.
  ///
  /// Throws ``FeedFull`` when ``GameFeed/Limits/maximumSubscribers`` are subscribed already, or
  /// ``GameFeed/Limits/maximumSubscribersPerClient`` from `client`.
  public func subscribe(client: String? = nil) throws(FeedFull) -> GameFeed.Subscription {
    start()
    let (stream, continuation) = AsyncStream<String>.makeStream(
      bufferingPolicy: .bufferingNewest(limits.bufferedChunks))
    let id = try shared.withLock { shared throws(FeedFull) -> Int in
      let id = try shared.subscribers.add(continuation, client: client, limits: limits)
      continuation.yield(ServerSentEvent.retry(milliseconds: 2000))
      if let schedule = shared.schedule { continuation.yield(Self.event("schedule", schedule)) }
      if let draws = shared.draws { continuation.yield(Self.event("draws", draws)) }
      return id
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return GameFeed.Subscription(id: id, stream: stream)
  }

  /// Ends subscriber `id`'s stream and forgets it.
  public func unsubscribe(_ id: Int) {
    shared.withLock { $0.subscribers.remove(id) }?.finish()
  }

  /// `document` as the event named `name`, on the wire.
  static func event(_ name: String, _ document: some Encodable) -> String {
    ServerSentEvent(name: name, data: json(document)).text
  }

  /// `document` as JSON, its keys in snake case and sorted.
  static func json(_ document: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Now, in seconds since 1970.
  static var now: Double { Date().timeIntervalSince1970 }

  private func current() async throws(VenueError) -> DeskState {
    await refresh()
    let (desk, error) = shared.withLock { ($0.desk, $0.readError) }
    if let error { throw VenueError("the desk cannot be read: \(error)") }
    guard let desk else { throw VenueError("the desk cannot be read") }
    return desk
  }

  private func send(_ text: String) {
    for subscriber in shared.withLock({ Array($0.subscribers.streams.values) }) { subscriber.yield(text) }
  }

  /// Serves the read requests one at a time, reconnecting after a failure.
  private func readRequests() async {
    var ledger: DeskLedger?
    for await request in requests {
      do throws(VenueError) {
        let open: DeskLedger
        if let ledger {
          open = ledger
        } else {
          open = try await DeskLedger.open(address)
        }
        ledger = open
        publish(try await open.refresh())
      } catch {
        await ledger?.close()
        ledger = nil
        shared.withLock { $0.readError = error.description }
      }
      request?.resume()
    }
    await ledger?.close()
  }

  /// Keeps `desk` and sends the schedule and the draws to every subscriber where they changed.
  private func publish(_ desk: DeskState) {
    let schedule = DeskSchedule(desk, at: Self.now)
    let draws = shared.withLock { $0.desk != desk || $0.draws == nil } ? DeskDraws(desk) : nil
    let (events, subscribers) = shared.withLock { shared in
      shared.readError = nil
      var events: [String] = []
      if shared.schedule.map({ !schedule.showsTheSame(as: $0) }) ?? true {
        events.append(Self.event("schedule", schedule))
        shared.schedule = schedule
      }
      if let draws {
        events.append(Self.event("draws", draws))
        shared.draws = draws
      }
      shared.desk = desk
      return (events, events.isEmpty ? [] : Array(shared.subscribers.streams.values))
    }
    for event in events {
      for subscriber in subscribers { subscriber.yield(event) }
    }
  }
}
