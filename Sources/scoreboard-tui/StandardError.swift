import Glibc

/// Writes one line to standard error, prefixed with the program's name, in one unbuffered write.
func printError(_ message: String) {
  let line = Array("scoreboard-tui: \(message)\n".utf8)
  line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// A command that cannot go on: the one line that says why, and the exit status. Thrown from
/// anywhere in a command; ``runCommandLine()`` prints the line and exits, the one path from an
/// error to its output.
struct CommandFailure: Error {
  /// The status of a plain failure (bad input, a file that cannot be read).
  static let standardExitCode: Int32 = 2

  /// What went wrong, in one line.
  let message: String
  /// The process's exit status.
  let exitCode: Int32

  /// A failure saying `message`, ending the process with `exitCode`.
  init(_ message: String, exitCode: Int32 = standardExitCode) {
    self.message = message
    self.exitCode = exitCode
  }

  /// A failure saying what `error` says of itself.
  init(_ error: some Error, exitCode: Int32 = standardExitCode) {
    self.init("\(error)", exitCode: exitCode)
  }
}
