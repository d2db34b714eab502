import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardExport
import ScoreboardPersistence
import ScoreboardResults
import StateStore

/// `scoreboard-tui replay FILE [--at N]`: the game after a journal file's first N records, on top of
/// the true game before it, rebuilt from its state directory (``JournalReplay``).
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
    let result: JournalReplay.Result
    do {
      result = try JournalReplay.replay(URL(fileURLWithPath: file), count: at)
    } catch {
      throw failure(error)
    }
    let game = result.state.game.present
    if json {
      print(String(decoding: GameReport(game).jsonData(), as: UTF8.self))
    } else {
      print(StatusText(game).lines.joined(separator: "\n"))
    }
    for notice in result.notices { printError(notice) }
    if result.damagedLength > 0 {
      printError(
        "\(result.damagedLength) damaged bytes in \(file) were left out; "
          + "the intact records around them were replayed")
    }
  }
}
