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
  /// clock, `ids` remembers the actions' idempotency keys, `history` installs a deferred history
  /// before a command reads it. Returns the listener (stop it at the end), or a notice for the
  /// status line when the socket cannot be made (the scoreboard runs on without it).
  public static func listen(
    directory: StateDirectory, program: Program<AppState, AppAction>,
    ids: RemoteActionIDs = RemoteActionIDs(), history: HistoryRestorer? = nil,
    now: @escaping @Sendable () -> Duration
  ) -> (listener: ControlListener?, notice: String?) {
    do {
      let listener = try ControlListener(path: ControlSocket.path(in: directory)) { line in
        let request = ControlSocket.request(inLine: line)
        guard let command = GameCommand(actionName: request.action) else {
          return .refused("unknown action \"\(request.action)\"")
        }
        return answer(command, id: request.id, ids: ids, history: history, in: program, now: now)
      }
      return (listener, nil)
    } catch {
      return (nil, "actions from serve are off: \(error.description)")
    }
  }

  /// What `POST /api/actions` of `play --serve` hands its actions to: `program` itself, with no
  /// socket between them; `ids` remembers the actions' idempotency keys, `history` installs a
  /// deferred history before a command reads it.
  public static func delivery(
    to program: Program<AppState, AppAction>, ids: RemoteActionIDs = RemoteActionIDs(),
    history: HistoryRestorer? = nil, now: @escaping @Sendable () -> Duration
  ) -> ActionDelivery {
    ActionDelivery { command, id in
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          let reply = answer(command, id: id, ids: ids, history: history, in: program, now: now)
          continuation.resume(returning: .success(reply))
        }
      }
    }
  }

  /// Applies `command` in `program` and says what it did, once it is durable; ``busy`` when the
  /// loop does not get to it within `timeout`, and then it is never applied: the answer is the
  /// truth, and a client may retry. With an idempotency key `id` already in `ids`, the action is
  /// not applied again: the answer says it was, once that is durable. A preview
  /// (``GameCommand/isPreview``) is answered once shown. `history` installs a deferred history
  /// before a command that reads it.
  /// Blocks the calling thread: call it off the loop.
  public static func answer(
    _ command: GameCommand, id: String? = nil, ids: RemoteActionIDs = RemoteActionIDs(),
    history: HistoryRestorer? = nil,
    in program: Program<AppState, AppAction>, now: @escaping @Sendable () -> Duration,
    timeout: Duration = loopTimeout
  ) -> ControlReply {
    guard command.isRemote else {
      return .refused("\"\(command.actionName)\" works only at the scoreboard's own keyboard")
    }
    let reply = Mutex<ControlReply?>(nil)
    let answered = DispatchSemaphore(value: 0)
    let phase = Mutex(RequestPhase.waiting)
    program.send { loop in
      let takes = phase.withLock { phase in
        guard phase == .waiting else { return false }
        phase = .taken
        return true
      }
      // The caller was told the scoreboard is busy: applying it now would make that a lie.
      guard takes else { return }
      let respond: @Sendable (ControlReply) -> Void = { answer in
        reply.withLock { $0 = answer }
        answered.signal()
      }
      if command.readsHistory { history?.install(in: loop) }
      if command.isPreview { return preview(command, in: loop, at: now(), answer: respond) }
      if let id, ids.contains(id) {
        return repeated(command, id: id, in: loop, answer: respond)
      }
      // Only an action that changed the game keeps its id: a refused one may be sent again.
      apply(command, in: loop, at: now(), answer: respond) { if let id { ids.insert(id) } }
    }
    let milliseconds = Int(timeout / .milliseconds(1))
    if answered.wait(timeout: .now() + .milliseconds(milliseconds)) == .success {
      return reply.withLock { $0 } ?? busy
    }
    let abandoned = phase.withLock { phase in
      guard phase == .waiting else { return false }
      phase = .abandoned
      return true
    }
    if abandoned { return busy }
    // The loop took it in time: its answer comes once the record is durable.
    let seconds = Int(savingTimeout / .seconds(1))
    _ = answered.wait(timeout: .now() + .seconds(seconds))
    return reply.withLock { $0 }
      ?? .refused(
        "\"\(command.actionName)\" was applied but is not saved yet (the disk is slow); do not send it again")
  }

  /// How long an action taken by the loop may wait to be durable before its answer says it was
  /// applied but not yet saved.
  public static let savingTimeout = Duration.seconds(30)

  /// Where an action from outside is: waiting for the loop, taken by it, or given up by its caller.
  private enum RequestPhase: Sendable {
    case waiting, taken, abandoned
  }

  /// Answers an action whose idempotency key was taken before: nothing is applied; the answer,
  /// once everything before is durable, says so with the score.
  private static func repeated(
    _ command: GameCommand, id: String, in loop: ProgramContext<AppState, AppAction>,
    answer: @escaping @Sendable (ControlReply) -> Void
  ) {
    let scoreLine = GameReport(loop.state.game.present).scoreLine
    loop.whenSaved {
      answer(.done("already applied (id \(id)); \(scoreLine)"))
    }
  }

  /// Shows the preview `command` asks for on the loop's thread and answers at once: nothing is
  /// journaled, so there is nothing to wait for.
  private static func preview(
    _ command: GameCommand, in loop: ProgramContext<AppState, AppAction>, at now: Duration,
    answer: @escaping @Sendable (ControlReply) -> Void
  ) {
    if let reason = command.refusal(in: loop.state) {
      return answer(.refused("\"\(command.actionName)\" does not apply now: \(reason)"))
    }
    guard let actions = command.remoteActions(in: loop.state, at: now) else {
      return answer(.refused("\"\(command.actionName)\" does not apply now"))
    }
    for action in actions { loop.dispatch(action) }
    let state = loop.state
    guard state.ui.overlay == .history else {
      return answer(.done("the board shows the present: \(GameReport(state.game.present).scoreLine)"))
    }
    let step = state.ui.history.selectedStep
    let scoreLine = GameReport(state.historyGame(atStep: step)).scoreLine
    answer(.done("the board previews step \(step) of \(state.historyCount - 1): \(scoreLine)"))
  }

  /// Applies `command` on the loop's thread and answers: a refusal at once, a change once saved.
  private static func apply(
    _ command: GameCommand, in loop: ProgramContext<AppState, AppAction>, at now: Duration,
    answer: @escaping @Sendable (ControlReply) -> Void, whenApplied: () -> Void = {}
  ) {
    guard let actions = command.remoteActions(in: loop.state, at: now) else {
      return answer(.refused("\"\(command.actionName)\" does not apply now"))
    }
    let before = loop.state.game.present
    let reason = command.refusal(in: loop.state).map { ": \($0)" } ?? ""
    for action in actions { loop.dispatch(action) }
    let after = loop.state.game.present
    guard after != before else {
      return answer(.refused("\"\(command.actionName)\" changes nothing now\(reason)"))
    }
    whenApplied()
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
