import ArgumentParser
import FoundationEssentials
import ScoreboardKeeper
import ScoreboardVenue

/// `scoreboard-tui venue results [--csv]`: the venue's finished matches.
struct VenueResultsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "results",
    abstract: "List the venue's finished matches, oldest first (--csv for a spreadsheet)."
  )

  @OptionGroup
  var venue: VenueURLOption

  @Flag(help: "Print CSV (court, started, ended, sport, home, away, winner, score, sets) with a header.")
  var csv = false

  func run() throws {
    let address = try venue.address()
    let results: [VenueResult]
    do {
      results = try waitFor {
        let connection = try await VenueConnection.open(address)
        defer { Task { await connection.close() } }
        try await VenueSchema.check(connection)
        return try await VenueReader.results(on: connection) { printError("venue: \($0)") }
      }
    } catch {
      throw CommandFailure(error)
    }
    if csv {
      print(VenueResult.csv(results), terminator: "")
    } else if results.isEmpty {
      print("no finished match in the venue yet")
    } else {
      for line in VenueResultLines.lines(results) { print(line) }
    }
  }
}
