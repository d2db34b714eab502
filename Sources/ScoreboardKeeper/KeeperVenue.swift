import Scoreboard
import ScoreboardPersistence
import ScoreboardTUI
import ScoreboardVenue

/// `play --venue URL --court NAME`: the keeper claims the court in the venue database and copies
/// every journal record there once it is durable here. Scoring never waits for the database:
/// while it is away the status line counts the records waiting.
enum KeeperVenue {
  /// Claims `court` and starts copying, telling the status line through `program`. The notice is
  /// for the launch: which court of which venue, when it was claimed. Throws when another keeper
  /// has the court or the database holds another schema version; an unreachable database is not
  /// an error.
  static func start(
    _ court: KeeperSettings.Court, directory: StateDirectory, program: Program<AppState, AppAction>
  ) throws(KeeperError) -> (shipper: VenueShipper, notice: String?) {
    let say: @Sendable (VenueLinkStatus) -> Void = { status in
      program.send(.ui(.noticeChanged(.venue, status.message)))
    }
    let shipper: VenueShipper
    do {
      shipper = try waitFor {
        try await VenueShipper.start(
          address: court.address, court: court.name, directory: directory, takeOver: court.takeOver,
          lease: court.lease, onStatus: say)
      }
    } catch {
      throw .venueRefused("\(error)")
    }
    let initial = (try? waitFor { await shipper.currentStatus }) ?? .offline(waiting: 0, reason: "")
    say(initial)
    Task.detached { await shipper.run() }
    guard case .online = initial else { return (shipper, nil) }
    return (shipper, "keeping court \(court.name) of the venue \(court.address)")
  }
}
