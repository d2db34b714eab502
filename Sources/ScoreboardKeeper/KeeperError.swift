/// Why the keeper could not start, in one line, before the terminal is taken.
public enum KeeperError: Error, Equatable, CustomStringConvertible {
  /// The state directory could not be opened (another keeper has it, files of a newer version).
  case stateDirectory(String)
  /// The command line describes a new game while another is saved, without `--new`.
  case gameSaved(String)
  /// The venue refused the keeper: another keeper has the court, or the database holds another
  /// schema version.
  case venueRefused(String)
  /// The terminal's event loop could not be made.
  case terminal(String)
  /// The webhooks cannot be delivered from here (another process delivers them, their cursor file
  /// is damaged).
  case webhooks(String)
  /// The file of the spoken calls (`--speak-to`) cannot be opened.
  case speakTo(String)

  /// The line to print.
  public var description: String {
    switch self {
    case .stateDirectory(let reason), .gameSaved(let reason), .venueRefused(let reason),
      .terminal(let reason), .webhooks(let reason), .speakTo(let reason):
      return reason
    }
  }
}
