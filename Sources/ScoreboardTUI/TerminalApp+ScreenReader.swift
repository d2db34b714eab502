import Glibc

extension TerminalApp {
  /// Runs in the screen-reader mode until the user quits or a signal arrives: no alternate screen
  /// and no repainting, each change one or more appended lines of plain text
  /// (``ScreenReaderNarrator``), the keys the same as on the full screen. The terminal's settings
  /// are given back at the end, then the `atEnd` hook runs with the final state.
  public func runScreenReader() throws(TerminalError) -> Ending {
    installSignalHandlers(wakingThrough: inbox.pipe, crashReportDirectory: hooks.crashReportDirectory)
    let terminal = try LineTerminal.open()
    let narrator = ScreenReaderNarrator(keyMap: keyMap)
    let ending = run(
      on: terminal, translate: { key, state in narrator.translate(key, in: state) },
      present: { state in terminal.append(narrator.lines(for: state)) })
    terminal.close()
    hooks.atEnd(store.state)
    return ending
  }

  /// Checks, without touching the terminal, that the screen-reader mode can run: standard input
  /// is a terminal (any type will do, `dumb` too: nothing but lines is written).
  public static func checkLineTerminal() throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "input") }
  }
}
