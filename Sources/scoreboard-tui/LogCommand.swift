import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import ScoreboardResults

/// `scoreboard-tui log`: the event log of the saved game.
struct LogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "Print the event log of the current game: time, action, resulting score.")

  @Flag(help: "One JSON object per line.")
  var json = false

  @Flag(
    help:
      "Comma-separated values with a header: time, action, side, home, away, period, clock, counter, value.")
  var csv = false

  @Flag(
    help:
      "The match events instead (point, game_won, match_point...): time, record, name, side, score; with --json, the README's event objects."
  )
  var events = false

  @Flag(help: "Include the running clock's ticks (left out by default).")
  var ticks = false

  @Flag(help: "Times in UTC (default: local time with its offset).")
  var utc = false

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  func validate() throws {
    if json && csv { throw ValidationError("--json and --csv cannot be used together") }
    if events && (csv || ticks) { throw ValidationError("--events cannot be used with --csv or --ticks") }
  }

  func run() throws {
    if events { return try printEvents() }
    let log: (entries: [EventLog.Entry], notices: [String])
    do {
      try stateDirectory.directory.requireSavedGame()
      log = try EventLog.entries(directory: stateDirectory.directory.url)
    } catch {
      throw failure(error)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if csv { print(LogLine.csvHeader) }
    for entry in log.entries where ticks || !LogLine.isTick(entry) {
      let line = LogLine(entry, utc: utc)
      if json {
        let data = (try? encoder.encode(line.jsonFields)) ?? Data()
        print(String(decoding: data, as: UTF8.self))
      } else if csv {
        print(line.csvRow)
      } else {
        print(line.text)
      }
    }
    for notice in log.notices { printError(notice) }
  }

  /// Prints the match events of the saved game, one a line (one JSON object a line with `--json`).
  private func printEvents() throws {
    let reading: EventLog.Reading
    do {
      try stateDirectory.directory.requireSavedGame()
      reading = try EventLog.read(directory: stateDirectory.directory.url, withEvents: true)
    } catch {
      throw failure(error)
    }
    for event in reading.events {
      print(json ? event.jsonLine : EventLine(event, utc: utc).text)
    }
    for notice in reading.notices { printError(notice) }
  }
}
