import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization

/// A webhook receiver for the tests of `serve --webhook`: an HTTP server on a port of its own
/// that keeps every POST it is sent and answers each with the next status of its plan (204 once
/// the plan is spent).
public final class WebhookReceiver: Sendable {
  /// One POST received.
  public struct Delivery: Equatable, Sendable {
    /// The path POSTed to.
    public var path: String
    /// `X-Scoreboard-Delivery`.
    public var id: String
    /// `X-Scoreboard-Event`.
    public var event: String
    /// `X-Scoreboard-Signature`.
    public var signature: String
    /// The body.
    public var body: String
    /// The status answered.
    public var status: Int
    /// When it arrived.
    public var received: ContinuousClock.Instant

    /// The body's JSON.
    public var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    }

    /// The event's JSON in the body.
    public var eventJSON: [String: Any] { json["event"] as? [String: Any] ?? [:] }
  }

  private let received = Mutex<[Delivery]>([])
  private let plan: Mutex<[Int]>

  /// A receiver that answers the first POSTs with `plan`'s statuses, in order, then 204.
  public init(plan: [Int] = []) {
    self.plan = Mutex(plan)
  }

  /// The POSTs received, in order.
  public var deliveries: [Delivery] { received.withLock { $0 } }

  /// The POSTs received and answered 2xx, in order.
  public var accepted: [Delivery] { deliveries.filter { (200..<300).contains($0.status) } }

  /// Runs the server and `body` with its address (`http://127.0.0.1:PORT`).
  public func run(_ body: @escaping @Sendable (String) async throws -> Void) async throws {
    let router = Router()
    let receive: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
      let buffer = try await request.body.collect(upTo: 1 << 20)
      let status = self.plan.withLock { $0.isEmpty ? 204 : $0.removeFirst() }
      let delivery = Delivery(
        path: request.uri.path, id: request.headers[.init("X-Scoreboard-Delivery")!] ?? "",
        event: request.headers[.init("X-Scoreboard-Event")!] ?? "",
        signature: request.headers[.init("X-Scoreboard-Signature")!] ?? "",
        body: String(buffer: buffer), status: status, received: .now)
      self.received.withLock { $0.append(delivery) }
      return Response(status: .init(code: status))
    }
    router.post("/", use: receive)
    router.post("**", use: receive)
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
      try await body("http://127.0.0.1:\(client.port!)")
    }
  }

  /// Waits until the POSTs received satisfy `condition` (a minute at most: beside the whole
  /// suite, the threads that answer can be busy for long); `false` when they never did.
  public func waitUntil(_ condition: ([Delivery]) -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      if condition(deliveries) { return true }
      try await Task.sleep(for: .milliseconds(10))
    }
    return condition(deliveries)
  }
}
