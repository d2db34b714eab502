import ArgumentParser
import FoundationEssentials
import ScoreboardKeeper
import ScoreboardVenue

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
    do {
      _ = try CourtName.validated(court)
    } catch {
      throw ValidationError("--court: \(error)")
    }
    guard (2...3600).contains(lease) else { throw ValidationError("--lease: 2 to 3600 seconds") }
  }

  /// The court to keep, or `nil` without a venue; `fromDesk` when the keeper was started without
  /// names, so that the venue's desk calls its matches.
  func keptCourt(fromDesk: Bool) throws -> KeeperSettings.Court? {
    guard isGiven, let court else { return nil }
    return KeeperSettings.Court(
      address: try venue.address(), name: try CourtName.validated(court), takeOver: takeOver,
      lease: .seconds(lease), takesMatchesFromDesk: fromDesk)
  }
}
