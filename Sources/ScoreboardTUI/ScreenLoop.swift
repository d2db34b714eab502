import Glibc

/// The event loop of a full-screen view that is not the scoreboard's (the venue board): it paints
/// `render` at the start, after each batch of keys, after each job posted to the inbox, on a
/// resize, and every `tick` (for running clocks); it gives each key to `handle`, and ends when
/// `handle` says so or a terminating signal arrives. The terminal is restored before it returns.
public enum ScreenLoop {
  /// What `handle` makes of a key.
  public enum KeyResult: Equatable, Sendable {
    /// Carry on (and paint again).
    case handled
    /// End the loop.
    case quit
  }

  /// Runs the loop on the real terminal; call ``TerminalApp/Ending/terminateProcess()`` after.
  public static func run(
    inbox: LoopInbox, useColor: Bool, tick: Duration, render: (TerminalSize) -> Frame,
    handle: (KeyEvent, TerminalSize) -> KeyResult
  ) -> TerminalApp.Ending {
    installSignalHandlers(wakingThrough: inbox.pipe, crashReportDirectory: nil)
    let screen = NcursesScreen.open(useColor: useColor)
    defer { screen.close() }
    return run(on: screen, inbox: inbox, tick: tick, render: render, handle: handle)
  }

  /// Runs the loop on `screen` (a ``MemoryScreen`` in tests).
  public static func run(
    on screen: some TerminalScreen, inbox: LoopInbox, tick: Duration, render: (TerminalSize) -> Frame,
    handle: (KeyEvent, TerminalSize) -> KeyResult
  ) -> TerminalApp.Ending {
    var decoder = KeyDecoder()
    var sources = [
      pollfd(fd: screen.inputDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: inbox.pipe.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    let timeout = Int32(min(max(tick / .milliseconds(1), 1), 60_000))
    while true {
      screen.paint(render(screen.size))
      guard poll(&sources, nfds_t(sources.count), timeout) >= 0 else {
        if errno == EINTR { continue }
        return .signal(SIGHUP)
      }
      if sources[1].revents != 0 {
        for byte in inbox.pipe.drain() {
          if byte >= signalByteOffset { return .signal(Int32(byte - signalByteOffset)) }
          switch WakePipe.Reason(rawValue: byte) {
          case .resized: screen.adoptKernelSize()
          case .job: inbox.runJobs()
          case .stateChanged, nil: break
          }
        }
      }
      let terminal = sources[0].revents
      if terminal & Int16(POLLIN) != 0 {
        let (inputs, _) = screen.readInputs()
        let size = screen.size
        for input in inputs {
          for key in decoder.decode(input) where handle(key, size) == .quit { return .quit }
        }
        if let key = decoder.finishBatch(), handle(key, size) == .quit { return .quit }
      } else if terminal & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        return .signal(SIGHUP)
      }
    }
  }
}
