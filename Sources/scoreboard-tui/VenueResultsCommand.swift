import ArgumentParser
import FoundationEssentials
import ScoreboardDesk
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

  @Flag(
    help:
      "Print the tournament desk's results as CSV by event and round, the score as Challonge's scores_csv.")
  var draws = false

  @Option(help: ArgumentHelp("With --draws: only this event's results.", valueName: "name"))
  var event: String?

  @Flag(
    help: ArgumentHelp(
      "Print each won match of games and sets point by point as CSV, in the public point-by-point data sets' notation (S, R, ; . /)."
    ))
  var pointByPoint = false

  func run() throws {
    let address = try venue.address()
    if draws || event != nil {
      try printDraws(address)
      return
    }
    if pointByPoint {
      try printPointByPoint(address)
      return
    }
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

  /// Each won match of games and sets, point by point.
  private func printPointByPoint(_ address: VenueAddress) throws {
    let matches: [VenuePointByPoint]
    do {
      matches = try waitFor {
        let connection = try await VenueConnection.open(address)
        defer { Task { await connection.close() } }
        try await VenueSchema.check(connection)
        return try await VenueReader.pointByPoint(on: connection) { printError("venue: \($0)") }
      }
    } catch {
      throw CommandFailure(error)
    }
    print(VenuePointByPoint.csv(matches), terminator: "")
  }

  /// The desk's results by event and round.
  private func printDraws(_ address: VenueAddress) throws {
    let desk: DeskState
    do {
      desk = try waitFor {
        let ledger = try await DeskLedger.open(address)
        defer { Task { await ledger.close() } }
        return try await ledger.refresh()
      }
    } catch {
      throw CommandFailure(error)
    }
    if let event, desk.event(event) == nil {
      let known = desk.events.map(\.name).joined(separator: ", ")
      throw CommandFailure(
        "no event called \(event) in the desk (\(known.isEmpty ? "nothing imported" : known))")
    }
    print(DeskResultsCSV.text(desk, event: event), terminator: "")
  }
}
