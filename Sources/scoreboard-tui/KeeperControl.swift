import Dispatch
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI
import StateStore
import Synchronization

/// The keeper's end of `serve`'s action endpoint: listens on the state directory's control
/// socket and applies each action on the UI thread, as a job of the loop's inbox, like a key
/// press (journaled by the same middleware, painted in the same frame).
///
/// The socket is served on a queue of its own, which waits for the loop; the loop never waits
/// for the socket.
enum KeeperControl {
  /// How long an action may wait for the event loop before the caller is told it is busy.
  static let loopTimeout = DispatchTimeInterval.seconds(2)

  /// Listens for actions for `store`, whose loop runs `inbox`'s jobs; `now` reads the game clock.
  /// Returns the listener (stop it at the end), or a notice for the status line when the socket
  /// cannot be made (the scoreboard runs on without it).
  static func listen(
    directory: StateDirectory, store: Store<AppState, AppAction>, inbox: LoopInbox,
    now: @escaping @Sendable () -> Duration
  ) -> (listener: ControlListener?, notice: String?) {
    do {
      let listener = try ControlListener(path: ControlSocket.path(in: directory)) { name in
        guard let command = KeyCommand(actionName: name), command.isRemote else {
          return .refused("unknown action \"\(name)\"")
        }
        let reply = Mutex<ControlReply>(.refused("the scoreboard is busy; try again"))
        let applied = DispatchSemaphore(value: 0)
        inbox.post {
          reply.withLock { $0 = apply(command, to: store, at: now()) }
          applied.signal()
        }
        _ = applied.wait(timeout: .now() + loopTimeout)
        return reply.withLock { $0 }
      }
      return (listener, nil)
    } catch {
      return (nil, "actions from serve are off: \(error.description)")
    }
  }

  /// Applies `command` on the UI thread and says what it did.
  private static func apply(
    _ command: KeyCommand, to store: Store<AppState, AppAction>, at now: Duration
  ) -> ControlReply {
    guard let actions = command.remoteActions(in: store.state, at: now) else {
      return .refused("\"\(command.actionName)\" does not apply now")
    }
    let before = store.state.game.present
    for action in actions { store.dispatch(action) }
    let after = store.state.game.present
    guard after != before else { return .refused("\"\(command.actionName)\" changes nothing now") }
    store.dispatch(.ui(.noticeChanged(.lastKey, "from serve: \(command.actionName)")))
    return .done(GameReport(after).scoreLine)
  }
}
