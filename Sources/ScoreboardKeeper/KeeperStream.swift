import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardStream
import ScoreboardTUI
import ScoreboardWebhooks

/// The stream's peers beside the keeper: the webhooks' outbox (`play --webhook`) and the link to
/// OBS (`play --serve --obs`). What becomes of them is said on the status line: trouble until it
/// is over, good news for a while.
struct KeeperStream: Sendable {
  /// The outbox, or `nil` without webhooks.
  let outbox: WebhookOutbox?
  /// The link to OBS, or `nil` without one.
  let obs: ObsLink?

  /// Starts what `settings` ask for on the game kept in `directory`. Throws
  /// ``KeeperError/webhooks(_:)`` when the webhooks cannot be delivered from here.
  static func start(
    _ settings: KeeperSettings, directory: StateDirectory, program: Program<AppState, AppAction>
  ) throws(KeeperError) -> KeeperStream {
    // Trouble stays on the status line until it is over; good news shows as a launch notice does,
    // for a while.
    let say: @Sendable (String, Bool) -> Void = { line, isTrouble in
      program.send(.ui(.noticeChanged(.stream, isTrouble ? line : nil)))
      if !isTrouble { program.send(.ui(.noticeChanged(.launch, line))) }
    }
    var outbox: WebhookOutbox?
    if !settings.webhooks.isEmpty {
      do {
        let token = try ActionToken.loadOrCreate(in: directory)
        outbox = try WebhookOutbox(
          directory: directory, webhooks: settings.webhooks, key: token.value, say: say)
      } catch {
        throw .webhooks("\(error)")
      }
      outbox?.start()
    }
    return KeeperStream(outbox: outbox, obs: settings.startObs.map { start in start(say) })
  }

  /// What the server's feed tells each record's match events: OBS's triggers.
  var onMatchEvents: (@Sendable ([MatchEvent], Game) -> Void)? {
    guard let obs else { return nil }
    return { events, game in obs.send(events, game: game) }
  }

  /// Stops both.
  func stop() {
    outbox?.stop()
    obs?.stop()
  }
}
