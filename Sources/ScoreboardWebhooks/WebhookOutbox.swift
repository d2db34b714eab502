import Dispatch
import FoundationEssentials
import ScoreboardFollow
import ScoreboardPersistence
import Synchronization

/// The match's events delivered to webhooks, exactly once per record across kill -9: the journal
/// is the outbox. Events are derived from the journal's records as they become durable (woken by
/// inotify), each POSTed in order to every webhook that takes it, signed with HMAC-SHA256 under
/// the state directory's token, and tried again with a backoff until the receiver answers. Where
/// each webhook stands is kept in `webhooks.json` beside the journal after each delivery; a
/// restarted outbox reads the game again from its start and sends what comes after.
///
/// A receiver may see an event again after a crash (the last one sent before the kill), always
/// with the same `X-Scoreboard-Delivery` id; it never sees one event under two ids.
///
/// ```swift
/// let outbox = try WebhookOutbox(directory: stateDirectory, webhooks: hooks, key: token.value) { print($0) }
/// outbox.start()
/// ```
public final class WebhookOutbox: Sendable {
  /// The state directory whose game's events are delivered.
  public let directory: StateDirectory
  private let lanes: [WebhookLane]
  private let key: String
  private let say: @Sendable (_ line: String, _ isTrouble: Bool) -> Void
  private let lock: WebhookLock
  private let cursorFile: WebhookCursorFile
  private let positions: Mutex<[String: WebhookPosition]>
  private let source: Mutex<WebhookEventSource>
  private let reading = DispatchQueue(label: "scoreboard-tui.webhooks")
  private let reads = Mutex<SettledDirectoryReads?>(nil)
  private let tasks = Mutex<[Task<Void, Never>]>([])

  /// An outbox for `webhooks` of the game kept in `directory`, signing with `key`, saying what
  /// happens to the receivers through `say` (one line per change, and whether it is trouble). Call ``start()``.
  ///
  /// Throws a one-line ``WebhookError`` when another process delivers this directory's webhooks,
  /// when `webhooks.json` is damaged, or when the directory cannot be watched.
  public init(
    directory: StateDirectory, webhooks: [Webhook], key: String,
    say: @escaping @Sendable (_ line: String, _ isTrouble: Bool) -> Void
  ) throws(WebhookError) {
    self.directory = directory
    self.key = key
    self.say = say
    lock = try WebhookLock(directory: directory)
    cursorFile = WebhookCursorFile(directory: directory)
    let kept = try cursorFile.read()
    positions = Mutex(kept)
    lanes = webhooks.map { WebhookLane(webhook: $0, delivered: kept[$0.argument]) }
    source = Mutex(WebhookEventSource(directory: directory))
    do {
      let reads = try SettledDirectoryReads(
        directory: directory.url, queue: reading, settle: .milliseconds(2)
      ) {
        [weak self] in self?.readNew()
      }
      self.reads.withLock { $0 = reads }
    } catch {
      throw WebhookError("cannot watch \(directory.url.path): \(error)")
    }
  }

  /// Starts delivering: what is owed from before first, then each record as it is written. Reads
  /// the game before it returns when a webhook is new (it starts at the present), else on a queue
  /// of its own.
  public func start() {
    for lane in lanes {
      let task = Task.detached { [self] in
        await lane.run(key: key, done: { [self] in saved($0, for: lane.webhook) }, say: say)
      }
      tasks.withLock { $0.append(task) }
    }
    // A webhook new to the directory starts at the present as it is now, not as it is when a
    // reading on another thread gets to it: read at once then (the only time start waits).
    if lanes.contains(where: { $0.delivered == nil }) {
      reading.sync { catchUp() }
    } else {
      reading.async { [self] in catchUp() }
    }
    reads.withLock { $0 }?.start()
  }

  /// Stops reading and delivering (a delivery under way is left to its answer, its place not saved).
  public func stop() {
    reads.withLock { $0 }?.stop()
    for lane in lanes { lane.stop() }
    for task in tasks.withLock({ $0 }) { task.cancel() }
    lock.unlock()
  }

  /// The first reading: the events still owed from games put away since each webhook's last
  /// delivery, then the present game's. A webhook never delivered to starts at the present.
  private func catchUp() {
    let records: [RecordEvents]
    do {
      records = try source.withLock { try $0.next() }
    } catch {
      say("webhooks: cannot read \(directory.url.path): \(error)", true)
      return
    }
    let present = source.withLock { $0.position }
    for lane in lanes {
      guard let delivered = lane.delivered else {
        if let present {
          lane.start(at: present)
          saved(present, for: lane.webhook)
        }
        continue
      }
      if let present, delivered.game != present.game { lane.enqueue(owedFromArchive(after: delivered)) }
      lane.enqueue(records)
    }
  }

  /// The events of the archived games from the one `delivered` is in on, read again.
  private func owedFromArchive(after delivered: WebhookPosition) -> [RecordEvents] {
    var owed: [RecordEvents] = []
    for game in directory.archivedGames {
      guard let started = game.gameStarted,
        (Int64(JournalCursor.gameKey(started)) ?? 0) >= (Int64(delivered.game) ?? 0)
      else { continue }
      var source = WebhookEventSource(directory: game)
      do {
        owed += try source.next()
      } catch {
        say("webhooks: cannot read the archived game \(game.url.path): \(error)", true)
      }
    }
    return owed
  }

  private func readNew() {
    do {
      let records = try source.withLock { try $0.next() }
      guard !records.isEmpty else { return }
      for lane in lanes { lane.enqueue(records) }
    } catch {
      say("webhooks: cannot read \(directory.url.path): \(error)", true)
    }
  }

  /// Keeps `position` as where `webhook` stands.
  private func saved(_ position: WebhookPosition, for webhook: Webhook) {
    positions.withLock { positions in
      positions[webhook.argument] = position
      do {
        try cursorFile.write(positions)
      } catch {
        say("\(error)", true)
      }
    }
  }
}
