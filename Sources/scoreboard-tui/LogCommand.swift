import ArgumentParser
import Foundation
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
      log = try EventLog.entries(directory: stateDirectory.directory.url)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if csv { print("time,action,score") }
    for entry in log.entries {
      let time = formatter.string(from: entry.date)
      let action = ActionText(entry.action).description
      if json {
        let object = ["time": time, "action": action, "score": entry.scoreLine]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        print(String(decoding: data, as: UTF8.self))
      } else if csv {
        print([time, action, entry.scoreLine].map(csvField).joined(separator: ","))
      } else {
        print("\(time)  \(action.padding(toLength: 28, withPad: " ", startingAt: 0))  \(entry.scoreLine)")
      }
    }
    for notice in log.notices { printError(notice) }
  }

  private func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
