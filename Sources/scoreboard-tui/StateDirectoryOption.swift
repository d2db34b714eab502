import ArgumentParser
import FoundationEssentials
import ScoreboardPersistence

/// The `--state-dir` option every command that reads or keeps the saved game shares.
struct StateDirectoryOption: ParsableArguments {
  @Option(
    name: .customLong("state-dir"),
    help: ArgumentHelp(
      "Where the game is saved (default: $XDG_STATE_HOME/scoreboard-tui, else ~/.local/state/scoreboard-tui).",
      valueName: "dir"))
  var path: String?

  /// The state directory these options name.
  var directory: StateDirectory {
    StateDirectory.resolve(explicit: path, environment: ProcessInfo.processInfo.environment)
  }
}
