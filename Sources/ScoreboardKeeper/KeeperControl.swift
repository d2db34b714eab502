import Dispatch
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI
import StateStore
import Synchronization

/// The keeper's answers to actions from outside its terminal: `serve`'s, through the state
/// directory's control socket, and `play --serve`'s own server, handed straight to the program.
///
/// Each action is applied on the loop's thread, as a job of the keeper's ``Program``, like a key
/// press (journaled by the same middleware, painted in the same frame). An action applied is
/// answered only once its record is durable: after the batch's `fdatasync`, never while it runs.
/// Whoever asks waits for the loop; the loop never waits for them.
public enum KeeperControl {
  /// How long an action may wait for the event loop before the caller is told it is busy.
  public static let loopTimeout = Duration.seconds(2)

  /// The answer when the loop did not take the action in time.
  public static let busy = ControlReply.refused("the scoreboard is busy; try again")

  /// Listens on the control socket of `directory` for actions for `program`; `now` reads the game
  /// clock. Returns the listener (stop it at the end), or a notice for the status line when the
  /// socket cannot be made (the scoreboard runs on without it).
  public static func listen(
    directory: StateDirectory, program: Program<AppState, AppAction>, now: @escaping @Sendable () -> Duration
  ) -> (listener: ControlListener?, notice: String?) {
    do {
      let listener = try ControlListener(path: ControlSocket.path(in: directory)) { name in
        guard let command = GameCommand(actionName: name) else {
          return .refused("unknown action \"\(name)\"")
        }
        return answer(command, in: program, now: now)
      }
      return (listener, nil)
    } catch {
      return (nil, "actions from serve are off: \(error.description)")
    }
  }

  /// What `POST /api/actions` of `play --serve` hands its actions to: `program` itself, with no
  /// socket between them.
  public static func delivery(
    to program: Program<AppState, AppAction>, now: @escaping @Sendable () -> Duration
  ) -> ActionDelivery {
    ActionDelivery { command in
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(returning: .success(answer(command, in: program, now: now)))
        }
      }
    }
  }

  /// Applies `command` in `program` and says what it did, once it is durable; ``busy`` when the
  /// loop does not get to it within `timeout`. Blocks the calling thread: call it off the loop.
  public static func answer(
    _ command: GameCommand, in program: Program<AppState, AppAction>, now: @escaping @Sendable () -> Duration,
    timeout: Duration = loopTimeout
  ) -> ControlReply {
    guard command.isRemote else {
      return .refused("\"\(command.actionName)\" works only at the scoreboard's own keyboard")
    }
    let reply = Mutex<ControlReply?>(nil)
    let answered = DispatchSemaphore(value: 0)
    program.send { loop in
      apply(command, in: loop, at: now()) { answer in
        reply.withLock { $0 = answer }
        answered.signal()
      }
    }
    let milliseconds = Int(timeout / .milliseconds(1))
    _ = answered.wait(timeout: .now() + .milliseconds(milliseconds))
    return reply.withLock { $0 } ?? busy
  }

  /// Applies `command` on the loop's thread and answers: a refusal at once, a change once saved.
  private static func apply(
    _ command: GameCommand, in loop: ProgramContext<AppState, AppAction>, at now: Duration,
    answer: @escaping @Sendable (ControlReply) -> Void
  ) {
    guard let actions = command.remoteActions(in: loop.state, at: now) else {
      return answer(.refused("\"\(command.actionName)\" does not apply now"))
    }
    let before = loop.state.game.present
    for action in actions { loop.dispatch(action) }
    let after = loop.state.game.present
    guard after != before else { return answer(.refused("\"\(command.actionName)\" changes nothing now")) }
    loop.dispatch(.ui(.noticeChanged(.lastKey, "from serve: \(command.actionName)")))
    let scoreLine = GameReport(after).scoreLine
    loop.whenSaved {
      if let failure = loop.state.ui.notices[.saving] {
        answer(.refused("\"\(command.actionName)\" was applied but not saved: \(failure)"))
      } else {
        answer(.done(scoreLine))
      }
    }
  }
}
