import ArgumentParser
import FoundationEssentials
import ScoreboardVenue

/// The `--venue` option of the commands that use the venue database, falling back on
/// `SCOREBOARD_VENUE`. A password belongs in `SCOREBOARD_VENUE`, `PGPASSWORD` or the password
/// file, never on the command line, where `ps` shows it to everyone on the machine.
struct VenueURLOption: ParsableArguments {
  @Option(
    name: .customLong("venue"),
    help: ArgumentHelp(
      "The venue database, postgres://USER@HOST/DATABASE (default: $SCOREBOARD_VENUE). Keep the password in $PGPASSWORD or ~/.pgpass.",
      valueName: "url"))
  var url: String?

  /// Whether a venue is named, on the command line or in the environment.
  var isGiven: Bool {
    url != nil || ProcessInfo.processInfo.environment["SCOREBOARD_VENUE"].map { !$0.isEmpty } == true
  }

  func validate() throws {
    if let url, VenueAddress.hasPassword(url) {
      throw ValidationError(
        "--venue: a password on the command line is visible to everyone in `ps`; "
          + "put it in SCOREBOARD_VENUE, PGPASSWORD or ~/.pgpass")
    }
  }

  /// The venue's address; throws a one-line error when none is named or the URL is wrong.
  func address() throws -> VenueAddress {
    let environment = ProcessInfo.processInfo.environment
    guard let text = url ?? environment["SCOREBOARD_VENUE"].flatMap({ $0.isEmpty ? nil : $0 }) else {
      throw ValidationError("no venue: give --venue postgres://USER@HOST/DATABASE or set SCOREBOARD_VENUE")
    }
    do {
      return try VenueAddress(parsing: text, environment: environment)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
