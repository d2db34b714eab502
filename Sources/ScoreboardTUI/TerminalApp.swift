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

  private let store: AppStoreAccess
  private let options: ViewOptions
  private let keyMap: KeyMap
  private let now: @Sendable () -> Duration
  private let hooks: Hooks
  private let isReadOnly: Bool
  /// In read-only mode: whether the last key asked for a change that was refused.
  private var refusedChange = false

  /// The notice a read-only app shows after a key that would have changed the game.
  public static let readOnlyNotice = "read-only"

  /// Another descriptor the loop sleeps on beside the terminal (a directory watcher, say), and what
  /// to do on the UI thread when it is readable. The handler must read what made it readable, or
  /// the loop wakes again at once.
  public struct WakeSource: Sendable {
    /// The descriptor polled for `POLLIN`.
    public var fileDescriptor: Int32
    /// Called on the UI thread when the descriptor is readable; dispatching to the store from here
    /// asks for a frame as any change does.
    public var onReadable: @Sendable () -> Void

    /// A wake source for `fileDescriptor`, handled by `onReadable`.
    public init(fileDescriptor: Int32, onReadable: @escaping @Sendable () -> Void) {
      self.fileDescriptor = fileDescriptor
      self.onReadable = onReadable
    }
  }

  /// What the app asks of its surroundings at the turns of its loop: saving, mostly.
  public struct Hooks: Sendable {
    /// Called before each frame is painted, after the keys of a batch were handled; returns the
    /// notice for the status line (`nil` for none). The journal makes the batch durable here.
    public var beforePaint: @Sendable () -> String?
    /// Called once when the app ends (quit or a terminating signal), with the final state, after
    /// the terminal has been restored.
    public var atEnd: @Sendable (AppState) -> Void
    /// Another descriptor to wake the loop, or `nil` for none.
    public var wakeSource: WakeSource?

    /// Hooks that do the given things; by default nothing.
    public init(
      beforePaint: @escaping @Sendable () -> String? = { nil },
      atEnd: @escaping @Sendable (AppState) -> Void = { _ in },
      wakeSource: WakeSource? = nil
    ) {
      self.beforePaint = beforePaint
      self.atEnd = atEnd
      self.wakeSource = wakeSource
    }
  }

  /// An app around `store`, drawing with `options` and reading keys through `keyMap`; `now`
  /// reads the game clock's time when a key starts or stops the clock (the same clock the
  /// store's reducer ticks with: ``GameClockEnvironment/now``).
  public init(
    store: Store<AppState, AppAction>, options: ViewOptions, keyMap: KeyMap = .standard,
    now: @escaping @Sendable () -> Duration = GameClockEnvironment.live.now, hooks: Hooks = Hooks()
  ) {
    self.store = AppStoreAccess(store, appState: { $0 }, embed: { $0 })
    self.options = options
    self.keyMap = keyMap
    self.now = now
    self.hooks = hooks
    self.isReadOnly = false
  }

  /// An app around a store of another state and action that holds the app's state (`appState`
  /// picks it) and takes the app's actions (`embed` wraps them): the follow view's store, for one.
  ///
  /// With `isReadOnly`, keys that would change the game are refused: the status line says
  /// ``readOnlyNotice`` (before the hooks' notice) and nothing is dispatched. Changing screens,
  /// help and quitting work as always.
  ///
  /// ```swift
  /// let app = TerminalApp(
  ///   store: follower.store, appState: { $0.app }, embed: FollowAction.app, options: options,
  ///   isReadOnly: true, hooks: TerminalApp.Hooks(beforePaint: { follower.store.state.statusNotice }))
  /// ```
  public init<State: Equatable & Sendable, Action: Sendable>(
    store: Store<State, Action>, appState: @escaping @Sendable (State) -> AppState,
    embed: @escaping @Sendable (AppAction) -> Action, options: ViewOptions, keyMap: KeyMap = .standard,
    now: @escaping @Sendable () -> Duration = GameClockEnvironment.live.now, isReadOnly: Bool,
    hooks: Hooks = Hooks()
  ) {
    self.store = AppStoreAccess(store, appState: appState, embed: embed)
    self.options = options
    self.keyMap = keyMap
    self.now = now
    self.hooks = hooks
    self.isReadOnly = isReadOnly
  }

  /// What a read-only app makes of `outcome`: the same when it only changes what the screen shows
  /// (screens, help, a pending count cancelled) or quits; `nil` when it would change the game (or
  /// start to: a count typed, the new-match menu), which a read-only app refuses.
  public static func readOnlyOutcome(_ outcome: KeyOutcome) -> KeyOutcome? {
    guard case .dispatch(let actions) = outcome else { return outcome }
    let isScreenOnly = actions.allSatisfy { action in
      switch action {
      case .ui(.show), .ui(.nextScreen), .ui(.showHelp), .ui(.hideHelp), .ui(.cancelCount),
        .ui(.hideMatchMenu):
        return true
      case .ui(.showMatchMenu), .ui(.typeCountDigit), .ui(.setNotice), .scoreboard, .counters, .undo, .redo,
        .launched:
        return false
      }
    }
    return isScreenOnly ? outcome : nil
  }

  /// The notice a read-only app shows after a refused key, in front of the hooks' `notice`.
  public static func readOnlyNotice(before notice: String?) -> String {
    guard let notice, !notice.isEmpty else { return readOnlyNotice }
    return "\(readOnlyNotice): \(notice)"
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
    let subscription = store.subscribe { redraw.raise() }
    defer { subscription.cancel() }
    let buzzer = store.subscribeBuzzer { count in
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
    if let source = hooks.wakeSource {
      sources.append(pollfd(fd: source.fileDescriptor, events: Int16(POLLIN), revents: 0))
    }
    while true {
      if redraw.take() {
        let notice = hooks.beforePaint()
        showNotice(refusedChange ? Self.readOnlyNotice(before: notice) : notice, redraw: redraw)
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
      if let source = hooks.wakeSource, sources[2].revents != 0 {
        source.onReadable()
      }
      let terminal = sources[0].revents
      if terminal & Int16(POLLIN) != 0 {
        let (inputs, resized) = screen.readInputs()
        let wasRefused = refusedChange
        if resized { redraw.raise() }
        defer { if refusedChange != wasRefused { redraw.raise() } }
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
    var outcome = keyMap.outcome(for: key, in: store.state, at: now())
    if isReadOnly {
      guard let allowed = Self.readOnlyOutcome(outcome) else {
        refusedChange = true
        return .ignored
      }
      if allowed != .ignored { refusedChange = false }
      outcome = allowed
    }
    if case .dispatch(let actions) = outcome {
      for action in actions { store.dispatch(action) }
    }
    return outcome
  }
}

/// The store as the app uses it: the app's state read from it, the app's actions sent to it,
/// whatever the store's own state and action types.
private struct AppStoreAccess: Sendable {
  private let read: @Sendable () -> AppState
  private let send: @Sendable (AppAction) -> Void
  private let subscribeChanges: @Sendable (@escaping @Sendable () -> Void) -> Subscription
  private let subscribeBuzzerCount: @Sendable (@escaping @Sendable (Int) -> Void) -> Subscription

  init<State: Equatable & Sendable, Action: Sendable>(
    _ store: Store<State, Action>, appState: @escaping @Sendable (State) -> AppState,
    embed: @escaping @Sendable (AppAction) -> Action
  ) {
    read = { appState(store.state) }
    send = { store.dispatch(embed($0)) }
    subscribeChanges = { onChange in
      store.subscribe(select: { OnScreen(appState($0), whole: $0) }, { _ in onChange() })
    }
    subscribeBuzzerCount = { onChange in
      store.subscribe(select: { appState($0).scoreboard.timed.buzzerCount }, onChange)
    }
  }

  /// The app's state now.
  var state: AppState { read() }

  /// Sends one of the app's actions to the store.
  func dispatch(_ action: AppAction) { send(action) }

  /// Calls `onChange` now and whenever the store's state changes.
  func subscribe(_ onChange: @escaping @Sendable () -> Void) -> Subscription {
    subscribeChanges(onChange)
  }

  /// Calls `onChange` with the game clock's buzzer count, now and whenever it changes.
  func subscribeBuzzer(_ onChange: @escaping @Sendable (Int) -> Void) -> Subscription {
    subscribeBuzzerCount(onChange)
  }
}

/// What a redraw depends on: the game as it is now and the screen state, not the undo history.
///
/// Remembering only these (rather than the whole state) matters: a subscriber that kept the
/// whole state would share the history's storage with the store, so every recorded action would
/// copy the whole history. A store whose state is more than the app's (the follow view's) is
/// compared whole as well, since what it adds can change the status line.
private struct OnScreen<State: Equatable & Sendable>: Equatable, Sendable {
  let present: Game
  let ui: UIState
  let whole: State?

  init(_ app: AppState, whole: State) {
    present = app.game.present
    ui = app.ui
    self.whole = State.self == AppState.self ? nil : whole
  }
}
