import FoundationEssentials
import Synchronization

/// One webhook's deliveries: the events owed to it, in journal order, POSTed one at a time (the
/// next only once the last was answered), and tried again with a backoff while the receiver cannot
/// take them. What one receiver does never holds up another's lane.
final class WebhookLane: Sendable {
  private struct Queue {
    var pending: [WebhookDelivery] = []
    /// The last delivery done (accepted or refused), or where a new webhook starts.
    var delivered: WebhookPosition?
  }

  /// The shortest wait before trying again, doubled after each failure.
  static let firstBackoff = Duration.milliseconds(250)
  /// The longest wait before trying again.
  static let longestBackoff = Duration.seconds(30)

  /// The webhook.
  let webhook: Webhook
  private let queue: Mutex<Queue>
  private let wakeups: AsyncStream<Void>
  private let wake: AsyncStream<Void>.Continuation

  /// The lane of `webhook`, whose deliveries were done up to `delivered`.
  init(webhook: Webhook, delivered: WebhookPosition?) {
    self.webhook = webhook
    queue = Mutex(Queue(delivered: delivered))
    (wakeups, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
  }

  /// Where the deliveries stand.
  var delivered: WebhookPosition? {
    queue.withLock { $0.delivered }
  }

  /// Marks everything up to `position` as delivered without sending it (a new webhook starts at
  /// the game's present).
  func start(at position: WebhookPosition) {
    queue.withLock { $0.delivered = position }
  }

  /// Queues the events of `records` the webhook takes that come after the last delivery (or
  /// queued one), and wakes the lane.
  func enqueue(_ records: [RecordEvents]) {
    let added = queue.withLock { queue in
      let before = queue.pending.count
      for record in records {
        var count = 0
        for event in record.events where webhook.takes(event.name.rawValue) {
          count += 1
          let position = WebhookPosition(game: record.gameKey, record: record.record, count: count)
          if let last = queue.pending.last?.position ?? queue.delivered, !position.isAfter(last) { continue }
          queue.pending.append(
            WebhookDelivery(event: event, position: position, gameStarted: record.gameStarted))
        }
      }
      return queue.pending.count > before
    }
    if added { wake.yield() }
  }

  /// POSTs what is queued, in order, signed with `key`, until cancelled or ``stop()``; tells
  /// `done` each position delivered and `say` each change of the receiver's state, once.
  func run(
    key: String, done: @escaping @Sendable (WebhookPosition) -> Void,
    say: @escaping @Sendable (_ line: String, _ isTrouble: Bool) -> Void
  ) async {
    let poster = WebhookPoster(webhook: webhook)
    var failing: String?
    var backoff = Self.firstBackoff
    for await _ in wakeups {
      while !Task.isCancelled, let next = queue.withLock({ $0.pending.first }) {
        let body = next.body
        let headers = [
          ("X-Scoreboard-Signature", WebhookDelivery.signature(of: body, key: key)),
          ("X-Scoreboard-Event", next.event.name.rawValue), ("X-Scoreboard-Delivery", next.deliveryID),
        ]
        switch await poster.post(body: body, headers: headers) {
        case .failed(let reason):
          if failing != reason {
            say("webhook \(webhook.url): \(reason); trying again (the events wait in the journal)", true)
            failing = reason
          }
          try? await Task.sleep(for: backoff)
          backoff = min(backoff * 2, Self.longestBackoff)
          continue
        case .refused(let status):
          say(
            "webhook \(webhook.url): refused \(next.deliveryID) with status \(status); going on with the next",
            true)
        case .accepted:
          if failing != nil { say("webhook \(webhook.url): delivering again", false) }
        }
        failing = nil
        backoff = Self.firstBackoff
        queue.withLock { queue in
          queue.pending.removeFirst()
          queue.delivered = next.position
        }
        done(next.position)
      }
      if Task.isCancelled { return }
    }
  }

  /// Ends ``run(key:done:say:)`` once the delivery under way is answered.
  func stop() {
    wake.finish()
  }
}
