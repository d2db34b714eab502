/// What can stop the terminal app from starting, each with a message that says what to do.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is a pipe or a file, not a terminal.
  case notATerminal(stream: String)
  /// `TERM` is not set.
  case terminalTypeUnset
  /// `TERM` names a terminal the terminfo database does not know.
  case unknownTerminalType(String)
  /// `TERM` names a terminal that cannot move its cursor (`dumb`), so it cannot show a full screen.
  case noCursorAddressing(String)
  /// A system call failed.
  case systemCall(String, errno: Int32)

  /// One line for the user.
  public var description: String {
    switch self {
    case .notATerminal(let stream):
      return "standard \(stream) is not a terminal; run scoreboard-tui in a terminal window"
    case .terminalTypeUnset:
      return "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color"
    case .unknownTerminalType(let name):
      return "unknown terminal type '\(name)' (TERM); try TERM=xterm-256color"
    case .noCursorAddressing(let name):
      return "terminal type '\(name)' (TERM) cannot move the cursor, so it cannot show the board; "
        + "use a full-screen terminal (TERM=xterm-256color, screen, tmux, linux)"
    case .systemCall(let name, let code):
      return "\(name) failed (errno \(code))"
    }
  }
}
