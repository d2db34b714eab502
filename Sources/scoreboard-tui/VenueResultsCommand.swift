import ArgumentParser
import FoundationEssentials
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
        return try await VenueReader.results(on: connection)
      }
    } catch {
      printError("\(error)")
      throw ExitCode(2)
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

/// The venue's results as lines of text: court, when it ended, the teams and the score.
enum VenueResultLines {
  /// One line per result, in columns.
  static func lines(_ results: [VenueResult]) -> [String] {
    let courtWidth = max(5, results.map(\.court.count).max() ?? 0)
    return results.map { result in
      let report = result.report
      let ended = result.ended.formatted(.iso8601.time(includingFractionalSeconds: false))
      let sets = (report.setsHistory ?? []).map { "\($0.home)-\($0.away)" }.joined(separator: " ")
      let winner = report.winner == "home" ? report.home.name : report.away.name
      return result.court.padding(toLength: courtWidth, withPad: " ", startingAt: 0) + "  \(ended)  "
        + "\(report.home.name) \(report.home.score) : \(report.away.score) \(report.away.name)"
        + (sets.isEmpty ? "" : "  (\(sets))") + "  won by \(winner)"
    }
  }
}
