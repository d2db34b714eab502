import CNcurses
import Dispatch
import Glibc
import Scoreboard
import StateStore

/// The full-screen scoreboard of a ``Program``: reads keys, dispatches the actions they mean, and
/// paints a frame whenever the state has changed.
///
/// One thread, the UI thread, runs the program's loop (``EventLoop``): it reduces every action and
/// paints. It sleeps in `poll()` on the terminal and the program's inbox, with no timeout, so an
/// idle scoreboard costs nothing. Keys read in one wake are handled together and painted once.
/// Everything from elsewhere (`program.send`, the store's effects and timers, the exporter's
/// status, signals, another descriptor's wake-ups) reaches the store only as jobs the loop runs,
/// in order; so subscribers run on the UI thread too. Painting only reads the state: the notices on the
/// status line are state, set by actions of the parts they are about.
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

  let store: any StoreProtocol<AppState, AppAction>
  let inbox: LoopInbox
  private let answers: PendingAnswers
  private var options: ViewOptions
  let keyMap: KeyMap
  private let now: @Sendable () -> Duration
  let hooks: Hooks
  private let isReadOnly: Bool
  private let launchNoticeLifetime: Duration
  private let countExpiry: PendingCountExpiry

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
    /// Called on the UI thread after the keys and jobs of a batch were handled, before the frame
    /// that shows them is painted and before the batch's answers (``ProgramContext/whenSaved(_:)``)
    /// go out: the journal makes the batch durable here, and dispatches a notice when saving
    /// starts or stops failing.
    public var afterBatch: @Sendable (ProgramContext<AppState, AppAction>) -> Void
    /// Called once when the app ends (quit or a terminating signal), with the final state, after
    /// the terminal has been restored.
    public var atEnd: @Sendable (AppState) -> Void
    /// Another descriptor to wake the loop, or `nil` for none.
    public var wakeSource: WakeSource?
    /// Where a crash writes its report (the state directory), or `nil` for standard error only.
    public var crashReportDirectory: String?
    /// Called on the UI thread with the actions a key is about to dispatch, before the state they
    /// start from is noted (for the undo notice); the actions it returns are dispatched. The keeper
    /// puts a deferred history in place here.
    public var beforeKeyActions: @Sendable ([AppAction], ProgramContext<AppState, AppAction>) -> [AppAction]

    /// Hooks that do the given things; by default nothing.
    public init(
      afterBatch: @escaping @Sendable (ProgramContext<AppState, AppAction>) -> Void = { _ in },
      atEnd: @escaping @Sendable (AppState) -> Void = { _ in },
      wakeSource: WakeSource? = nil,
      crashReportDirectory: String? = nil,
      beforeKeyActions:
        @escaping @Sendable ([AppAction], ProgramContext<AppState, AppAction>) -> [AppAction] = {
          actions, _ in actions
        }
    ) {
      self.afterBatch = afterBatch
      self.atEnd = atEnd
      self.wakeSource = wakeSource
      self.crashReportDirectory = crashReportDirectory
      self.beforeKeyActions = beforeKeyActions
    }
  }

  /// The app of `program`, drawing with `options` and reading keys through `keyMap`; `now` reads
  /// the game clock's time when a key starts or stops the clock (the same clock the store's
  /// reducer ticks with: ``GameClockEnvironment/now``).
  ///
  /// With `isReadOnly`, keys that would change the game are refused: the status line says
  /// ``readOnlyNotice`` (before any other notice) and nothing else is dispatched. Changing
  /// screens, help and quitting work as always.
  ///
  /// The one-off notice of the launch (a game archived, damage moved aside) stays on the status
  /// line until the next key, or for `launchNoticeLifetime`, whichever comes first; then the key
  /// hints are back. A count typed before a key is forgotten after `pendingCountLifetime` with no
  /// key.
  ///
  /// ```swift
  /// let program = try Program(initialState: AppState(), reducer: AppState.reducer)
  /// let ending = try TerminalApp(program: program, options: ViewOptions()).run()
  /// ```
  public convenience init(
    program: Program<AppState, AppAction>, options: ViewOptions, keyMap: KeyMap = .standard,
    now: @escaping @Sendable () -> Duration = GameClockEnvironment.live.now, isReadOnly: Bool = false,
    launchNoticeLifetime: Duration = .seconds(10), pendingCountLifetime: Duration = .seconds(3),
    hooks: Hooks = Hooks()
  ) {
    self.init(
      store: program.store, program: program, options: options, keyMap: keyMap, now: now,
      isReadOnly: isReadOnly,
      launchNoticeLifetime: launchNoticeLifetime, pendingCountLifetime: pendingCountLifetime, hooks: hooks)
  }

  /// The app of the part of `program`'s state that `toApp` picks (the follow view's game, say),
  /// its actions turned into the program's by `fromApp`; otherwise as the app of a whole
  /// program, with the standard lifetimes of the launch notice and a pending count.
  public convenience init<State, Action>(
    program: Program<State, Action>, state toApp: @escaping @Sendable (State) -> AppState,
    action fromApp: @escaping @Sendable (AppAction) -> Action, options: ViewOptions,
    keyMap: KeyMap = .standard,
    now: @escaping @Sendable () -> Duration = GameClockEnvironment.live.now, isReadOnly: Bool = false,
    hooks: Hooks = Hooks()
  ) {
    self.init(
      store: program.store.scope(state: toApp, action: fromApp), program: program, options: options,
      keyMap: keyMap, now: now, isReadOnly: isReadOnly, launchNoticeLifetime: .seconds(10),
      pendingCountLifetime: .seconds(3), hooks: hooks)
  }

  private init<State, Action>(
    store: some StoreProtocol<AppState, AppAction>, program: Program<State, Action>, options: ViewOptions,
    keyMap: KeyMap, now: @escaping @Sendable () -> Duration, isReadOnly: Bool, launchNoticeLifetime: Duration,
    pendingCountLifetime: Duration, hooks: Hooks
  ) {
    self.launchNoticeLifetime = launchNoticeLifetime
    self.countExpiry = PendingCountExpiry(lifetime: pendingCountLifetime)
    self.store = store
    self.inbox = program.inbox
    self.answers = program.answers
    self.options = options
    self.keyMap = keyMap
    self.now = now
    self.hooks = hooks
    self.isReadOnly = isReadOnly
  }

  /// What a read-only app makes of `outcome`: the same when it only changes what the screen shows
  /// (screens, help, a pending count cancelled) or quits; `nil` when it would change the game (or
  /// start to: a count typed, the new-match menu), which a read-only app refuses. Swapping ends
  /// becomes this screen's own flip (``UIAction/flipView``).
  public static func readOnlyOutcome(_ outcome: KeyOutcome) -> KeyOutcome? {
    guard case .dispatch(let gameActions) = outcome else { return outcome }
    let actions = gameActions.map { $0 == .scoreboard(.swapEnds) ? AppAction.ui(.flipView) : $0 }
    let isScreenOnly = actions.allSatisfy { action in
      switch action {
      case .ui(.show), .ui(.nextScreen), .ui(.showHelp), .ui(.hideHelp), .ui(.cancelCount),
        .ui(.hideMatchMenu), .ui(.dismissConfirmation), .ui(.scrollHelp), .ui(.askToConfirm(.quit)),
        .ui(.askToConfirm(.quitUnsaved)), .ui(.flipView), .ui(.hideMatchSummary), .ui(.showHistory),
        .ui(.hideHistory), .ui(.selectHistoryStep), .ui(.toggleHistoryScoringOnly),
        .ui(.historySearchChanged), .ui(.historyTimesLoaded), .ui(.showResults), .ui(.hideResults):
        return true
      case .ui(.askToConfirm):
        return false
      case .ui(.showMatchMenu), .ui(.matchMenuChanged), .ui(.typeCountDigit), .ui(.noticeChanged),
        .ui(.nameEntryChanged), .ui(.counterNameEntryChanged),
        .ui(.historyRestored), .ui(.signOffRequested), .ui(.deskCourtLinked), .ui(.handBackRequested),
        .ui(.warmUpLengthSet), .scoreboard,
        .counters, .undo, .rewind,
        .redo,
        .launched:
        return false
      }
    }
    return isScreenOnly ? .dispatch(actions) : nil
  }

  /// Checks, without touching the terminal, that the app can run in it.
  public static func checkTerminal(environment: [String: String]) throws(TerminalError) {
    try NcursesScreen.checkTerminal(environment: environment)
  }

  /// Takes over the terminal until the user quits or a signal arrives, then restores it and calls
  /// the `atEnd` hook.
  public func run() throws(TerminalError) -> Ending {
    installSignalHandlers(wakingThrough: inbox.pipe, crashReportDirectory: hooks.crashReportDirectory)
    if options.digits == .kitty || (options.digits == nil && options.asksForSizedText) {
      options.sizesText = KittyTextSizing.ask(
        input: STDIN_FILENO, output: STDOUT_FILENO, timeout: KittyTextSizing.answerTime)
      if options.digits == .kitty && !options.sizesText {
        options.digits = .block
        store.dispatch(
          .ui(
            .noticeChanged(
              .terminal, "--digits kitty: this terminal does not draw sized text; digits in blocks")))
      }
    }
    let screen = NcursesScreen.open(useColor: options.useColor)
    let ending = run(on: screen)
    screen.close()
    hooks.atEnd(store.state)
    return ending
  }

  /// Runs on `screen` as ``run()`` does on the terminal: the event loop (``run(on:)``), then the
  /// `atEnd` hook with the final state. For tests of a whole program on a ``MemoryScreen``.
  public func runToTheEnd(on screen: some TerminalScreen) -> Ending {
    let ending = run(on: screen)
    hooks.atEnd(store.state)
    return ending
  }

  /// Runs the event loop on `screen` until the quit key or a signal (delivered through the inbox):
  /// keys, resizes, jobs and wake-ups in, frames out. The calling thread becomes the UI thread.
  /// ``run()`` calls it with the ncurses screen; tests call it with a ``MemoryScreen``.
  public func run(on screen: some TerminalScreen) -> Ending {
    run(on: screen) { state in
      screen.paint(AppView.frame(for: state, size: screen.size, options: options, keyMap: keyMap))
    }
  }

  /// Runs the event loop on `screen` as ``run(on:)`` does, showing each change with `present`
  /// instead of a frame (the screen-reader mode's lines). `translate` sees each key first with the
  /// state and gives the key to handle, or `nil` when it took the key itself (the clock asked
  /// for): then `present` runs again, with the state unchanged.
  func run(
    on screen: some TerminalScreen, translate: (KeyEvent, AppState) -> KeyEvent? = { key, _ in key },
    present: (AppState) -> Void
  ) -> Ending {
    let redraw = RedrawRequest(wakingThrough: inbox.pipe)
    let onScreen: @Sendable (AppState) -> OnScreen = { OnScreen($0) }
    let subscription = store.subscribe(select: onScreen, skipRepeats: ==) { _ in redraw.raise() }
    defer { subscription.cancel() }
    let buzzerCount: @Sendable (AppState) -> Int = { $0.scoreboard.buzzerCount }
    let buzzer = store.subscribe(select: buzzerCount, skipRepeats: ==) { redraw.buzzerSounded(count: $0) }
    defer { buzzer.cancel() }
    let launchNotice: @Sendable (AppState) -> String? = { $0.ui.notices[.launch] }
    let launch = store.subscribe(select: launchNotice, skipRepeats: ==) {
      [inbox, store, launchNoticeLifetime] notice in
      if let notice {
        Self.expire(launchNotice: notice, after: launchNoticeLifetime, in: store, through: inbox)
      }
    }
    defer { launch.cancel() }
    let loop = EventLoop(
      screen: screen, inbox: inbox, answers: answers, redraw: redraw, wakeSource: hooks.wakeSource)
    return loop.run(
      endBatch: { hooks.afterBatch(context) },
      paint: { present(store.state) },
      handle: { key, size in
        guard let key = translate(key, store.state) else {
          redraw.raise()
          return false
        }
        return handle(key, at: size) == .quit
      },
      afterKeys: { countExpiry.restart(for: store, through: inbox) })
  }

  /// The app's part of the program as a job on the loop sees it.
  private var context: ProgramContext<AppState, AppAction> {
    ProgramContext(store: store, answers: answers)
  }

  /// Handles `key` on a screen of `size`. While the screen is too small for the board (it shows
  /// only the "too small" message), every key but quit does nothing: nothing typed there can
  /// change a game the user cannot see.
  private func handle(_ key: KeyEvent, at size: TerminalSize) -> KeyOutcome {
    Self.clearLaunchNotice(in: store)
    if store.state.ui.notices[.lastKey] != nil {
      store.dispatch(.ui(.noticeChanged(.lastKey, nil)))
    }
    var outcome = keyMap.outcome(for: key, in: store.state, at: now(), size: size)
    guard AppView.fits(size) else { return Self.tooSmallOutcome(outcome, in: store) }
    if isReadOnly {
      guard let allowed = Self.readOnlyOutcome(outcome) else {
        setReadOnlyNotice(Self.readOnlyNotice)
        return .ignored
      }
      if allowed != .ignored { setReadOnlyNotice(nil) }
      outcome = allowed
    }
    let refusal = outcome == .quit ? nil : keyMap.refusal(for: key, in: store.state)
    let present = refusal == nil ? nil : store.state.game.present
    if case .dispatch(let actions) = outcome {
      let actions = hooks.beforeKeyActions(actions, context)
      let before = UndoNotice.Mark(store.state.game)
      for action in actions { store.dispatch(action) }
      if let isUndo = UndoNotice.direction(of: actions) {
        let notice = UndoNotice.text(isUndo: isUndo, from: before, to: store.state.game)
        store.dispatch(.ui(.noticeChanged(.lastKey, notice)))
      }
    }
    if let refusal, store.state.game.present == present {
      store.dispatch(.ui(.noticeChanged(.lastKey, refusal)))
    }
    return outcome
  }

  /// What `outcome` comes to on a screen too small to show anything but its message: quitting
  /// works, without the question a match in progress asks (it could not be seen; the game is
  /// saved); quitting with actions unsaved still takes a second quit; everything else is ignored.
  private static func tooSmallOutcome(
    _ outcome: KeyOutcome, in store: some StoreProtocol<AppState, AppAction>
  ) -> KeyOutcome {
    switch outcome {
    case .quit, .dispatch([.ui(.askToConfirm(.quit))]),
      .dispatch([.ui(.askToConfirm(.quitWithClockRunning))]):
      return .quit
    case .dispatch([.ui(.askToConfirm(.quitUnsaved))]):
      store.dispatch(.ui(.askToConfirm(.quitUnsaved)))
      return outcome
    case .dispatch, .ignored:
      return .ignored
    }
  }

  /// Clears the launch's notice `notice` after its lifetime, through the inbox (so on the UI
  /// thread), unless another has taken its place meanwhile.
  private static func expire(
    launchNotice notice: String, after lifetime: Duration, in store: some StoreProtocol<AppState, AppAction>,
    through inbox: LoopInbox
  ) {
    let milliseconds = Int(lifetime / .milliseconds(1))
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
      inbox.post {
        guard store.state.ui.notices[.launch] == notice else { return }
        Self.clearLaunchNotice(in: store)
      }
    }
  }

  private static func clearLaunchNotice(in store: some StoreProtocol<AppState, AppAction>) {
    guard store.state.ui.notices[.launch] != nil else { return }
    store.dispatch(.ui(.noticeChanged(.launch, nil)))
  }

  private func setReadOnlyNotice(_ notice: String?) {
    guard store.state.ui.notices[.readOnly] != notice else { return }
    store.dispatch(.ui(.noticeChanged(.readOnly, notice)))
  }
}

/// What a redraw depends on: the game as it is now and the screen state, not the undo history.
///
/// Remembering only these (rather than the whole state) matters: a subscriber that kept the
/// whole state would share the history's storage with the store, so every recorded action would
/// copy the whole history.
private struct OnScreen: Equatable, Sendable {
  let present: Game
  let ui: UIState

  init(_ app: AppState) {
    present = app.game.present
    ui = app.ui
  }
}
