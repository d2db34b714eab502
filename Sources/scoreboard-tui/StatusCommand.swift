import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardExport
import ScoreboardPersistence
import ScoreboardResults

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
    let loaded = try loadGame(from: stateDirectory.directory)
    var state = loaded.state
    if state.scoreboard.isTicking {
      // The readings continue the saved ones across a reboot, as the keeper's and follow's do.
      let now = AppAction.scoreboard(.timed(.tick(at: loaded.clock(on: .live).now())))
      _ = GameLoader.replayReducer.reduce(&state, now)
    }
    let game = state.game.present
    if json {
      print(String(decoding: GameReport(game).jsonData(), as: UTF8.self))
    } else {
      print(StatusText(game).lines.joined(separator: "\n"))
      if let export = stateDirectory.directory.rememberedExportDirectory() {
        print("overlay files: \(export.path)")
      }
    }
    for notice in loaded.notices { printError(notice) }
  }
}

/// Reads the saved game for a script; no game, or an error, is one line and a non-zero exit
/// (``exitCode(for:)``), so a script can tell "no game" from a game at 0 : 0.
func loadGame(from directory: StateDirectory) throws -> GameLoader.Loaded {
  do throws(PersistenceError) {
    try directory.requireSavedGame()
    let loaded = try GameLoader.loadReadOnly(directory: directory.url)
    // Files that are all damage (no snapshot and no record could be read) hold no game either.
    guard loaded.hasSavedGame else { throw .noSavedGame(directory: directory.url.path) }
    return loaded
  } catch {
    throw failure(error)
  }
}

/// `error` as the command's failure, with the exit status it calls for: 3 when there is no saved
/// game, 2 for everything else that stopped a command from reading one.
func failure(_ error: PersistenceError) -> CommandFailure {
  if case .noSavedGame = error { return CommandFailure(error, exitCode: 3) }
  return CommandFailure(error)
}
