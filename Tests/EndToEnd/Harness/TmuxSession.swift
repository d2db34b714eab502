import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app running in a real terminal: a private tmux server with one 80x24 pane.
///
/// The pane runs `dash`, which records `stty -g` before and after the app and prints `rc=<status>` when
/// it ends, then sleeps so the pane stays readable. (An interactive bash would restore the terminal
/// itself after the app dies and so hide a missing cleanup.) Each session has its own server socket,
/// named with a UUID, and the server is killed when the session is released, whether the test passed or not.
///
/// ```swift
/// let tmux = try TmuxSession(arguments: ["--home", "Lions"])
/// try await tmux.waitFor(text: "Lions 0 : 0 Away")
/// try tmux.type("h")
/// ```
final class TmuxSession {
  /// The name of the pane's tmux session.
  static let sessionName = "e2e"

  /// The private server's socket name (`tmux -L`).
  let socketName: String
  /// The pane's working folder: the tmux config, the stty records and any files the app writes.
  let workDirectory: TemporaryDirectory
  private let tmuxPath: String

  /// Starts the app in a fresh tmux server.
  ///
  /// HOME and the XDG folders point into the session's work folder, so whatever the app saves stays
  /// out of the user's home and no test starts from another test's saved state.
  ///
  /// - Parameters:
  ///   - executable: the program to run; the app under test unless the harness is testing itself.
  ///   - arguments: command-line arguments for the app.
  ///   - width, height: the pane's size.
  ///   - commandPrefix: shell words placed before the binary, e.g. `env -u TERM`.
  ///   - redirection: shell redirections placed after the arguments, e.g. `> out.txt`.
  init(
    executable: String = AppBinary.path,
    arguments: [String] = [],
    width: Int = 80,
    height: Int = 24,
    commandPrefix: String = "",
    redirection: String = ""
  ) throws {
    guard let tmuxPath = CommandRunner.which("tmux") else {
      throw HarnessError(message: "tmux is not installed (make tmux installs it)")
    }
    guard let dashPath = CommandRunner.which("dash") else {
      throw HarnessError(message: "dash is not installed")
    }
    self.tmuxPath = tmuxPath
    socketName = "scoreboard-e2e-\(UUID().uuidString)"
    workDirectory = try TemporaryDirectory(prefix: "scoreboard-e2e")

    let binary = executable
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw HarnessError(message: "no app binary at \(binary); build it or set SCOREBOARD_TUI_BIN")
    }

    let configuration = workDirectory.url.appendingPathComponent("tmux.conf")
    try """
    set -g status off
    set -g remain-on-exit on
    set -g default-terminal \(AppBinary.terminalType)
    set -g history-limit 100
    set -s escape-time 0

    """.write(to: configuration, atomically: true, encoding: .utf8)

    let command = ([commandPrefix, Self.shellQuote(binary)] + arguments.map(Self.shellQuote) + [redirection])
      .filter { !$0.isEmpty }
      .joined(separator: " ")
    // Ctrl-C reaches the whole foreground process group, dash included: the trap keeps dash alive to
    // report the app's status. A caught signal is reset to its default in the app when dash execs it.
    let script = """
      trap : INT
      export LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no TERM=\(AppBinary.terminalType)
      unset LC_ALL
      export HOME="$PWD/home" XDG_CONFIG_HOME="$PWD/home/.config" XDG_DATA_HOME="$PWD/home/.local/share"
      export XDG_STATE_HOME="$PWD/home/.local/state" XDG_CACHE_HOME="$PWD/home/.cache"
      mkdir -p "$HOME"
      stty -g > stty.before
      \(command)
      echo rc=$?
      stty -g > stty.after
      exec sleep 3600
      """

    let result = try CommandRunner.run(
      tmuxPath,
      [
        "-L", socketName, "-f", configuration.path,
        "new-session", "-d", "-s", Self.sessionName, "-x", "\(width)", "-y", "\(height)",
        "-c", workDirectory.url.path,
        dashPath, "-c", script,
      ],
      environment: AppBinary.environment
    )
    guard result.status == 0 else {
      throw HarnessError(message: "tmux new-session failed: \(result.standardError)")
    }
    try tmux("set-option", "-t", Self.sessionName, "remain-on-exit", "on")
  }

  deinit {
    let socketPath = try? tmux("display-message", "-p", "#{socket_path}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try? tmux("kill-server")
    if let socketPath, socketPath.contains(socketName) {
      try? FileManager.default.removeItem(atPath: socketPath)
    }
  }

  // MARK: - Talking to tmux

  /// Runs one tmux command against this session's private server and returns what it printed.
  @discardableResult
  func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  /// Runs one tmux command against this session's private server and returns what it printed.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let result = try CommandRunner.run(
      tmuxPath, ["-L", socketName] + arguments, environment: AppBinary.environment)
    guard result.status == 0 else {
      throw HarnessError(
        message: "tmux \(arguments.joined(separator: " ")) failed: \(result.standardError)")
    }
    return result.standardOutput
  }

  /// The pane's visible text, one line per row, trailing blanks trimmed by tmux.
  ///
  /// With `joinWrapped`, a line the terminal wrapped at the right edge comes back as one line.
  func screen(joinWrapped: Bool = false) throws -> String {
    try tmux(["capture-pane", "-p"] + (joinWrapped ? ["-J"] : []) + ["-t", Self.sessionName])
  }

  /// The pane's visible text with its colours and attributes as SGR escape sequences (tmux's
  /// `capture-pane -e`).
  func styledScreen() throws -> String {
    try tmux(["capture-pane", "-p", "-e", "-t", Self.sessionName])
  }

  /// Types `text` literally, character by character, as if on a keyboard.
  func type(_ text: String) throws {
    try tmux("send-keys", "-t", Self.sessionName, "-l", text)
  }

  /// Presses named keys, e.g. `Tab`, `Escape`, `C-c`, `Enter`.
  func press(_ keys: String...) throws {
    try tmux(["send-keys", "-t", Self.sessionName] + keys)
  }

  /// Feeds raw bytes to the app, unchanged except that tmux turns LF into CR as a paste does.
  func paste(bytes: [UInt8]) throws {
    let file = workDirectory.url.appendingPathComponent("paste-\(UUID().uuidString).bin")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    try tmux("load-buffer", "-b", "e2e-paste", file.path)
    try tmux("paste-buffer", "-d", "-b", "e2e-paste", "-t", Self.sessionName)
  }

  /// Resizes the window, and so the pane, to `width` x `height`.
  func resize(width: Int, height: Int) throws {
    try tmux("resize-window", "-t", Self.sessionName, "-x", "\(width)", "-y", "\(height)")
  }

  /// The terminal state tmux keeps for the pane.
  struct PaneState: Equatable, CustomStringConvertible {
    /// True while the pane shows the alternate screen.
    var alternateScreen: Bool
    /// True when the cursor is visible.
    var cursorVisible: Bool
    /// True when the pane's process (dash) has ended.
    var dead: Bool

    /// The state as tmux's format variables spell it.
    var description: String {
      let flags = [alternateScreen, cursorVisible, dead].map { $0 ? 1 : 0 }
      return "alternate_on=\(flags[0]) cursor_flag=\(flags[1]) pane_dead=\(flags[2])"
    }
  }

  /// Reads `#{alternate_on} #{cursor_flag} #{pane_dead}` for the pane.
  func paneState() throws -> PaneState {
    let fields = try tmux(
      "display-message", "-p", "-t", Self.sessionName, "#{alternate_on} #{cursor_flag} #{pane_dead}"
    )
    .split(whereSeparator: \.isWhitespace)
    guard fields.count == 3 else {
      throw HarnessError(message: "unexpected display-message output: \(fields)")
    }
    return PaneState(
      alternateScreen: fields[0] == "1", cursorVisible: fields[1] == "1", dead: fields[2] == "1")
  }

  /// The process id of the app: the child of the pane's dash, or nil when it is not running.
  func appProcessID() throws -> pid_t? {
    let panePID = try tmux("display-message", "-p", "-t", Self.sessionName, "#{pane_pid}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard let pgrep = CommandRunner.which("pgrep") else {
      throw HarnessError(message: "pgrep is not installed")
    }
    let children = try CommandRunner.run(pgrep, ["-P", panePID])
    let ids = children.standardOutput.split(whereSeparator: \.isNewline).compactMap { pid_t($0) }
    for id in ids where processName(id) != "stty" && processName(id) != "sleep" {
      return id
    }
    return nil
  }

  private func processName(_ id: pid_t) -> String {
    let comm = (try? String(contentsOfFile: "/proc/\(id)/comm", encoding: .utf8)) ?? ""
    return comm.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Sends `signal` to the app process (not to the pane's shell).
  func sendSignal(_ signal: Int32) throws {
    guard let id = try appProcessID() else {
      throw HarnessError(
        message: "the app is not running, cannot send signal \(signal)", screen: try? screen())
    }
    guard kill(id, signal) == 0 else {
      throw HarnessError(message: "kill(\(id), \(signal)) failed with errno \(errno)")
    }
  }

  // MARK: - Waiting

  /// Polls the screen until it contains `text`, and returns that screen; throws at the deadline.
  @discardableResult
  func waitFor(text: String, timeout: Duration = .seconds(10)) async throws -> String {
    try await waitUntil("the screen shows \"\(text)\"", timeout: timeout) { $0.contains(text) }
  }

  /// Polls the screen until `predicate` holds, and returns that screen; throws at the deadline with the
  /// last screen seen.
  @discardableResult
  func waitUntil(
    _ description: String,
    timeout: Duration = .seconds(10),
    _ predicate: (String) throws -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      let current = try screen()
      if try predicate(current) {
        return current
      }
      if clock.now >= deadline {
        throw HarnessError(
          message: "timed out after \(timeout) waiting until \(description)", screen: current)
      }
      try await Task.sleep(for: .milliseconds(40))
    }
  }

  /// Polls until the screen has stayed the same for `quiet`, and returns it; for moments with no text to
  /// wait for, such as after a burst of input.
  @discardableResult
  func waitForStableScreen(
    quiet: Duration = .milliseconds(400),
    timeout: Duration = .seconds(20)
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var last = try screen()
    var unchangedSince = clock.now
    while true {
      try await Task.sleep(for: .milliseconds(50))
      let current = try screen()
      if current != last {
        last = current
        unchangedSince = clock.now
      } else if clock.now - unchangedSince >= quiet {
        return current
      }
      if clock.now >= deadline {
        throw HarnessError(message: "the screen kept changing for \(timeout)", screen: current)
      }
    }
  }

  // MARK: - Exit

  /// How the app ended and what it left of the terminal.
  struct ExitReport: CustomStringConvertible {
    /// The app's exit status as the shell saw it (128 + n after signal n).
    var status: Int
    /// `stty -g` before the app started.
    var settingsBefore: String
    /// `stty -g` after the app ended.
    var settingsAfter: String
    /// The pane's terminal state after the app ended.
    var pane: PaneState
    /// The screen after the app ended.
    var screen: String

    /// True when the app left the terminal as it found it: settings, main screen, visible cursor.
    var terminalRestored: Bool {
      settingsBefore == settingsAfter && !pane.alternateScreen && pane.cursorVisible
    }

    /// Everything, for failure messages.
    var description: String {
      """
      rc=\(status) \(pane)
      stty before: \(settingsBefore)
      stty after:  \(settingsAfter)
      --- screen ---
      \(screen)
      --------------
      """
    }
  }

  /// Waits for the app to end (the pane prints `rc=N` and records `stty -g` again) and reports how.
  func waitForExit(timeout: Duration = .seconds(10)) async throws -> ExitReport {
    var status: Int?
    let screen = try await waitUntil("the app exits and the pane prints rc=<status>", timeout: timeout) {
      status = Self.exitStatus(in: $0)
      if status == nil, try paneState().dead {
        throw HarnessError(message: "the pane's shell died before printing rc=<status>", screen: $0)
      }
      return status != nil
    }
    let afterURL = workDirectory.url.appendingPathComponent("stty.after")
    let beforeURL = workDirectory.url.appendingPathComponent("stty.before")
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var after = ""
    while true {
      after = (try? String(contentsOf: afterURL, encoding: .utf8)) ?? ""
      if !after.isEmpty || clock.now >= deadline { break }
      try await Task.sleep(for: .milliseconds(40))
    }
    let before = (try? String(contentsOf: beforeURL, encoding: .utf8)) ?? ""
    return ExitReport(
      status: status ?? -1,
      settingsBefore: before.trimmingCharacters(in: .whitespacesAndNewlines),
      settingsAfter: after.trimmingCharacters(in: .whitespacesAndNewlines),
      pane: try paneState(),
      screen: screen
    )
  }

  /// The status in the pane's `rc=N` line, if it has been printed.
  static func exitStatus(in screen: String) -> Int? {
    for line in screen.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let range = trimmed.range(of: "rc=", options: .backwards) {
        let digits = trimmed[range.upperBound...].prefix(while: \.isNumber)
        if !digits.isEmpty, let value = Int(digits) {
          return value
        }
      }
    }
    return nil
  }

  /// Quotes `word` for a POSIX shell.
  static func shellQuote(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
