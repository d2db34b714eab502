import ArgumentParser
import FoundationEssentials
import ScoreboardTUI

/// The options of the commands that take over the terminal (`play`, `follow`): keys and drawing.
struct TerminalOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Key bindings (TOML; default $XDG_CONFIG_HOME/scoreboard-tui/keys.toml when present).",
      valueName: "file"))
  var keys: String?

  @Flag(help: "Draw without colours (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Draw with plain ASCII characters only (automatic when the locale is not UTF-8).")
  var ascii = false

  @Flag(
    help:
      "For screen readers: no full screen, each change one appended line of plain text; the clock is said on '.', each minute and in its last 10 s."
  )
  var screenReader = false

  /// The key map: the file named by `--keys`, else the one in the config directory when it
  /// exists, else the standard keys. A bad file stops the command with its one-line error, before
  /// the terminal is touched.
  func keyMap(environment: [String: String]) throws -> KeyMap {
    guard let path = keys ?? KeyFile.defaultPath(environment: environment) else { return .standard }
    do {
      return try KeyFile.load(path: path)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// Checks that standard input and output are a terminal of a known type (one line and exit 2
  /// otherwise), without touching it; with `--screen-reader`, only that standard input is a
  /// terminal, of any type.
  func checkTerminal(environment: [String: String]) throws {
    do {
      if screenReader { return try TerminalApp.checkLineTerminal() }
      try TerminalApp.checkTerminal(environment: environment)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// Sets the locale and says how to draw: ASCII when asked or when the terminal is not UTF-8,
  /// colour unless `--no-color` or `NO_COLOR`.
  func viewOptions(environment: [String: String]) -> ViewOptions {
    .forTerminal(environment: environment, ascii: ascii, noColor: noColor)
  }
}

extension TerminalApp {
  /// Runs on the full screen, or in the screen-reader mode when `options` say so.
  func run(_ options: TerminalOptions) throws -> Ending {
    try options.screenReader ? runScreenReader() : run()
  }
}
