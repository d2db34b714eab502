import CNcurses
import Glibc

/// What a crash (SIGSEGV, SIGILL, a Swift runtime trap...) leaves: the terminal given back as it
/// was, a short report in a file, one line on standard error, and the process ended by the same
/// signal (so the shell sees 128 + its number). Swift's own backtracer never takes over the
/// terminal: these handlers replace it.
///
/// Everything the handler needs is prepared by ``install(reportDirectory:)``; the handler itself
/// only calls async-signal-safe functions, on a stack of its own (a stack overflow crashes too).
enum CrashGuard {
  /// The signals a crash raises.
  static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS]

  /// Prepares and installs the crash handlers: reports go to `reportDirectory` (the state
  /// directory), or nowhere when it is `nil`. Call before `initscr`, while the terminal still has
  /// the settings to restore.
  static func install(reportDirectory: String?) {
    var settings = termios()
    crash.hasTerminalSettings = tcgetattr(STDIN_FILENO, &settings) == 0
    crash.terminalSettings = settings
    crash.resetSequence = terminalResetSequence()
    crash.directory = reportDirectory.map { Array($0.utf8) } ?? []
    crash.path = UnsafeMutablePointer<UInt8>.allocate(capacity: crash.directory.count + 64)
    cn_write_backtrace(-1)
    installAlternateStack()
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handleCrash
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
      sigaction(signal, &action, nil)
    }
  }

  /// The bytes that take the terminal out of full-screen mode: attributes off, cursor shown,
  /// alternate screen left, as the terminal type spells them. A terminal without an alternate
  /// screen (`linux`, `vt100`) is cleared instead, as on a normal exit, so the crash's line does
  /// not land in the middle of the board.
  private static func terminalResetSequence() -> [UInt8] {
    var bytes: [UInt8] = []
    let leave = NcursesScreen.capability("smcup") == nil ? "clear" : "rmcup"
    for name in ["sgr0", "cnorm", leave] {
      guard let value = NcursesScreen.capability(name) else { continue }
      bytes += Array(String(cString: value).utf8)
    }
    return bytes + Array("\r\n".utf8)
  }

  private static func installAlternateStack() {
    let size = 256 * 1024
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    stack.ss_size = size
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
  }
}

/// What the crash handler reads; written once by ``CrashGuard/install(reportDirectory:)``.
private struct CrashContext {
  var hasTerminalSettings = false
  var terminalSettings = termios()
  var resetSequence: [UInt8] = []
  var directory: [UInt8] = []
  var path: UnsafeMutablePointer<UInt8>?
}

nonisolated(unsafe) private var crash = CrashContext()

/// The crash handler: restore the terminal, write the report, say so in one line, end by the
/// signal (the handler was reset to the default when it ran).
private func handleCrash(_ signal: Int32) {
  crash.resetSequence.withUnsafeBufferPointer { writeAll(STDOUT_FILENO, $0) }
  if crash.hasTerminalSettings {
    tcsetattr(STDIN_FILENO, TCSANOW, &crash.terminalSettings)
  }
  let reportWritten = writeReport(signal)
  writeAll(STDERR_FILENO, "scoreboard-tui: crashed (")
  writeAll(STDERR_FILENO, signalName(signal))
  writeAll(STDERR_FILENO, "); the game is saved")
  if reportWritten, let path = crash.path {
    writeAll(STDERR_FILENO, "; report: ")
    writeAll(STDERR_FILENO, UnsafeBufferPointer(start: path, count: strlen(path)))
  }
  writeAll(STDERR_FILENO, "\n")
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  sigprocmask(SIG_UNBLOCK, &set, nil)
  raise(signal)
  _exit(128 + signal)
}

/// Writes `crash-<seconds>-<pid>.txt` in the report directory; whether it did.
private func writeReport(_ signal: Int32) -> Bool {
  guard !crash.directory.isEmpty, let path = crash.path else { return false }
  var length = 0
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes {
      path[length] = byte
      length += 1
    }
  }
  let seconds = time(nil)
  crash.directory.withUnsafeBufferPointer { append($0) }
  append(bytes("/crash-"))
  appendDecimal(Int(seconds), into: path, at: &length)
  append(bytes("-"))
  appendDecimal(Int(getpid()), into: path, at: &length)
  append(bytes(".txt"))
  path[length] = 0
  let cPath = UnsafeRawPointer(path).assumingMemoryBound(to: CChar.self)
  let file = open(cPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
  guard file >= 0 else { return false }
  writeAll(file, "scoreboard-tui crash report\nsignal: ")
  writeAll(file, signalName(signal))
  writeAll(file, "\ntime: ")
  writeDecimal(Int(seconds), to: file)
  writeAll(file, " (seconds since 1970-01-01 UTC)\npid: ")
  writeDecimal(Int(getpid()), to: file)
  writeAll(file, "\nThe game was saved before each frame was drawn; start scoreboard-tui again to go on.\n")
  writeAll(file, "backtrace:\n")
  cn_write_backtrace(file)
  fsync(file)
  close(file)
  return true
}

private func signalName(_ signal: Int32) -> StaticString {
  switch signal {
  case SIGILL: return "SIGILL"
  case SIGTRAP: return "SIGTRAP"
  case SIGSEGV: return "SIGSEGV"
  case SIGBUS: return "SIGBUS"
  case SIGFPE: return "SIGFPE"
  case SIGABRT: return "SIGABRT"
  case SIGSYS: return "SIGSYS"
  default: return "a signal"
  }
}

private func bytes(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
  UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
}

private func writeAll(_ file: Int32, _ text: StaticString) {
  writeAll(file, bytes(text))
}

private func writeAll(_ file: Int32, _ buffer: UnsafeBufferPointer<UInt8>) {
  guard var next = buffer.baseAddress else { return }
  var left = buffer.count
  while left > 0 {
    let written = write(file, next, left)
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    next += written
    left -= written
  }
}

private func appendDecimal(_ value: Int, into buffer: UnsafeMutablePointer<UInt8>, at length: inout Int) {
  let value = max(0, value)
  var power = 1
  while power <= value / 10 { power *= 10 }
  while power > 0 {
    buffer[length] = UInt8(48 + (value / power) % 10)
    length += 1
    power /= 10
  }
}

private func writeDecimal(_ value: Int, to file: Int32) {
  var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
  withUnsafeMutableBytes(of: &scratch) { raw in
    let start = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
    var length = 0
    appendDecimal(value, into: start, at: &length)
    writeAll(file, UnsafeBufferPointer(start: start, count: length))
  }
}
