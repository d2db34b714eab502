import Dispatch
import Scoreboard
import ScoreboardFollow
import ScoreboardServe
import ScoreboardTUI
import StateStore
import Synchronization

/// `follow --url`: the follow view of a game another machine serves, read from its `/events`,
/// for a second screen that cannot read the state directory.
///
/// The first event is a start, with the keeper's whole timeline; every later one carries the
/// journal records since, which the follow view applies to its own timeline as `follow` applies
/// the records it reads from the journal (``RemoteJournalPlace``). A server that sends no records
/// (a venue's court) is shown event by event, as its present. An event that is not a valid game
/// (a crafted one with a period of `Int64.min`) is skipped with a notice; the next one clears it.
public enum RemoteFollow {
  /// How long to wait for the first event before giving up.
  public static let firstEventTimeout = DispatchTimeInterval.seconds(5)

  /// The follow view's program, having received the first event of `client` within `timeout`;
  /// then every event is sent to it. Throws a one-line reason when nothing arrives.
  public static func program(
    following client: EventStreamClient, timeout: DispatchTimeInterval = firstEventTimeout
  ) throws(RemoteFollowFailure) -> (program: Program<FollowState, FollowAction>, clock: GameClockEnvironment)
  {
    let first = Mutex<Result<FeedEnvelope, RemoteFollowFailure>?>(nil)
    let arrived = DispatchSemaphore(value: 0)
    let held = Mutex<[Result<FeedEnvelope, FeedEnvelopeRefusal>]>([])
    let posting = Mutex<(@Sendable (Result<FeedEnvelope, FeedEnvelopeRefusal>?, String?) -> Void)?>(nil)
    client.start { happening in
      switch happening {
      case .event(let event):
        let read = FeedEnvelope.read(event.data)
        guard case .success(let envelope) = read else {
          let post = posting.withLock { posting in
            if posting == nil { held.withLock { $0.append(read) } }
            return posting
          }
          post?(read, nil)
          return
        }
        let isFirst = first.withLock { first in
          guard first == nil else { return false }
          first = .success(envelope)
          return true
        }
        if isFirst {
          arrived.signal()
          return
        }
        let post = posting.withLock { posting in
          if posting == nil { held.withLock { $0.append(read) } }
          return posting
        }
        post?(read, nil)
      case .lost(let reason):
        let isFirst = first.withLock { first in
          guard first == nil else { return false }
          first = .failure(RemoteFollowFailure(reason: reason))
          return true
        }
        if isFirst { arrived.signal() } else { posting.withLock { $0 }?(nil, reason) }
      }
    }
    if arrived.wait(timeout: .now() + timeout) == .timedOut {
      client.stop()
      throw RemoteFollowFailure(reason: "no answer from \(client.origin)")
    }
    let envelope: FeedEnvelope
    switch first.withLock({ $0 }) {
    case .success(let received): envelope = received
    case .failure(let failure):
      client.stop()
      throw failure
    case nil: throw RemoteFollowFailure(reason: "no answer from \(client.origin)")
    }
    let clock = GameClockEnvironment.live(
      shiftedBy: envelope.reading - GameClockEnvironment.bootClockReading())
    let place = Mutex(RemoteJournalPlace())
    let firstStep = place.withLock { $0.take(envelope, readAt: clock.now()) }
    let program: Program<FollowState, FollowAction>
    do {
      program = try Program { executor in
        let store = Store(
          initialState: FollowState(), reducer: FollowState.reducer(environment: clock), executor: executor)
        if case .follow(let action) = firstStep { store.dispatch(action) }
        return store
      }
    } catch {
      client.stop()
      throw RemoteFollowFailure(reason: "\(error)")
    }
    if firstStep == .missing { client.startOver() }
    let origin = client.origin
    let post: @Sendable (Result<FeedEnvelope, FeedEnvelopeRefusal>?, String?) -> Void = { read, lostReason in
      switch read {
      case .success(let envelope):
        switch place.withLock({ $0.take(envelope, readAt: clock.now()) }) {
        case .follow(let action): program.send(action)
        case .missing: client.startOver()
        }
      case .failure(let refusal):
        program.send(
          .readFailed("skipped an event from \(origin) that is not a valid game: \(refusal.reason)"))
      case nil:
        guard let lostReason else { return }
        program.send(.connectionLost("lost \(origin): \(lostReason); reconnecting"))
      }
    }
    // Events that came while the program was made go first, in order; the client's thread waits
    // for the lock meanwhile, so none overtakes them.
    posting.withLock { posting in
      for missed in held.withLock({ $0 }) { post(missed, nil) }
      posting = post
    }
    return (program, clock)
  }
}

/// Why `follow --url` could not start, in one line.
public struct RemoteFollowFailure: Error, Equatable {
  /// The reason.
  public var reason: String

  /// A failure for `reason`.
  public init(reason: String) {
    self.reason = reason
  }
}
