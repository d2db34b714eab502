import ArgumentParser
import Glibc

/// Runs the command. Help and the version print as usual; every other error is one line on
/// standard error: a ``CommandFailure``'s with its status, any other with ArgumentParser's (and the
/// usage one `--help` away).
///
/// SIGPIPE is ignored first, in every command: a peer that hangs up (a control-socket client, a
/// browser, a pipe into `head`) is an EPIPE on that write, handled where it happens, never the
/// death of the process with the terminal left in the alternate screen.
func runCommandLine() -> Never {
  signal(SIGPIPE, SIG_IGN)
  do {
    var command = try ScoreboardCommand.parseAsRoot()
    try command.run()
    ScoreboardCommand.exit()
  } catch let failure as CommandFailure {
    printError(failure.message)
    exit(failure.exitCode)
  } catch {
    let status = ScoreboardCommand.exitCode(for: error)
    let message = ScoreboardCommand.message(for: error)
    if status == .success || error is CleanExit {
      ScoreboardCommand.exit(withError: error)
    }
    if !message.isEmpty {
      let oneLine = message.split(whereSeparator: \.isNewline)
        .map(\.trimmed)
        .joined(separator: " ")
      printError("\(oneLine) (see scoreboard-tui --help)")
    }
    exit(status.rawValue)
  }
}

runCommandLine()
