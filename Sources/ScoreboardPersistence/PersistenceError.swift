import FoundationEssentials

/// What can stop the app from opening or reading its saved game; each prints as one line that
/// says what went wrong and what to do.
public enum PersistenceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Another instance holds the state directory's lock.
  case alreadyRunning(pid: Int32?, directory: String)
  /// A file was written by a newer version of the app; nothing was changed.
  case newerFormat(file: String, version: UInt8)
  /// The state directory cannot be created, opened or locked.
  case unusableDirectory(path: String, reason: String)
  /// The state directory holds no game: missing, empty or never played in.
  case noSavedGame(directory: String)
  /// A journal file is there but cannot be read; nothing was changed.
  case unreadable(path: String, reason: String)
  /// A file given to `replay` is not a journal, or the game before its first record cannot be
  /// rebuilt from what lies beside it.
  case unreplayable(path: String, reason: String)

  /// The one-line message for the user.
  public var description: String {
    switch self {
    case .alreadyRunning(let pid, let directory):
      let who = pid.map { "pid \($0)" } ?? "pid unknown"
      return "already running (\(who)) on \(directory); quit it first, or pass another --state-dir"
    case .newerFormat(let file, let version):
      return
        "\(file) was written by a newer scoreboard-tui (format \(version), this one reads up to "
        + "\(RecordFrame.currentVersion)); upgrade, or start with --state-dir elsewhere. Nothing was changed"
    case .unusableDirectory(let path, let reason):
      return "cannot use the state directory \(path): \(reason); pass another --state-dir"
    case .unreadable(let path, let reason):
      return
        "cannot read \(path): \(reason); nothing was changed. Fix it, or start with --state-dir elsewhere"
    case .noSavedGame(let directory):
      return "no saved game in \(directory)"
    case .unreplayable(let path, let reason):
      return "cannot replay \(path): \(reason)"
    }
  }
}
