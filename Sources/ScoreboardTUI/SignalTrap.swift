import CNcurses
import Glibc

/// The signals that end the app: each restores the terminal, then ends the process by the same
/// signal so the shell sees 128 + its number (SIGINT 130, SIGTERM 143, SIGHUP 129).
let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

/// Byte written to the wake pipe for a terminating signal: its number plus this offset.
let signalByteOffset: UInt8 = 100

// Signal handlers cannot capture context; these are written before the handlers are installed
// and only read inside them.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// Installs the handlers for terminating signals (they write to `pipe`), window changes and
/// crashes (``CrashGuard``, reporting to `crashReportDirectory`). Must run before `initscr`, so
/// that ncurses leaves these signals to us.
func installSignalHandlers(wakingThrough pipe: WakePipe, crashReportDirectory: String?) {
  signalPipe = pipe.writeEnd
  for signal in terminatingSignals {
    setHandler(signal) { number in
      var byte = UInt8(number) &+ signalByteOffset
      _ = write(signalPipe, &byte, 1)
    }
  }
  setHandler(SIGWINCH) { _ in
    var byte = WakePipe.Reason.resized.rawValue
    _ = write(signalPipe, &byte, 1)
  }
  CrashGuard.install(reportDirectory: crashReportDirectory)
}

/// Ends the process by `signal` after the terminal has been restored: default action, unblock,
/// raise.
func endProcess(bySignal signal: Int32) -> Never {
  var action = sigaction()
  action.__sigaction_handler.sa_handler = SIG_DFL
  sigaction(signal, &action, nil)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  sigprocmask(SIG_UNBLOCK, &set, nil)
  raise(signal)
  exit(128 + signal)
}

private func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
  var action = sigaction()
  action.__sigaction_handler.sa_handler = handler
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  sigaction(signal, &action, nil)
}
