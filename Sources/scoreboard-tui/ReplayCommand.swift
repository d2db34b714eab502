import ArgumentParser
import Foundation
import Scoreboard
import ScoreboardPersistence
import StateStore

/// `scoreboard-tui replay FILE [--at N]`: the game a journal file describes, replayed.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Print the game after replaying a journal file (or its first N records).")

  @Argument(help: ArgumentHelp("The journal file to replay.", valueName: "file"))
  var file: String

  @Option(help: "Stop after this many records.")
  var at: Int?

  @Flag(help: "Print the status --json document instead of text.")
  var json = false

  func validate() throws {
    if let at, at < 0 { throw ValidationError("--at must be 0 or more") }
  }

  func run() throws {
    let contents: JournalReader.Contents
    do {
      contents = try JournalReader.records(at: URL(fileURLWithPath: file))
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    var state = AppState()
    for record in contents.records.prefix(at ?? contents.records.count) {
      _ = GameLoader.replayReducer.reduce(&state, record.action)
    }
    let game = state.game.present
    if json {
      FileHandle.standardOutput.write(GameReport(game).jsonData() + Data("\n".utf8))
    } else {
      print(StatusText(game).lines.joined(separator: "\n"))
    }
    if contents.damagedLength > 0 {
      printError("\(contents.damagedLength) damaged bytes at the end of \(file) were left out")
    }
  }
}
