import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardPersistence

/// `scoreboard-tui log`: the event log of the saved game.
struct LogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "Print the event log of the current game: time, action, resulting score.")

  @Flag(help: "One JSON object per line.")
  var json = false

  @Flag(help: "Comma-separated values with a header.")
  var csv = false

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  func validate() throws {
    if json && csv { throw ValidationError("--json and --csv cannot be used together") }
  }

  func run() throws {
    let log: (entries: [EventLog.Entry], notices: [String])
    do {
      try stateDirectory.directory.requireSavedGame()
      log = try EventLog.entries(directory: stateDirectory.directory.url)
    } catch {
      throw failure(error)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    if csv { print("time,action,score") }
    for entry in log.entries {
      let time = Self.timestamp(entry.date)
      let action = ActionText(entry.action).description
      if json {
        let object = ["time": time, "action": action, "score": entry.scoreLine]
        let data = (try? encoder.encode(object)) ?? Data()
        print(String(decoding: data, as: UTF8.self))
      } else if csv {
        print([time, action, entry.scoreLine].map(csvField).joined(separator: ","))
      } else {
        print("\(time)  \(action.padded(to: 28))  \(entry.scoreLine)")
      }
    }
    for notice in log.notices { printError(notice) }
  }

  /// The moment as ISO 8601 in UTC with milliseconds, rounded to the nearest one as
  /// `ISO8601DateFormatter` did. The format style cuts the fraction off, so it is handed the middle
  /// of the rounded millisecond, which no floating-point error can push into the one before.
  private static func timestamp(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSinceReferenceDate * 1000).rounded()
    return Date(timeIntervalSinceReferenceDate: (milliseconds + 0.5) / 1000)
      .formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }

  private func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}
