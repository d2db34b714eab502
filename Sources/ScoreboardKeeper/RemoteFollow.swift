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
public enum RemoteFollow {
  /// How long to wait for the first event before giving up.
  public static let firstEventTimeout = DispatchTimeInterval.seconds(5)

  /// The follow view's program, having received the first event of `client`; then every event
  /// is sent to it. Throws a one-line reason when nothing arrives.
  public static func program(
    following client: EventStreamClient
  ) throws(RemoteFollowFailure) -> (program: Program<FollowState, FollowAction>, clock: GameClockEnvironment)
  {
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
    let program: Program<FollowState, FollowAction>
    do {
      program = try Program { executor in
        let store = Store(
          initialState: FollowState(), reducer: FollowState.reducer(environment: clock), executor: executor)
        store.dispatch(.loaded(followed(envelope, clock: clock)))
        return store
      }
    } catch {
      client.stop()
      throw RemoteFollowFailure(reason: "\(error)")
    }
    let origin = client.origin
    posting.withLock {
      $0 = { envelope, lostReason in
        if let envelope {
          program.send(.loaded(followed(envelope, clock: clock)))
        } else if let lostReason {
          program.send(.readFailed("reconnecting to \(origin): \(lostReason)"))
        }
      }
    }
    if let missed = latest.withLock({ $0 }) {
      program.send(.loaded(followed(missed, clock: clock)))
    }
    return (program, clock)
  }

  private static func followed(_ envelope: FeedEnvelope, clock: GameClockEnvironment) -> FollowedGame {
    FollowedGame(
      game: Timeline(envelope.game), hasSavedGame: envelope.savedGame,
      isKeeperRunning: envelope.keeperRunning,
      readAt: clock.now())
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
