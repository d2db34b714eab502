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

  @Option(
    help: ArgumentHelp(
      "How the scores are drawn: block (built of blocks, filling the room), kitty (real type up to 7 lines, where the terminal answers that it draws it: kitty's text-sizing protocol) or plain (default: kitty where the terminal answers and it is as tall as blocks, else block).",
      valueName: "block|kitty|plain"))
  var digits: DigitStyle?

  @Option(
    help: ArgumentHelp(
      "The colours: standard, high-contrast (everything at full strength, the names in reverse video: any background) or cvd (blue and yellow, told apart with red-green colour blindness); the key file's [colors] can change each. With play --serve, a folder instead themes the pages (see serve --help).",
      valueName: "name|dir"))
  var theme: String?

  /// The colour theme `--theme` names, else the standard one.
  var colorTheme: ColorTheme {
    theme.flatMap { ColorTheme.named($0) } ?? .standard
  }

  /// The folder `--theme` gives for the pages of `play --serve`, when it names no colour theme.
  var pagesThemeFolder: String? {
    guard let theme, ColorTheme.named(theme) == nil else { return nil }
    return theme
  }

  /// Refuses a `--theme` that names no colour theme where no pages are served.
  func validateTheme(servesPages: Bool) throws {
    if pagesThemeFolder != nil && !servesPages {
      let names = ColorTheme.named.map(\.name).joined(separator: ", ")
      throw ValidationError(
        "--theme \(theme ?? ""): the colour themes are \(names); a folder themes the pages of play --serve")
    }
  }

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
  /// colour unless `--no-color` or `NO_COLOR`, in the `--theme` colours with the key file's
  /// (`keyMap`'s) over them.
  func viewOptions(environment: [String: String], keyMap: KeyMap = .standard) -> ViewOptions {
    var options = ViewOptions.forTerminal(
      environment: environment, ascii: ascii, noColor: noColor, digits: digits)
    options.theme = colorTheme.overriding(keyMap.colors)
    return options
  }
}

extension DigitStyle: ExpressibleByArgument {}

extension TerminalApp {
  /// Runs on the full screen, or in the screen-reader mode when `options` say so.
  func run(_ options: TerminalOptions) throws -> Ending {
    try options.screenReader ? runScreenReader() : run()
  }
}
