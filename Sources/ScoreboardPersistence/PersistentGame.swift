import FoundationEssentials
import Scoreboard
import StateStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The saved game of one state directory, as the app uses it: open it on start, put its
/// ``middleware`` in the store, call ``sync()`` before painting, and ``close(finalState:)`` on quit.
///
/// ```swift
/// let saved = try PersistentGame.open(directory: stateDirectory, startNew: options.new, newGame: game)
/// let clock = saved.clock
/// let store = Store(
///   initialState: saved.initialState,
///   reducer: AppState.reducer(environment: clock),
///   middleware: [saved.middleware])
/// store.dispatch(.launched(saved.launch))  // notices, and a running clock's timer started again
/// // each loop: handle the keys, then `saved.sync()`, then paint; show `saved.status.message`.
/// // on quit (and on SIGTERM/SIGHUP): saved.close(finalState: store.state)
/// ```
public final class PersistentGame: Sendable {
  /// Tunables; the defaults are the app's.
  public struct Options: Sendable {
    /// A snapshot (and a fresh journal segment) every this many journal records.
    public var snapshotEvery: Int
    /// The machine's clocks; tests script them.
    public var machine: MachineClock
    /// How journal records reach the disk: `write(2)`; tests give one that fails as a full disk does.
    public var frameWriter: FrameWriter
    /// Whether the undo history of a saved game is left out of ``PersistentGame/initialState``
    /// and rebuilt when asked for (``PersistentGame/restoredHistory()``), so the first frame
    /// costs the same however long the game.
    public var defersHistory: Bool

    /// Options with a snapshot every `snapshotEvery` records, on `machine`, writing through
    /// `frameWriter`, the history deferred or not.
    public init(
      snapshotEvery: Int = 500, machine: MachineClock = .live, frameWriter: FrameWriter = .system,
      defersHistory: Bool = false
    ) {
      self.snapshotEvery = snapshotEvery
      self.machine = machine
      self.frameWriter = frameWriter
      self.defersHistory = defersHistory
    }
  }

  /// The state to start the store with: the saved game, or the new one.
  public let initialState: AppState
  /// One line each about what was found damaged and what was done; for the status line.
  public let notices: [String]
  /// The game clock to use for the reducer and to stamp actions: readings continue the saved ones.
  public let clock: GameClockEnvironment
  /// The state directory.
  public let directory: StateDirectory

  let writer: JournalWriter
  private let lock: InstanceLock
  private let deferredHistory: DeferredHistory?
  /// What opening made in a place that held no game, so that ``discardIfBegunHere()`` can take it
  /// back: `nil` when a game was saved there (or archived to begin this one).
  private let begun: BegunHere?

  /// A new game begun where there was none: whether its directory was made for it too.
  private struct BegunHere {
    var madeDirectory: Bool
  }

  private init(
    initialState: AppState, notices: [String], clock: GameClockEnvironment, directory: StateDirectory,
    writer: JournalWriter, lock: InstanceLock, deferredHistory: DeferredHistory?, begun: BegunHere?
  ) {
    self.initialState = initialState
    self.notices = notices
    self.clock = clock
    self.directory = directory
    self.writer = writer
    self.lock = lock
    self.deferredHistory = deferredHistory
    self.begun = begun
  }

  /// Opens the game saved in `directory` (creating the directory, mode 0700), taking its lock.
  ///
  /// With `startNew`, or when there is no saved game, the game is `newGame`, and a saved one is
  /// first archived (``archiveCurrentGame(in:machine:)``). Damage is repaired where it can be, and
  /// described in ``notices``; nothing the user had is deleted.
  ///
  /// Throws ``PersistenceError/alreadyRunning(pid:directory:)`` when another instance has the
  /// directory, ``PersistenceError/newerFormat(file:version:)`` (touching nothing) for files of
  /// a newer version. A directory that cannot be written is not an error (the game runs and
  /// ``status`` says saving fails), unless it is reached through a symbolic link
  /// (``StateDirectory/refuseUnwritableLink()``).
  public static func open(
    directory: StateDirectory, startNew: Bool = false, newGame: Game = Game(),
    reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer, options: Options = Options()
  ) throws(PersistenceError) -> PersistentGame {
    let directoryExisted = FileManager.default.fileExists(atPath: directory.url.path)
    try directory.create()
    try directory.refuseUnwritableLink()
    let lock = try InstanceLock(directory)
    let machine = options.machine
    var notices: [String] = []
    var archivedOne = false
    if startNew, let archived = try archive(directory, machine: machine, reducer: reducer) {
      notices.append("the previous game is archived in \(archived.path)")
      archivedOne = true
    }
    let loaded = try GameLoader.load(
      directory, newGame: newGame, reducer: reducer, repairAt: machine.wallClock(),
      defersHistory: options.defersHistory)
    notices += loaded.notices
    let offset = loaded.lastStamp?.offset(for: machine) ?? .zero
    let writer = JournalWriter(
      directory: directory, machine: machine, offset: offset, after: loaded.lastSequence,
      snapshotEvery: options.snapshotEvery, history: loaded.history,
      frameWriter: options.frameWriter)
    var state = AppState()
    state.game = loaded.state.game
    if !loaded.hasSavedGame {
      writer.writeStart(state.game)
      writer.snapshot(state.game)
      // A new game's snapshot is tiny; waiting for it keeps its first records in `journal`.
      writer.waitForSnapshots()
    } else if loaded.wantsSnapshot {
      writer.snapshot(state.game)
    }
    if let message = writer.status.message { notices.append(message) }
    return PersistentGame(
      initialState: state, notices: notices, clock: machine.environment(offset), directory: directory,
      writer: writer, lock: lock, deferredHistory: loaded.deferredHistory.map(DeferredHistory.init),
      begun: loaded.hasSavedGame || archivedOne ? nil : BegunHere(madeDirectory: !directoryExisted))
  }

  /// Closes a game that opening began where no game was saved, and removes what opening wrote
  /// (the start snapshots, the empty journal, the lock, and the directory when it was made for
  /// it), so that a keeper that could not start after all (the venue refused its court) leaves the
  /// place as it found it. Does nothing, and returns `false`, for a game that was saved before;
  /// call it before any action is recorded.
  @discardableResult
  public func discardIfBegunHere() -> Bool {
    guard let begun else { return false }
    writer.finish(game: initialState.game)
    for file in [directory.journal, directory.snapshot, directory.previousSnapshot, directory.startSnapshot] {
      unlink(file.path)
    }
    unlink(directory.lock.path)
    if begun.madeDirectory { rmdir(directory.url.path) }
    return true
  }

  /// The whole undo history of the game as it is now, when ``open(directory:startNew:newGame:reducer:options:)``
  /// deferred it (``Options/defersHistory``): the saved history, rebuilt from the snapshot now, with
  /// every action journaled since the game was opened replayed on top. `nil` when
  /// ``initialState`` held the whole history already.
  ///
  /// Call it where the store's actions are dispatched (so none comes between), when something
  /// first needs the history, and put it in the store in place of the one it has (which has
  /// nothing before the saved present). That putting is no action of the game: it is not journaled.
  public func restoredHistory() -> Timeline? {
    guard let deferredHistory else { return nil }
    var history = deferredHistory.history()
    for action in writer.actions(after: deferredHistory.actionCount) {
      _ = Game.reducer.reduce(&history, action)
    }
    return history
  }

  /// Whether ``initialState`` left the saved history out (``Options/defersHistory``): the game's
  /// present is all it has until ``restoredHistory()`` is put in its place.
  public var isHistoryDeferred: Bool { deferredHistory != nil }

  /// The middleware that journals every action that changed the game (everything but screen
  /// changes and no-ops), after the reducer ran; every so many it asks for a snapshot, which is
  /// written in the background.
  public var middleware: Middleware<AppState, AppAction> {
    let writer = self.writer
    return Middleware { context, action, next in
      if case .ui = action { return next(action) }
      // A launch changes the game only by a running clock's tick, and is journaled as that tick.
      let recorded: AppAction
      if case .launched(let launch) = action {
        recorded = .scoreboard(.timed(.tick(at: launch.clockReading)))
      } else {
        recorded = action
      }
      // Only a signature of the game before: holding the whole history across `next` would make
      // the reducer copy its arrays on every action.
      let before = GameSignature(context.state.game)
      next(action)
      let after = context.state.game
      guard GameSignature(after) != before else { return }
      var isPlainTick = false
      if case .scoreboard(.timed(.tick)) = recorded {
        isPlainTick = after.present.scoreboard.isTicking
      }
      writer.record(recorded, isPlainTick: isPlainTick, game: after)
    }
  }

  /// What the app found at start, at the clock reading of now: the first action for the store
  /// (``AppAction/launched(_:)``).
  public var launch: Launch {
    Launch(notices: notices, clockReading: clock.now())
  }

  deinit {
    // A snapshot being written in the background finishes before the lock goes with this object.
    writer.waitForSnapshots()
  }

  /// Makes every journaled action durable (one `fdatasync` if anything was appended) and
  /// retries what failed before. Call it after handling a batch of keys, before painting.
  @discardableResult
  public func sync() -> SaveStatus {
    writer.sync()
  }

  /// Whether saving works; its ``SaveStatus/message`` belongs on the status line.
  public var status: SaveStatus { writer.status }

  /// Saves `finalState`'s game as a snapshot and closes the journal, returning once both are on
  /// disk: call on quit and on SIGTERM/SIGHUP. The lock goes when this object does (or the
  /// process ends).
  public func close(finalState: AppState) {
    writer.finish(game: finalState.game)
  }

  /// Puts the game saved in `directory` away in `archive/TIMESTAMP/` (never deleting it), so the
  /// next start begins a new game; returns the archive folder, or `nil` when there was no game.
  /// A running game clock is stopped at the moment of archiving (a journaled stop, as by the
  /// clock key), so the archived game keeps the time it had. Refuses
  /// (``PersistenceError/alreadyRunning(pid:directory:)``) while an instance runs there.
  @discardableResult
  public static func archiveCurrentGame(in directory: StateDirectory, machine: MachineClock = .live)
    throws(PersistenceError)
    -> URL?
  {
    let lock = try InstanceLock(directory)
    defer { withExtendedLifetime(lock) {} }
    return try archive(directory, machine: machine, reducer: GameLoader.replayReducer)
  }

  private static func archive(
    _ directory: StateDirectory, machine: MachineClock, reducer: Reducer<AppState, AppAction>
  ) throws(PersistenceError) -> URL? {
    try stopRunningClock(in: directory, machine: machine, reducer: reducer)
    let now = machine.wallClock()
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? [])
      .filter { $0.hasPrefix("snapshot") || $0.hasPrefix("journal") }
    guard !names.isEmpty else { return nil }
    var target = directory.archive.appendingPathComponent(FileOps.timestamp(now))
    var attempt = 1
    while FileOps.exists(target) {
      attempt += 1
      target = directory.archive.appendingPathComponent("\(FileOps.timestamp(now))-\(attempt)")
    }
    do {
      try FileManager.default.createDirectory(
        at: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      for name in names {
        try FileManager.default.moveItem(
          at: directory.url.appendingPathComponent(name), to: target.appendingPathComponent(name))
      }
      try FileOps.syncDirectory(target)
      try FileOps.syncDirectory(directory.url)
    } catch {
      throw .unusableDirectory(path: directory.url.path, reason: "cannot archive the game (\(error))")
    }
    return target
  }
}

extension PersistentGame {
  /// Journals a stop of the game clock at this moment when the game saved in `directory` has its
  /// clock running, and snapshots the result; does nothing to a game whose clock stands.
  fileprivate static func stopRunningClock(
    in directory: StateDirectory, machine: MachineClock, reducer: Reducer<AppState, AppAction>
  ) throws(PersistenceError) {
    let loaded = try GameLoader.load(
      directory, newGame: Game(), reducer: reducer, repairAt: machine.wallClock())
    guard loaded.state.scoreboard.timed.clock.isRunning else { return }
    let offset = loaded.lastStamp?.offset(for: machine) ?? .zero
    let writer = JournalWriter(
      directory: directory, machine: machine, offset: offset, after: loaded.lastSequence,
      snapshotEvery: .max, history: loaded.history)
    var state = loaded.state
    let stop = AppAction.scoreboard(.timed(.startStop(at: machine.environment(offset).now())))
    _ = reducer.reduce(&state, stop)
    writer.record(stop, isPlainTick: false, game: state.game)
    writer.finish(game: state.game)
  }
}

/// Enough of a game's history to tell whether an action changed it: every recorded step changes
/// the lengths, every other change changes the present.
private struct GameSignature: Equatable {
  let pastCount: Int
  let futureCount: Int
  let present: Game

  init(_ game: Timeline) {
    pastCount = game.steps.count
    futureCount = game.undone.count
    present = game.present
  }
}
