import Foundation

/// Where the scoreboard-tui binary under test lives.
///
/// `make e2e` passes it in `SCOREBOARD_TUI_BIN`; otherwise it is the debug build inside this package,
/// found from this source file's own path.
enum AppBinary {
  /// The absolute path of the binary under test.
  static var path: String {
    if let fromEnvironment = ProcessInfo.processInfo.environment["SCOREBOARD_TUI_BIN"],
      !fromEnvironment.isEmpty
    {
      return URL(fileURLWithPath: fromEnvironment).standardizedFileURL.path
    }
    return packageRoot.appendingPathComponent(".build/debug/scoreboard-tui").path
  }

  /// The package root: this file is `<root>/Tests/EndToEnd/Harness/AppBinary.swift`.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Harness
      .deletingLastPathComponent()  // EndToEnd
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
  }

  /// A terminal type the machine has a terminfo entry for: tmux's own, else screen's.
  static let terminalType: String = {
    for candidate in ["tmux-256color", "screen-256color"] {
      if let infocmp = CommandRunner.which("infocmp"),
        let result = try? CommandRunner.run(infocmp, [candidate]),
        result.status == 0
      {
        return candidate
      }
    }
    return "screen"
  }()

  /// The environment the app runs with everywhere in these tests.
  static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = nil
    environment["SWIFT_BACKTRACE"] = "interactive=no"
    environment["TERM"] = terminalType
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    return environment
  }
}
