import Dispatch
import FoundationEssentials
import Scoreboard
import ScoreboardFollow
import ScoreboardPersistence
import Synchronization

/// The game kept in a state directory, followed for `serve`: the records written since the last
/// reading are read whenever the directory changes (woken by inotify through
/// ``StateDirectoryWatcher``, as `follow` is) and applied to the feed's own game
/// (``FollowedJournal``), and each is sent to every subscriber as a Server-Sent Event.
///
/// One event per record, carrying that record (for `follow --url`, which applies it to its own
/// timeline), each record's match events right before it, in the same chunk, as `event: NAME` with
/// the event's JSON (no id: the record's state event carries it, so a resumption sends them with
/// it and never repeats them), and one when the game was read whole (a start, with the whole timeline) or only
/// whether a keeper runs changed. A running game clock costs no events: each event carries the
/// clock as `{running, seconds, as_of}` for the pages to run on by themselves. A heartbeat comment
/// goes to every subscriber every ``Limits/heartbeat``. Nothing here touches the keeper: it only
/// reads what the journal made durable, like `follow`.
///
/// ```swift
/// let feed = try GameFeed(directory: stateDirectory)
/// let subscription = try feed.subscribe(lastEventID: nil)  // the full document first
/// for await chunk in subscription.stream { ... }           // then one event per change
/// ```
public final class GameFeed: Sendable {
  /// The state of the feed that changes.
  private struct Shared {
    var reading: FeedReading
    var readError: String?
    var events: [ServerSentEvent] = []
    /// The match events sent before each kept event, by its id, as one text (issue 28).
    var matchEventText: [String: String] = [:]
    var subscribers = SubscriberList()
  }

  /// The state directory followed.
  public let directory: StateDirectory
  /// The limits in force.
  public let limits: Limits
  private let watcher: StateDirectoryWatcher
  private let queue = DispatchQueue(label: "scoreboard-tui.serve.feed")
  private let shared: Mutex<Shared>
  /// The game as the journal has it, with the place read to: only the reading touches it.
  private let followed: Mutex<FollowedJournal>
  /// The match events of the records read, from the game as first read: only the reading touches it.
  private let ledger: Mutex<MatchEventLedger>
  private let sources = Mutex<[DispatchSourceBox]>([])
  /// Told the match events of each new record, with the game after it (`serve --obs`).
  private let onMatchEvents: (@Sendable ([MatchEvent], Game) -> Void)?
  private let latestRecheck = Mutex(0)
  private let isReadScheduled = Mutex(false)

  /// A feed of `directory` (which need not exist yet), having read its game once. Call
  /// ``start()`` to follow the changes. `onMatchEvents` is told each new record's match events
  /// with the game after the record, on the feed's reading queue.
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` when a newer version keeps the game,
  /// and ``PersistenceError/unusableDirectory(path:reason:)`` when it cannot be watched.
  public init(
    directory: StateDirectory, limits: Limits = Limits(),
    onMatchEvents: (@Sendable (_ events: [MatchEvent], _ game: Game) -> Void)? = nil
  ) throws(PersistenceError) {
    self.directory = directory
    self.limits = limits
    self.onMatchEvents = onMatchEvents
    watcher = try StateDirectoryWatcher(directory: directory.url)
    let followed = try FollowedJournal(directory: directory)
    let reading = FeedReading(
      state: AppState(game: followed.state.game.present), sequence: followed.sequence,
      isKeeperRunning: FollowKeeper.isRunning(in: directory), hasSavedGame: followed.hasSavedGame,
      clock: followed.clock(on: .live), records: [])
    ledger = Mutex(MatchEventLedger(followed.state.game))
    self.followed = Mutex(followed)
    var initial = Shared(reading: reading)
    initial.events = [Self.event(for: reading)]
    shared = Mutex(initial)
  }

  deinit {
    for box in sources.withLock({ $0 }) { box.source.cancel() }
  }

  /// Starts following: reads again on every change the watcher reports, and sends heartbeats.
  public func start() {
    let changes = DispatchSource.makeReadSource(fileDescriptor: watcher.fileDescriptor, queue: queue)
    changes.setEventHandler { [weak self] in self?.handleChanges() }
    let heartbeat = DispatchSource.makeTimerSource(queue: queue)
    let interval = DispatchTimeInterval.milliseconds(Int(limits.heartbeat / .milliseconds(1)))
    heartbeat.schedule(deadline: .now() + interval, repeating: interval)
    heartbeat.setEventHandler { [weak self] in
      self?.broadcast(ServerSentEvent.comment("heartbeat"))
    }
    let boxes = [DispatchSourceBox(changes), DispatchSourceBox(heartbeat)]
    let isFirstStart = sources.withLock { sources in
      defer { if sources.isEmpty { sources = boxes } }
      return sources.isEmpty
    }
    if !isFirstStart {
      changes.cancel()
      heartbeat.cancel()
    }
    changes.resume()
    heartbeat.resume()
  }

  /// Ends every subscriber's stream and stops following.
  public func stop() {
    for box in sources.withLock({ $0 }) { box.source.cancel() }
    for subscriber in shared.withLock({ $0.subscribers.removeAll() }) { subscriber.finish() }
  }

  /// The game as last read.
  public var reading: FeedReading {
    shared.withLock { $0.reading }
  }

  /// Why the last read failed, or `nil` when it did not.
  public var readError: String? {
    shared.withLock { $0.readError }
  }

  /// How many subscribers are connected now.
  public var subscriberCount: Int {
    shared.withLock { $0.subscribers.count }
  }

  /// The number of the newest event.
  public var latestEventID: UInt64 {
    shared.withLock { $0.reading.sequence }
  }

  /// A new subscriber. Its stream starts with how long to wait before reconnecting, then the
  /// events after `lastEventID` when they are all still kept (nothing more when it has seen the
  /// newest), else the full document as it is now (`withTimeline`: a start that carries the
  /// whole timeline, for `follow --url`); then one event per change, each with its journal
  /// records.
  ///
  /// Throws ``FeedFull`` when ``Limits/maximumSubscribers`` are connected already, or
  /// ``Limits/maximumSubscribersPerClient`` from `client` (an IP address; `nil` is not counted).
  public func subscribe(lastEventID: String?, withTimeline: Bool = false, client: String? = nil)
    throws(FeedFull)
    -> Subscription
  {
    let (stream, continuation) = AsyncStream<String>.makeStream(
      bufferingPolicy: .bufferingNewest(limits.bufferedChunks))
    // The timeline as read so far, taken before the events: a record read meanwhile may then
    // come again as an event, which a follower knows by its number and passes over.
    let timeline = withTimeline ? followed.withLock { ($0.state, $0.sequence) } : nil
    let id = try shared.withLock { shared throws(FeedFull) -> Int in
      let id = try shared.subscribers.add(continuation, client: client, limits: limits)
      continuation.yield(ServerSentEvent.retry(milliseconds: 2000))
      var start = shared.reading
      if let (state, sequence) = timeline {
        start = start.asStart
        start.state = state
        start.sequence = sequence
      }
      for event in Self.resumption(after: lastEventID, in: shared.events, current: start) {
        continuation.yield((event.id.flatMap { shared.matchEventText[$0] } ?? "") + event.text)
      }
      return id
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return Subscription(id: id, stream: stream)
  }

  /// Ends subscriber `id`'s stream and forgets it.
  public func unsubscribe(_ id: Int) {
    shared.withLock { $0.subscribers.remove(id) }?.finish()
  }

  /// Reads the game again now (also done by itself on every change).
  public func refresh() {
    queue.sync { reload() }
  }

  /// The events a subscriber that last saw `lastEventID` needs: those after it when it is kept
  /// (none when it is the newest), else the current full document.
  public static func resumption(
    after lastEventID: String?, in events: [ServerSentEvent], current: FeedReading
  ) -> [ServerSentEvent] {
    if let lastEventID, let seen = events.lastIndex(where: { $0.id == lastEventID }) {
      return Array(events[(seen + 1)...])
    }
    return [event(for: current)]
  }

  /// The event that carries `event`: named by it (`game_won`), its JSON as the data, without an id.
  public static func event(for event: MatchEvent) -> ServerSentEvent {
    ServerSentEvent(name: event.name.rawValue, data: event.jsonLine)
  }

  /// The event that carries `reading`: named `state`, numbered by its journal record.
  public static func event(for reading: FeedReading) -> ServerSentEvent {
    ServerSentEvent(id: String(reading.sequence), name: "state", data: reading.eventData())
  }

  private func handleChanges() {
    let changes = watcher.drain()
    guard !changes.isEmpty else { return }
    let isScheduled = isReadScheduled.withLock { isScheduled in
      defer { isScheduled = true }
      return isScheduled
    }
    if !isScheduled {
      let delay = DispatchTimeInterval.microseconds(Int(limits.settleDelay / .microseconds(1)))
      queue.asyncAfter(deadline: .now() + delay) { [weak self] in
        guard let self else { return }
        self.isReadScheduled.withLock { $0 = false }
        self.reload()
      }
    }
    if changes.contains(where: \.isCloseAfterWrite) { scheduleRecheck() }
  }

  /// A keeper that died closes its files a moment before the kernel lets go of its process: look
  /// again a moment later, as `follow` does.
  private func scheduleRecheck() {
    let number = latestRecheck.withLock { latest in
      latest += 1
      return latest
    }
    let delay = DispatchTimeInterval.milliseconds(Int(Follower.recheckDelay / .milliseconds(1)))
    queue.asyncAfter(deadline: .now() + delay) { [weak self] in
      guard let self, self.latestRecheck.withLock({ $0 == number }) else { return }
      self.reload()
    }
  }

  /// Reads what was written since the last reading and sends one event per record (one for a
  /// game read whole, or for a keeper come or gone).
  private func reload() {
    let readings: [FeedReading]
    let wasReadWhole: Bool
    do {
      (readings, wasReadWhole) = try read()
    } catch {
      shared.withLock { $0.readError = error.description }
      return
    }
    let events: [String] = shared.withLock { shared in
      shared.readError = nil
      let previous = shared.reading
      guard let latest = readings.last else { return [] }
      shared.reading = latest
      // Only the present is kept here: the timeline is the followed journal's, not copied.
      shared.reading.state = AppState(game: latest.state.game.present)
      shared.reading.matchEvents = []
      let isNew =
        wasReadWhole || readings.count > 1 || previous.sequence != latest.sequence
        || previous.isKeeperRunning != latest.isKeeperRunning || previous.hasSavedGame != latest.hasSavedGame
      guard isNew else { return [] }
      let events = readings.map(Self.event(for:))
      var texts: [String] = []
      for (reading, event) in zip(readings, events) {
        let matchText = reading.matchEvents.map { Self.event(for: $0).text }.joined()
        if !matchText.isEmpty, let id = event.id { shared.matchEventText[id] = matchText }
        texts.append(matchText + event.text)
      }
      shared.events.append(contentsOf: events)
      if shared.events.count > limits.resumableEvents {
        let dropped = shared.events.prefix(shared.events.count - limits.resumableEvents)
        for id in dropped.compactMap(\.id) { shared.matchEventText[id] = nil }
        shared.events.removeFirst(dropped.count)
      }
      return texts
    }
    for text in events { broadcast(text) }
    if let onMatchEvents {
      for reading in readings where !reading.matchEvents.isEmpty {
        onMatchEvents(reading.matchEvents, reading.state.game.present)
      }
    }
  }

  /// The readings since the last: one per record applied, else one of the game as it is; and
  /// whether the game was read whole (another game, say, which is news whatever its number).
  private func read() throws(PersistenceError) -> (readings: [FeedReading], wasReadWhole: Bool) {
    try followed.withLock { followed throws(PersistenceError) -> ([FeedReading], Bool) in
      let isRunning = FollowKeeper.isRunning(in: directory)
      var steps: [(game: Game, record: JournalRecord?, events: [MatchEvent])] = []
      let change = try ledger.withLock { ledger throws(PersistenceError) in
        try followed.read { record, state in
          let events = ledger.events(
            after: state.game, action: record.action, record: record.sequence, time: record.date)
          steps.append((state.game.present, record, events))
        }
      }
      if change == .reloaded {
        ledger.withLock { $0 = MatchEventLedger(followed.state.game) }
      }
      if change == .reloaded || steps.isEmpty { steps = [(followed.state.game.present, nil, [])] }
      let (hasSavedGame, clock) = (followed.hasSavedGame, followed.clock(on: .live))
      var readings = steps.map { game, record, events in
        var reading = FeedReading(
          state: AppState(game: game), sequence: record?.sequence ?? followed.sequence,
          isKeeperRunning: isRunning, hasSavedGame: hasSavedGame, clock: clock,
          records: record.map { [$0] } ?? [])
        reading.matchEvents = events
        return reading
      }
      if change == .reloaded {
        // Another game (or the same read whole): followers start again from its timeline.
        readings[0].state = followed.state
        readings[0] = readings[0].asStart
      }
      return (readings, change == .reloaded)
    }
  }

  private func broadcast(_ text: String) {
    let subscribers = shared.withLock { Array($0.subscribers.streams.values) }
    for subscriber in subscribers { subscriber.yield(text) }
  }
}

/// The feed has as many subscribers as it takes, in all or from one client address.
public struct FeedFull: Error, Equatable, Sendable {
  /// The limit reached.
  public var maximum: Int
  /// Whether the limit is the one of a single client address.
  public var isPerClient: Bool

  /// The feed is full at `maximum` subscribers (from one address, with `isPerClient`).
  public init(maximum: Int, isPerClient: Bool = false) {
    self.maximum = maximum
    self.isPerClient = isPerClient
  }
}
