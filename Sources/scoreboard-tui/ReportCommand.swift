import ArgumentParser
import FoundationEssentials
import ScoreboardPersistence
import ScoreboardResults

/// `scoreboard-tui report`: the report of the current match (or an archived one): the result,
/// the statistics and the match point by point or as its scoring timeline; as text, as a printable
/// HTML page, or as YouTube chapter lines.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Print the match report of the current match (text), or write it as HTML, or print chapters.")

  @Option(help: ArgumentHelp("Write the report as an HTML page to this file.", valueName: "file"))
  var html: String?

  @Option(
    help: ArgumentHelp("Report the archived game of this name (a folder in archive/).", valueName: "name"))
  var archive: String?

  @Option(
    help: ArgumentHelp(
      "Report the evening's match of this number, as `results` numbers them.", valueName: "n"))
  var match: Int?

  @Flag(help: "Times in UTC instead of the local time zone.")
  var utc = false

  @Flag(help: "Print YouTube chapter lines (00:12:31 Set 2) instead of the report.")
  var chapters = false

  @Option(
    help: ArgumentHelp(
      "When the stream started, for --chapters: HH:MM[:SS] today (local time) or an ISO 8601 date.",
      valueName: "time"))
  var streamStart: String?

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  func validate() throws {
    if streamStart != nil && !chapters { throw ValidationError("--stream-start needs --chapters") }
    if let streamStart, StreamStart.parse(streamStart, now: Date()) == nil {
      throw ValidationError("--stream-start must be HH:MM, HH:MM:SS or an ISO 8601 date: \(streamStart)")
    }
    if chapters && html != nil { throw ValidationError("--chapters and --html cannot be used together") }
    if let match, match < 1 {
      throw ValidationError("--match takes a match number from 1 (see results): \(match)")
    }
    if match != nil && archive != nil {
      throw ValidationError("--match and --archive cannot be used together")
    }
    if let archive, archive.contains("/") || archive.hasPrefix(".") {
      throw ValidationError("--archive takes the name of a folder in archive/, not a path: \(archive)")
    }
  }

  func run() throws {
    let match = try reportedMatch()
    let report = MatchReport(match, utc: utc, desk: DeskMatchEntry.entry(for: match, in: deskMatches()))
    if chapters {
      let start = streamStart.flatMap { StreamStart.parse($0, now: Date()) }
      for line in report.chapters(streamStart: start) { print(line) }
    } else if let html {
      do {
        try Data(report.html.utf8).write(to: URL(fileURLWithPath: html), options: .atomic)
      } catch {
        throw CommandFailure("cannot write \(html): \(error.localizedDescription)")
      }
      print("report written to \(html)")
    } else {
      for line in report.textLines { print(line) }
    }
  }

  /// The match asked for: the evening's match numbered `--match`, or the last match of the
  /// archived game named, or of the current one.
  private func reportedMatch() throws -> PlayedMatch {
    let directory = stateDirectory.directory
    if let match { return try numberedMatch(match, in: directory) }
    let folder = archive.map { directory.url.appendingPathComponent("archive").appendingPathComponent($0) }
    do {
      if let folder {
        guard FileManager.default.fileExists(atPath: folder.path) else {
          throw CommandFailure(
            "no archived game named \(archive ?? "") in \(directory.url.path)/archive", exitCode: 3)
        }
      } else {
        try directory.requireSavedGame()
      }
      let found = try PlayedMatch.matches(inGameAt: folder ?? directory.url, source: archive ?? "current")
      found.notices.forEach(printError)
      guard let last = found.matches.last else {
        throw CommandFailure("no match to report in \((folder ?? directory.url).path)", exitCode: 3)
      }
      return last
    } catch let error as PersistenceError {
      throw failure(error)
    }
  }

  /// The venue desk's matches kept in the state directory; none, with a notice, when the file
  /// cannot be read.
  private func deskMatches() -> [DeskMatchEntry] {
    do {
      return try stateDirectory.directory.deskMatches()
    } catch {
      printError("\(error)")
      return []
    }
  }

  /// The evening's match numbered `number`, as `results` numbers them.
  private func numberedMatch(_ number: Int, in directory: StateDirectory) throws -> PlayedMatch {
    guard FileManager.default.fileExists(atPath: directory.url.path) else {
      throw CommandFailure("no state directory at \(directory.url.path)", exitCode: 3)
    }
    let found = directory.playedMatches()
    found.notices.forEach(printError)
    guard number <= found.matches.count else {
      let count = found.matches.count
      throw CommandFailure(
        "no match \(number): the evening has \(count) match\(count == 1 ? "" : "es") (see results)",
        exitCode: 3)
    }
    return found.matches[number - 1]
  }
}
