import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI

/// `play --serve`: the server of `serve`, run beside the keeper in the same process, on threads
/// of its own, handing the actions it takes straight to the keeper's program.
enum KeeperServe {
  /// Starts serving `directory` on `address`, its pages in `theme` (and the inspector with
  /// `inspects`), remembering actions' idempotency
  /// keys in `ids`, installing `history` before an action reads it, telling `onMatchEvents` each
  /// record's match events (`--obs`). What becomes of it (the URL, or why it could not start) is
  /// said on the status line.
  static func start(
    on address: ListenAddress, directory: StateDirectory, theme: ServeTheme, inspects: Bool = false,
    program: Program<AppState, AppAction>,
    ids: RemoteActionIDs, history: HistoryRestorer, now: @escaping @Sendable () -> Duration,
    onMatchEvents: (@Sendable ([MatchEvent], Game) -> Void)? = nil
  ) {
    let say: @Sendable (String) -> Void = { notice in program.send(.ui(.noticeChanged(.launch, notice))) }
    var themed: ServeRoutes
    do {
      let token = try ActionToken.loadOrCreate(in: directory)
      themed = ServeRoutes(
        feed: try GameFeed(directory: directory, onMatchEvents: onMatchEvents), token: token,
        catalog: .standard,
        delivery: KeeperControl.delivery(to: program, ids: ids, history: history, now: now))
      if inspects { themed.inspection = try JournalInspectorFeed(directory: directory) }
    } catch {
      say("cannot serve: \(error)")
      return
    }
    themed.theme = theme
    themed.inspection?.start()
    let routes = themed
    Task.detached {
      do {
        try await ServeServer.run(routes, on: address, handlesSignals: false) { port in
          var shown = address
          shown.port = port
          let inspector = inspects ? ", inspector: http://\(shown)/inspector" : ""
          say("serving http://\(shown)/ (overlay: http://\(shown)/overlay\(inspector))")
        }
      } catch {
        say(ListenFailure.message(error, address: address))
      }
    }
  }
}
