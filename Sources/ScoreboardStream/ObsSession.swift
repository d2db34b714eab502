import HummingbirdWSClient

/// One connection's conversation with OBS: the socket is read all the time, so a close frame or an
/// error ends the conversation at once, even while no request is waiting; requests come from the
/// outbox one at a time, each leaving it when OBS has answered it.
struct ObsSession {
  /// How a conversation ended.
  enum Outcome {
    /// OBS closed the connection before identifying the client.
    case notIdentified
    /// The connection was lost after identification; unanswered requests stay in the outbox.
    case lost
    /// Every request came and was answered; the connection was closed.
    case finished
  }

  var password: String?
  var outbox: ObsOutbox
  var onStatus: @Sendable (ObsClient.Status) -> Void

  /// Talks with OBS over the connection until it ends or the outbox is done.
  func converse(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async throws
    -> Outcome
  {
    let (signals, wake) = AsyncStream<ObsSignal>.makeStream()
    return try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { await Self.read(inbound, into: wake) }
      defer {
        outbox.detach()
        group.cancelAll()
      }
      var iterator = signals.makeAsyncIterator()
      guard try await identify(&iterator, outbound) else { return .notIdentified }
      outbox.attach(wake)
      onStatus(.connected)
      return try await send(&iterator, outbound)
    }
  }

  /// Reads the socket, passing each message on, until the connection ends.
  private static func read(_ inbound: WebSocketInboundStream, into wake: AsyncStream<ObsSignal>.Continuation)
    async
  {
    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
    do {
      while let message = try await messages.next() {
        if case .text(let text) = message, let decoded = ObsMessage.decode(text) {
          wake.yield(.message(decoded))
        }
      }
    } catch {
      // A read error ends the connection as a close frame does.
    }
    wake.yield(.closed)
    wake.finish()
  }

  /// Reads the server's hello, answers its challenge, and waits to be identified; `false` when the
  /// connection ends instead.
  private func identify(
    _ signals: inout AsyncStream<ObsSignal>.Iterator, _ outbound: WebSocketOutboundWriter
  ) async throws -> Bool {
    guard case .message(.hello(let challenge))? = await signals.next() else {
      throw ObsProtocolError("OBS did not say hello")
    }
    let authentication = challenge.map { challenge in
      ObsAuthentication.response(
        password: password ?? "", salt: challenge.salt, challenge: challenge.challenge)
    }
    try await outbound.write(.text(ObsMessage.identify(authentication: authentication).text))
    while let signal = await signals.next() {
      switch signal {
      case .message(.identified): return true
      case .closed: return false
      case .message, .work: continue
      }
    }
    return false
  }

  /// Sends the outbox's requests in order, each after the previous one's answer, until the
  /// connection ends or the outbox is done.
  private func send(
    _ signals: inout AsyncStream<ObsSignal>.Iterator, _ outbound: WebSocketOutboundWriter
  ) async throws -> Outcome {
    var awaited: (id: String, request: ObsRequest)?
    while true {
      if awaited == nil, let request = outbox.first {
        let id = outbox.nextID()
        try await outbound.write(.text(request.message(id: id).text))
        awaited = (id, request)
      } else if awaited == nil, outbox.isDone {
        try await outbound.close(.normalClosure, reason: nil)
        return .finished
      }
      switch await signals.next() {
      case .message(.requestResponse(let id, let succeeded, let comment))? where id == awaited?.id:
        if !succeeded, let request = awaited?.request {
          onStatus(.requestFailed("OBS refused \(request.type): \(comment ?? "no reason given")"))
        }
        outbox.removeFirst()
        awaited = nil
      case .message?, .work?: continue
      case .closed?, nil: return .lost
      }
    }
  }
}
