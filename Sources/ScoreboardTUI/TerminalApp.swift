import CNcurses
import Glibc
import Scoreboard
import StateStore

/// The full-screen app: reads keys, dispatches the actions they mean, and paints a frame
/// whenever the state has changed.
///
/// One loop owns the terminal. It sleeps in `poll()` on the terminal and a wake pipe, with no
/// timeout, so an idle scoreboard costs nothing. Keys read in one wake are handled together and
/// painted once.
public final class TerminalApp {
  /// How the app ended.
  public enum Ending: Equatable, Sendable {
    /// The user quit.
    case quit
    /// A signal asked the app to end (SIGINT, SIGTERM, SIGHUP, SIGQUIT).
    case signal(Int32)

    /// Ends the process as this ending calls for: status 0 for a quit, the same signal again
    /// (so the shell sees 128 + its number) for a signal. Call after the terminal is restored.
    public func terminateProcess() -> Never {
      switch self {
      case .quit: exit(0)
      case .signal(let number): endProcess(bySignal: number)
      }
    }
  }

  private let store: Store<AppState, AppAction>
  private let options: ViewOptions
  private let keyMap: KeyMap
  private let now: @Sendable () -> Duration
  private let hooks: Hooks

  /// What the app asks of its surroundings at the turns of its loop: saving, mostly.
  public struct Hooks: Sendable {
    /// Called before each frame is painted, after the keys of a batch were handled; returns the
    /// notice for the status line (`nil` for none). The journal makes the batch durable here.
    public var beforePaint: @Sendable () -> String?
    /// Called once when the app ends (quit or a terminating signal), with the final state, after
    /// the terminal has been restored.
    public var atEnd: @Sendable (AppState) -> Void

    /// Hooks that do the given things; by default nothing.
    public init(
      beforePaint: @escaping @Sendable () -> String? = { nil },
      atEnd: @escaping @Sendable (AppState) -> Void = { _ in }
    ) {
      self.beforePaint = beforePaint
      self.atEnd = atEnd
    }
  }

  /// An app around `store`, drawing with `options` and reading keys through `keyMap`; `now`
  /// reads the game clock's time when a key starts or stops the clock (the same clock the
  /// store's reducer ticks with: ``GameClockEnvironment/now``).
  public init(
    store: Store<AppState, AppAction>, options: ViewOptions, keyMap: KeyMap = .standard,
    now: @escaping @Sendable () -> Duration = GameClockEnvironment.live.now, hooks: Hooks = Hooks()
  ) {
    self.store = store
    self.options = options
    self.keyMap = keyMap
    self.now = now
    self.hooks = hooks
  }

  /// Checks, without touching the terminal, that the app can run in it.
  public static func checkTerminal(environment: [String: String]) throws(TerminalError) {
    try NcursesScreen.checkTerminal(environment: environment)
  }

  /// Takes over the terminal until the user quits or a signal arrives, then restores it.
  public func run() throws(TerminalError) -> Ending {
    let pipe = try WakePipe()
    installSignalHandlers(wakingThrough: pipe)
    let redraw = RedrawRequest(wakingThrough: pipe)
    let screen = NcursesScreen.open(useColor: options.useColor)
    let subscription = store.subscribe { _ in redraw.raise() }
    defer { subscription.cancel() }
    let buzzer = store.subscribe(select: \.scoreboard.timed.buzzerCount) { count in
      redraw.buzzerSounded(count: count)
    }
    defer { buzzer.cancel() }
    let ending = loop(screen: screen, pipe: pipe, redraw: redraw)
    screen.close()
    hooks.atEnd(store.state)
    return ending
  }

  private func loop(screen: NcursesScreen, pipe: WakePipe, redraw: RedrawRequest) -> Ending {
    var decoder = KeyDecoder()
    var sources = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      if redraw.take() {
        showNotice(hooks.beforePaint(), redraw: redraw)
        screen.paint(AppView.frame(for: store.state, size: screen.size, options: options, keyMap: keyMap))
      }
      if redraw.takeBell() {
        screen.bell()
      }
      guard poll(&sources, nfds_t(sources.count), -1) >= 0 else {
        if errno == EINTR { continue }
        return .signal(SIGHUP)
      }
      if sources[1].revents != 0 {
        for byte in pipe.drain() {
          if let ending = handleWake(byte, screen: screen, redraw: redraw) { return ending }
        }
      }
      let terminal = sources[0].revents
      if terminal & Int16(POLLIN) != 0 {
        let (inputs, resized) = screen.readInputs()
        if resized { redraw.raise() }
        for input in inputs {
          if let key = decoder.decode(input), handle(key) == .quit { return .quit }
        }
        if let key = decoder.finishBatch(), handle(key) == .quit { return .quit }
      } else if terminal & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        return .signal(SIGHUP)
      }
    }
  }

  private func showNotice(_ notice: String?, redraw: RedrawRequest) {
    guard notice != store.state.ui.notice else { return }
    store.dispatch(.ui(.setNotice(notice)))
    _ = redraw.take()
  }

  private func handleWake(_ byte: UInt8, screen: NcursesScreen, redraw: RedrawRequest) -> Ending? {
    if byte >= signalByteOffset {
      return .signal(Int32(byte - signalByteOffset))
    }
    if byte == WakePipe.Reason.resized.rawValue {
      screen.adoptKernelSize()
      redraw.raise()
    }
    return nil
  }

  private func handle(_ key: KeyEvent) -> KeyOutcome {
    let outcome = keyMap.outcome(for: key, in: store.state, at: now())
    if case .dispatch(let actions) = outcome {
      for action in actions { store.dispatch(action) }
    }
    return outcome
  }
}
