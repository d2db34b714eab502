import FoundationEssentials
import Synchronization

/// The pages' graphics that `serve` keeps (the lower third), and the pages that follow them on
/// `GET /graphics/events`: each subscriber gets what is on air as it connects, then each change, as
/// `event: graphics` with `{"lower_third": {"title": ..., "text": ...}}` (`null` when off air).
public final class GraphicsFeed: Sendable {
  /// What is on air.
  public struct OnAir: Codable, Equatable, Sendable {
    /// The lower third's title and line, or `nil` off air.
    public var lowerThird: LowerThird?

    private enum CodingKeys: String, CodingKey { case lowerThird }

    /// Encodes every key, `null` for what is off air.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(lowerThird, forKey: .lowerThird)
    }
  }

  /// A lower third: a title and a line under it.
  public struct LowerThird: Codable, Equatable, Sendable {
    /// The title (`Ann Smith`).
    public var title: String
    /// The line under it (`Umpire`).
    public var text: String

    /// A lower third of `title` over `text`.
    public init(title: String, text: String) {
      self.title = title
      self.text = text
    }
  }

  private struct Shared {
    var onAir = OnAir()
    var subscribers = SubscriberList()
  }

  private let shared = Mutex(Shared())
  private let limits: GameFeed.Limits

  /// A feed with nothing on air, taking subscribers up to `limits`.
  public init(limits: GameFeed.Limits = .init()) {
    self.limits = limits
  }

  /// What is on air now.
  public var onAir: OnAir { shared.withLock { $0.onAir } }

  /// Applies `command` and sends what is on air after it to every subscriber; returns the line
  /// the action's answer says.
  @discardableResult
  public func apply(_ command: GraphicsCommand) -> String {
    let (event, subscribers, said) = shared.withLock { shared in
      switch command {
      case .showLowerThird(let title, let text):
        shared.onAir.lowerThird = LowerThird(title: title, text: text)
      case .hideLowerThird: shared.onAir.lowerThird = nil
      }
      let said =
        shared.onAir.lowerThird.map { "lower third on air: \($0.title), \($0.text)" } ?? "lower third off air"
      return (Self.event(shared.onAir), Array(shared.subscribers.streams.values), said)
    }
    for subscriber in subscribers { subscriber.yield(event) }
    return said
  }

  /// A new subscriber: its stream starts with what is on air. Throws ``FeedFull`` past the limits.
  public func subscribe(client: String? = nil) throws(FeedFull) -> GameFeed.Subscription {
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
    let id = try shared.withLock { shared throws(FeedFull) -> Int in
      let id = try shared.subscribers.add(continuation, client: client, limits: limits)
      continuation.yield(ServerSentEvent.retry(milliseconds: 2000))
      continuation.yield(Self.event(shared.onAir))
      return id
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return GameFeed.Subscription(id: id, stream: stream)
  }

  /// Ends subscriber `id`'s stream and forgets it.
  public func unsubscribe(_ id: Int) {
    shared.withLock { $0.subscribers.remove(id) }?.finish()
  }

  private static func event(_ onAir: OnAir) -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(onAir)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return ServerSentEvent(name: "graphics", data: data).text
  }
}
