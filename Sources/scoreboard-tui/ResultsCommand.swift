import ArgumentParser
import FoundationEssentials
import ScoreboardPersistence
import ScoreboardResults

/// `scoreboard-tui results`: every match kept in the state directory (the archived games and the
/// current one), one line each: its number (for `report --match N`), when (local time, or UTC
/// with `--utc`), the sport, the sides, the result or how it stands, and how long it took.
struct ResultsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "results",
    abstract: "Print the evening's results: every match in the state directory, archived ones first.")

  @Flag(help: "Comma-separated values with a header.")
  var csv = false

  @Flag(help: "A JSON array of the results.")
  var json = false

  @Flag(help: "Times in UTC instead of the local time zone.")
  var utc = false

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  func validate() throws {
    if json && csv { throw ValidationError("--json and --csv cannot be used together") }
  }

  func run() throws {
    let directory = stateDirectory.directory
    guard FileManager.default.fileExists(atPath: directory.url.path) else {
      throw CommandFailure("no state directory at \(directory.url.path)", exitCode: 3)
    }
    let found = directory.playedMatches()
    let results = MatchResult.numbered(found.matches, utc: utc)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      encoder.keyEncodingStrategy = .convertToSnakeCase
      print(String(decoding: (try? encoder.encode(results)) ?? Data("[]".utf8), as: UTF8.self))
    } else if csv {
      print(MatchResult.csvHeader)
      for result in results { print(result.csvRow) }
    } else if results.isEmpty {
      print("no matches yet")
    } else {
      let desk = (try? directory.deskMatches()) ?? []
      for (result, match) in zip(results, found.matches) {
        let isCorrected = DeskMatchEntry.entry(for: match, in: desk).map { !$0.corrections.isEmpty } ?? false
        print(result.textLine + (isCorrected ? "  (corrected)" : ""))
      }
    }
    for notice in found.notices { printError(notice) }
  }
}
