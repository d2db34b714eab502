import Foundation

/// Writes one line to standard error, prefixed with the program's name.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("scoreboard-tui: \(message)\n".utf8))
}
