import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished program left behind: how it ended and everything it printed.
struct CommandResult: Sendable {
  /// The exit status, or the signal number when `endedBySignal` is true.
  var status: Int32
  /// True when the program was killed by a signal instead of exiting.
  var endedBySignal: Bool
  /// Everything written to standard output, decoded as UTF-8 (invalid bytes repaired).
  var standardOutput: String
  /// Everything written to standard error, decoded as UTF-8 (invalid bytes repaired).
  var standardError: String
  /// Standard output and standard error as raw bytes, for escape-sequence checks.
  var rawOutput: Data
}

/// Runs programs to completion. Output goes to temporary files rather than pipes, so a chatty program can
/// never fill a pipe and block while the caller waits for it.
///
/// It uses `posix_spawn` rather than Foundation's `Process`: on Linux, `Process` starts children with
/// nearly every signal blocked (inherited from its spawning thread). A tmux server started that way never
/// sees SIGCHLD or SIGHUP, so `kill-server` leaves it running, and the app in its pane would inherit a
/// mask no user's shell gives it. Here every child starts with an empty signal mask and default handlers.
enum CommandRunner {
  /// Runs `executable` with `arguments` and waits for it to end.
  ///
  /// - Parameters:
  ///   - environment: the complete environment for the child; nil inherits ours.
  ///   - standardInput: the file the child reads from; `/dev/null` when nil.
  static func run(
    _ executable: String,
    _ arguments: [String],
    environment: [String: String]? = nil,
    standardInput: String? = nil
  ) throws -> CommandResult {
    let directory = try TemporaryDirectory(prefix: "e2e-command")
    let outputPath = directory.url.appendingPathComponent("stdout").path
    let errorPath = directory.url.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, standardInput ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var catchableSignals = sigset_t()
    sigemptyset(&catchableSignals)
    for signal in 1..<32 where signal != SIGKILL && signal != SIGSTOP {
      sigaddset(&catchableSignals, Int32(signal))
    }
    posix_spawnattr_setsigdefault(&attributes, &catchableSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let environmentStrings = (environment ?? ProcessInfo.processInfo.environment).map { "\($0)=\($1)" }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environmentStrings.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp {
        free(pointer)
      }
    }

    var processID: pid_t = 0
    let spawnError = posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
    guard spawnError == 0 else {
      throw HarnessError(message: "cannot start \(executable): error \(spawnError)")
    }
    var waitStatus: Int32 = 0
    while waitpid(processID, &waitStatus, 0) == -1 {
      guard errno == EINTR else {
        throw HarnessError(message: "waitpid for \(executable) failed with errno \(errno)")
      }
    }
    let signal = waitStatus & 0x7f
    let outputData = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data()
    let errorData = (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data()
    return CommandResult(
      status: signal == 0 ? (waitStatus >> 8) & 0xff : signal,
      endedBySignal: signal != 0,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self),
      rawOutput: outputData + errorData
    )
  }

  /// The full path of `program` found on `PATH` (or in the usual system folders), or nil.
  static func which(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"]
    for folder in folders {
      let candidate = (folder as NSString).appendingPathComponent(program)
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
      }
    }
    return nil
  }
}

/// A uniquely named folder under the system temporary directory, removed when the value is released.
final class TemporaryDirectory {
  /// Where the folder is.
  let url: URL

  /// Creates a fresh, empty folder whose name starts with `prefix`.
  init(prefix: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
