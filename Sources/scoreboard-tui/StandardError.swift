import Glibc

/// Writes one line to standard error, prefixed with the program's name, in one unbuffered write.
func printError(_ message: String) {
  let line = Array("scoreboard-tui: \(message)\n".utf8)
  line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
