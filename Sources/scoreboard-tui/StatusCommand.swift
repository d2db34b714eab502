import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardExport
import ScoreboardPersistence

/// `scoreboard-tui status`: the saved game, without opening the screen; also while the app runs.
/// A running game clock is shown as of now.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Print the current game (the one the app keeps in the state directory).")

  @Flag(help: "Print the status --json document instead of text.")
  var json = false

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  func run() throws {
    let loaded = try loadGame(from: stateDirectory.directory.url)
    var state = loaded.state
    if state.scoreboard.timed.clock.isRunning {
      let now = AppAction.scoreboard(.timed(.tick(at: GameClockEnvironment.live.now())))
      _ = GameLoader.replayReducer.reduce(&state, now)
    }
    let game = state.game.present
    if json {
      print(String(decoding: GameReport(game).jsonData(), as: UTF8.self))
    } else {
      print(StatusText(game).lines.joined(separator: "\n"))
    }
    for notice in loaded.notices { printError(notice) }
  }
}

/// Reads the saved game for a script, turning a persistence error into one line and exit 2.
func loadGame(from directory: URL) throws -> GameLoader.Loaded {
  do {
    return try GameLoader.loadReadOnly(directory: directory)
  } catch {
    printError(error.description)
    throw ExitCode(2)
  }
}
