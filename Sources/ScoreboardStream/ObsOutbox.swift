import Synchronization

/// The requests for OBS not yet answered, in order, kept across connections: the first is the one
/// on the wire (or the next to go), and it leaves only when OBS has answered it, so a request sent
/// on a connection that dropped is sent again on the next one. While OBS is away the outbox keeps
/// the newest ``capacity`` requests.
final class ObsOutbox: Sendable {
  /// How many requests wait at most while OBS is away.
  static let capacity = 1024

  private struct State {
    var pending: [ObsRequest] = []
    var ended = false
    var lastID = 0
    var wake: AsyncStream<ObsSignal>.Continuation?
  }

  private let state = Mutex(State())

  /// Takes `request` after those already waiting.
  func add(_ request: ObsRequest) {
    state.withLock { state in
      if state.pending.count == Self.capacity { state.pending.removeFirst() }
      state.pending.append(request)
      state.wake?.yield(.work)
    }
  }

  /// No more requests will come.
  func end() {
    state.withLock { state in
      state.ended = true
      state.wake?.yield(.work)
    }
  }

  /// The request to send next, if any.
  var first: ObsRequest? { state.withLock { $0.pending.first } }

  /// Whether every request came and was answered.
  var isDone: Bool { state.withLock { $0.ended && $0.pending.isEmpty } }

  /// The first request was answered.
  func removeFirst() {
    state.withLock { state in
      if !state.pending.isEmpty { state.pending.removeFirst() }
    }
  }

  /// A request id not used before by this client.
  func nextID() -> String {
    state.withLock { state in
      state.lastID += 1
      return "\(state.lastID)"
    }
  }

  /// Says `.work` to `wake` at each new request or at the end, from now on (and at once).
  func attach(_ wake: AsyncStream<ObsSignal>.Continuation) {
    state.withLock { state in
      state.wake = wake
      wake.yield(.work)
    }
  }

  /// Stops saying `.work` to the connection attached.
  func detach() {
    state.withLock { $0.wake = nil }
  }
}

/// What a connection's conversation waits for: a message from OBS, the connection's end, or a new
/// request in the outbox.
enum ObsSignal: Sendable {
  /// OBS said this.
  case message(ObsMessage)
  /// The connection ended: a close frame, an error, or the socket closed.
  case closed
  /// The outbox has a new request, or has ended.
  case work
}
