import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import ScoreboardTUI
import ScoreboardVenue
import StateStore

/// `play --venue URL --court NAME [--take-over] [--lease SECONDS]`: the keeper claims the court
/// in the venue database and copies every journal record there once it is durable here. Scoring
/// never waits for the database: while it is away the status line counts the records waiting.
struct PlayVenueOptions: ParsableArguments {
  @OptionGroup
  var venue: VenueURLOption

  @Option(
    help: ArgumentHelp("With a venue: the court this keeper keeps (one keeper per court).", valueName: "name")
  )
  var court: String?

  @Flag(
    help: "With a venue: keep the court although another keeper had it, once that keeper's lease has run out."
  )
  var takeOver = false

  @Option(
    help: ArgumentHelp(
      "With a venue: how long the court stays this keeper's without a word from it.", valueName: "seconds"))
  var lease: Int = 15

  /// Whether the keeper goes to a venue.
  var isGiven: Bool { court != nil || venue.url != nil }

  func validate() throws {
    guard isGiven else {
      if takeOver { throw ValidationError("--take-over goes with --venue and --court") }
      return
    }
    guard venue.isGiven else {
      throw ValidationError("--court needs a venue: --venue URL or SCOREBOARD_VENUE")
    }
    guard let court else { throw ValidationError("--venue needs --court NAME: the court this keeper keeps") }
    let trimmed = court.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.count <= 40,
      !court.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true })
    else {
      throw ValidationError("--court: a name of 1 to 40 characters, on one line")
    }
    guard (2...3600).contains(lease) else { throw ValidationError("--lease: 2 to 3600 seconds") }
  }

  /// Claims the court and starts copying, telling the status line through `inbox`; `nil` without
  /// a venue. The notice is for the launch: which court of which venue, when it was claimed. Throws a one-line error (before the terminal is taken) when another keeper has the
  /// court or the database holds another schema version; an unreachable database is not an error.
  func start(directory: StateDirectory, inbox: LoopInbox, store: Store<AppState, AppAction>) throws
    -> (shipper: VenueShipper, notice: String?)?
  {
    guard isGiven, let court else { return nil }
    let address = try venue.address()
    let say: @Sendable (VenueLinkStatus) -> Void = { status in
      inbox.post { store.dispatch(.ui(.noticeChanged(.venue, status.message))) }
    }
    let shipper: VenueShipper
    do {
      shipper = try waitFor { [takeOver, lease] in
        try await VenueShipper.start(
          address: address, court: court, directory: directory, takeOver: takeOver, lease: .seconds(lease),
          onStatus: say)
      }
    } catch {
      printError("\(error)")
      throw ExitCode(PlayCommand.venueRefusedExitCode)
    }
    let initial = waitForStatus(shipper)
    say(initial)
    Task.detached { await shipper.run() }
    guard case .online = initial else { return (shipper, nil) }
    return (shipper, "keeping court \(court) of the venue \(address)")
  }

  private func waitForStatus(_ shipper: VenueShipper) -> VenueLinkStatus {
    (try? waitFor { await shipper.currentStatus }) ?? .offline(waiting: 0, reason: "")
  }
}
