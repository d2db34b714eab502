import ArgumentParser
import ScoreboardTUI

/// `scoreboard-tui keys`: the standard keys as a key file, a starting point for keys.toml.
struct KeysCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys",
    abstract: "Print the default key file, a starting point for keys.toml.")

  func run() throws {
    print(KeyFile.defaultText, terminator: "")
  }
}
