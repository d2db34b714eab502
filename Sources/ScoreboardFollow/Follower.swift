import Dispatch
import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import StateStore
import Synchronization

/// The follow view's side of a state directory: a store holding the game another scoreboard-tui
/// keeps there, carried on by the records written whenever the directory changes.
///
/// Poll ``watcher``'s file descriptor in the event loop and call ``handleWake()`` when it is
/// readable: it reads the changes, reads the records written since the last reading
/// (``JournalTail``: no lock, no file changed, a torn tail left out) and applies them to the game
/// in ``store``; the game is read whole only at the start, or when a new game was begun there. Nothing runs while
/// nothing changes, except the local timer of a running game clock.
///
/// ```swift
/// let follower = try Follower(directory: stateDirectory)
/// // in the loop: poll follower.watcher.fileDescriptor; when readable, follower.handleWake()
/// // draw follower.store.state.app; show follower.store.state.statusNotice
/// ```
public final class Follower: Sendable {
  /// How long after a writer closed a file the keeper is looked for again: a keeper that died
  /// closes its files a moment before the kernel lets go of its process.
  public static let recheckDelay = Duration.milliseconds(250)

  /// The state directory followed.
  public let directory: StateDirectory
  /// The watcher whose descriptor wakes the event loop.
  public let watcher: StateDirectoryWatcher
  /// The keeper's game clock, continued: readings comparable with the ones it saves.
  public let clock: GameClockEnvironment
  /// The follow view's store.
  public let store: Store<FollowState, FollowAction>

  /// Where the reading got to in the journal.
  private let tail: Mutex<JournalTail>
  private let executor: StoreExecutor
  /// The number of the latest recheck scheduled: an earlier one that comes due does nothing.
  private let latestRecheck = Mutex(0)

  /// A follower of `directory`, having read its game once. The directory need not exist yet.
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` when a newer version keeps the game,
  /// and ``PersistenceError/unusableDirectory(path:reason:)`` when it cannot be watched.
  ///
  /// The store's effects and the follower's own later reads reach the store as jobs of
  /// `executor`: the event loop's (``StoreExecutor``), so they run on the UI thread.
  public init(
    directory: StateDirectory, machine: MachineClock = .live, executor: StoreExecutor = .immediate
  ) throws(PersistenceError) {
    self.directory = directory
    // Watch first: a change made between the first read and the watch would go unseen.
    watcher = try StateDirectoryWatcher(directory: directory.url)
    let isRunning = FollowKeeper.isRunning(in: directory)
    var tail = JournalTail(directory: directory)
    guard case .reloaded(let loaded) = try tail.read() else {
      preconditionFailure("a tail's first reading reads the game whole")
    }
    self.tail = Mutex(tail)
    let clock = loaded.clock(on: machine)
    self.clock = clock
    self.executor = executor
    store = Store(
      initialState: FollowState(), reducer: FollowState.reducer(environment: clock), executor: executor)
    store.dispatch(
      .loaded(
        FollowedGame(
          game: loaded.state.game, hasSavedGame: loaded.hasSavedGame, isKeeperRunning: isRunning,
          readAt: clock.now())))
  }

  /// Reads what the watcher reports and, when anything changed, reads what was written. Call it on
  /// the event loop's thread when ``StateDirectoryWatcher/fileDescriptor`` is readable. Returns
  /// the changes read.
  @discardableResult
  public func handleWake() -> [StateDirectoryWatcher.Change] {
    let changes = watcher.drain()
    guard !changes.isEmpty else { return changes }
    refresh()
    if changes.contains(where: \.isCloseAfterWrite) && store.state.isKeeperRunning {
      scheduleRecheck()
    }
    return changes
  }

  /// Reads what was written since the last reading and whether the keeper runs, and puts both in
  /// the store: the new records, or the game read whole when it had to be.
  public func refresh() {
    tail.withLock { tail in
      let isRunning = FollowKeeper.isRunning(in: directory)
      do throws(PersistenceError) {
        switch try tail.read() {
        case .reloaded(let loaded):
          store.dispatch(
            .loaded(
              FollowedGame(
                game: loaded.state.game, hasSavedGame: loaded.hasSavedGame, isKeeperRunning: isRunning,
                readAt: clock.now())))
        case .records(let records):
          store.dispatch(
            .advanced(FollowedRecords(records: records, isKeeperRunning: isRunning, readAt: clock.now())))
        }
      } catch {
        store.dispatch(.readFailed(error.description))
      }
    }
  }

  /// Reads again once, a moment from now (replacing a read already scheduled). The wait is a
  /// dispatch timer, and the read a job of the executor: no file is read on Swift's cooperative
  /// threads, and the store is only touched where the executor runs its jobs.
  private func scheduleRecheck() {
    let number = latestRecheck.withLock { latest in
      latest += 1
      return latest
    }
    let delay = DispatchTimeInterval.milliseconds(Int(Self.recheckDelay / .milliseconds(1)))
    let follower = WeakFollower(self)
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [executor] in
      executor.execute {
        guard let self = follower.value, self.latestRecheck.withLock({ $0 == number }) else { return }
        self.refresh()
      }
    }
  }
}

/// A follower held weakly by a scheduled recheck, which must not keep it alive.
private final class WeakFollower: Sendable {
  weak let value: Follower?
  init(_ value: Follower) { self.value = value }
}
