import Dispatch
import Scoreboard
import ScoreboardFollow
import ScoreboardServe
import ScoreboardTUI
import StateStore
import Synchronization

/// `follow --url`: the follow view of a game another machine serves, read from its `/events`
/// (the game in its saved form and the keeper's clock reading in each event), for a second
/// screen that cannot read the state directory.
enum RemoteFollow {
  /// How long to wait for the first event before giving up.
  static let firstEventTimeout = DispatchTimeInterval.seconds(5)

  /// The follow view's store, having received the first event of `client`; then every event
  /// reaches it as a job of `inbox`. Throws a one-line reason when nothing arrives.
  static func store(
    following client: EventStreamClient, inbox: LoopInbox
  ) throws(RemoteFollowFailure) -> (store: Store<FollowState, FollowAction>, clock: GameClockEnvironment) {
    let first = Mutex<Result<FeedEnvelope, RemoteFollowFailure>?>(nil)
    let arrived = DispatchSemaphore(value: 0)
    let latest = Mutex<FeedEnvelope?>(nil)
    let posting = Mutex<(@Sendable (FeedEnvelope?, String?) -> Void)?>(nil)
    client.start { happening in
      switch happening {
      case .event(let event):
        guard let envelope = FeedEnvelope.parse(event.data) else { return }
        let isFirst = first.withLock { first in
          guard first == nil else { return false }
          first = .success(envelope)
          return true
        }
        if isFirst {
          arrived.signal()
        } else {
          latest.withLock { $0 = envelope }
          posting.withLock { $0 }?(envelope, nil)
        }
      case .lost(let reason):
        let isFirst = first.withLock { first in
          guard first == nil else { return false }
          first = .failure(RemoteFollowFailure(reason: reason))
          return true
        }
        if isFirst { arrived.signal() } else { posting.withLock { $0 }?(nil, reason) }
      }
    }
    if arrived.wait(timeout: .now() + firstEventTimeout) == .timedOut {
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
    let store = Store(
      initialState: FollowState(), reducer: FollowState.reducer(environment: clock), executor: inbox.executor)
    store.dispatch(.loaded(followed(envelope, clock: clock)))
    let origin = client.origin
    posting.withLock {
      $0 = { envelope, lostReason in
        inbox.post {
          if let envelope {
            store.dispatch(.loaded(followed(envelope, clock: clock)))
          } else if let lostReason {
            store.dispatch(.readFailed("reconnecting to \(origin): \(lostReason)"))
          }
        }
      }
    }
    if let missed = latest.withLock({ $0 }) {
      inbox.post { store.dispatch(.loaded(followed(missed, clock: clock))) }
    }
    return (store, clock)
  }

  private static func followed(_ envelope: FeedEnvelope, clock: GameClockEnvironment) -> FollowedGame {
    FollowedGame(
      game: Timeline(envelope.game), hasSavedGame: envelope.savedGame,
      isKeeperRunning: envelope.keeperRunning,
      readAt: clock.now())
  }
}

/// Why `follow --url` could not start, in one line.
struct RemoteFollowFailure: Error, Equatable {
  var reason: String
}
