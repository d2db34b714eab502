import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A state directory that outlives the tmux sessions using it, so a game saved by one run of the
/// app can be restored by the next; removed with everything in it when released.
///
/// ```swift
/// let state = try SharedStateDirectory()
/// let first = try await TmuxSession.startScoreboard(arguments: state.arguments)
/// ```
final class SharedStateDirectory {
  /// The folder holding the state directory (and nothing else of the app's).
  let folder: TemporaryDirectory

  /// Creates an empty folder; the state directory inside it does not exist until the app makes it.
  init() throws {
    folder = try TemporaryDirectory(prefix: "e2e-state")
  }

  /// The state directory the app is pointed at.
  var url: URL { folder.url.appendingPathComponent("state", isDirectory: true) }

  /// Its path.
  var path: String { url.path }

  /// `--state-dir DIR`, to add to the app's arguments.
  var arguments: [String] { ["--state-dir", path] }

  /// Where `--new` puts away older games.
  var archive: URL { url.appendingPathComponent("archive", isDirectory: true) }

  /// Every regular file under `directory`, as paths relative to it, sorted.
  static func files(under directory: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = directory.appendingPathComponent(relative).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
        files.append(relative)
      }
    }
    return files.sorted()
  }
}

/// The app run as a plain program, not in a terminal: `status`, `log`, `keys`, `replay`.
enum AppCommand {
  /// Runs the app with `arguments` and waits for it to end.
  ///
  /// - Parameter home: HOME for the program; the XDG folders go under it as in ``TmuxSession``. When
  ///   nil the program gets a fresh, empty HOME, so it never reads the user's saved game.
  static func run(
    _ arguments: [String], home: URL? = nil, environment extra: [String: String] = [:]
  ) throws -> CommandResult {
    let scratch = try TemporaryDirectory(prefix: "e2e-command-home")
    let homeURL = home ?? scratch.url
    var environment = AppBinary.environment
    environment["HOME"] = homeURL.path
    environment["XDG_CONFIG_HOME"] = homeURL.appendingPathComponent(".config").path
    environment["XDG_DATA_HOME"] = homeURL.appendingPathComponent(".local/share").path
    environment["XDG_STATE_HOME"] = homeURL.appendingPathComponent(".local/state").path
    environment["XDG_CACHE_HOME"] = homeURL.appendingPathComponent(".cache").path
    environment.merge(extra) { _, new in new }
    return try withExtendedLifetime(scratch) {
      try CommandRunner.run(AppBinary.path, arguments, environment: environment)
    }
  }

  /// Runs `status --json` and parses its document with JSONSerialization.
  static func statusJSON(_ arguments: [String], home: URL? = nil) throws -> [String: Any] {
    let result = try run(["status", "--json"] + arguments, home: home)
    guard result.status == 0, !result.endedBySignal else {
      throw HarnessError(message: "status --json failed: \(result)")
    }
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    guard let document = object as? [String: Any] else {
      throw HarnessError(message: "status --json is not a JSON object:\n\(result.standardOutput)")
    }
    return document
  }
}

extension TmuxSession {
  /// HOME as the app in the pane sees it.
  var homeDirectory: URL { workDirectory.url.appendingPathComponent("home", isDirectory: true) }

  /// `$XDG_STATE_HOME` as the app in the pane sees it.
  var stateHome: URL { homeDirectory.appendingPathComponent(".local/state", isDirectory: true) }

  /// `$XDG_CONFIG_HOME` as the app in the pane sees it.
  var configHome: URL { homeDirectory.appendingPathComponent(".config", isDirectory: true) }

  /// The state directory the app uses when not given `--state-dir`.
  var defaultStateDirectory: URL { stateHome.appendingPathComponent("scoreboard-tui", isDirectory: true) }

  /// Kills the app with SIGKILL and waits until the pane reports it dead (rc=137), so its lock is gone.
  @discardableResult
  func killApp(timeout: Duration = .seconds(10)) async throws -> ExitReport {
    try sendSignal(SIGKILL)
    return try await waitForExit(timeout: timeout)
  }
}
