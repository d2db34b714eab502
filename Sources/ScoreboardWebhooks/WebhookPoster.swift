import NIOCore
import NIOHTTP1
import NIOPosix
import ScoreboardServe

/// POSTs one delivery to a webhook over HTTP/1.1 and says what became of it. The HTTP is
/// SwiftNIO's: its client codec writes the request and parses the answer.
struct WebhookPoster: Sendable {
  /// What became of a POST.
  enum Outcome: Equatable, Sendable {
    /// The receiver answered 2xx: the delivery is done.
    case accepted
    /// The receiver answered with a status that says trying again would not help (a 4xx but
    /// 408 and 429): the delivery is done, refused.
    case refused(status: Int)
    /// No answer, or one that asks to try again later (5xx, 408, 429): try again.
    case failed(String)
  }

  /// How long connecting may take.
  static let connectTimeout = TimeAmount.seconds(5)
  /// How long the whole exchange may take.
  static let answerTimeout = TimeAmount.seconds(10)

  /// The webhook posted to.
  let webhook: Webhook

  /// POSTs `body` with `headers` (besides Host, Content-Type and Content-Length).
  func post(body: String, headers extra: [(String, String)]) async -> Outcome {
    let answer = MultiThreadedEventLoopGroup.singleton.next().makePromise(of: Outcome.self)
    let request = WebhookRequestHandler(webhook: webhook, body: body, headers: extra, answer: answer)
    let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connectTimeout(Self.connectTimeout)
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHTTPClientHandlers()
          try channel.pipeline.syncOperations.addHandler(request)
        }
      }
    let channel: any Channel
    do {
      channel = try await bootstrap.connect(host: webhook.host, port: webhook.port).get()
    } catch {
      answer.succeed(.failed("cannot connect (\(EventStreamClient.brief(error)))"))
      return (try? await answer.futureResult.get()) ?? .failed("cannot connect")
    }
    let timeout = channel.eventLoop.scheduleTask(in: Self.answerTimeout) {
      answer.succeed(.failed("no answer in 10 s"))
      channel.close(promise: nil)
    }
    let outcome = (try? await answer.futureResult.get()) ?? .failed("the connection broke")
    timeout.cancel()
    try? await channel.close()
    return outcome
  }
}

/// Writes the POST once connected, and fulfils `answer` with the status the receiver answers.
private final class WebhookRequestHandler: ChannelInboundHandler, Sendable {
  typealias InboundIn = HTTPClientResponsePart
  typealias OutboundOut = HTTPClientRequestPart

  private let webhook: Webhook
  private let body: String
  private let headers: [(String, String)]
  private let answer: EventLoopPromise<WebhookPoster.Outcome>

  init(
    webhook: Webhook, body: String, headers: [(String, String)],
    answer: EventLoopPromise<WebhookPoster.Outcome>
  ) {
    self.webhook = webhook
    self.body = body
    self.headers = headers
    self.answer = answer
  }

  func channelActive(context: ChannelHandlerContext) {
    let host = webhook.port == 80 ? webhook.host : "\(webhook.host):\(webhook.port)"
    var headers = HTTPHeaders([
      ("Host", host), ("Content-Type", "application/json"), ("Content-Length", String(body.utf8.count)),
      ("Connection", "close"),
    ])
    for (name, value) in self.headers { headers.add(name: name, value: value) }
    let head = HTTPRequestHead(version: .http1_1, method: .POST, uri: webhook.path, headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard case .head(let head) = unwrapInboundIn(data) else { return }
    let code = Int(head.status.code)
    switch code {
    case 200..<300: answer.succeed(.accepted)
    case 408, 429: answer.succeed(.failed("answered \(code) \(head.status.reasonPhrase)"))
    case 400..<500: answer.succeed(.refused(status: code))
    default: answer.succeed(.failed("answered \(code) \(head.status.reasonPhrase)"))
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    answer.succeed(.failed("the receiver closed the connection without an answer"))
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    answer.succeed(.failed("the connection broke (\(error))"))
    context.close(promise: nil)
  }
}
