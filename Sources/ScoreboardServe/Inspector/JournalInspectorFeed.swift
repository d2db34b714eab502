import Dispatch
import FoundationEssentials
import Scoreboard
import ScoreboardFollow
import ScoreboardPersistence
import StoreInspector
import Synchronization

/// The inspector of `serve --inspect`, fed from the journal: every record of the game kept in a
/// state directory, from the game's start, is recorded in ``inspector`` with the match it left
/// (``InspectedMatch``), at the time the keeper wrote it.
///
/// Like `serve`'s own feed it only reads what the journal made durable, woken by inotify
/// (``StateDirectoryWatcher``), and it carries its game on by the new records alone
/// (``JournalCursor``): a record costs one step of the reducer, never a replay of the match.
/// When the directory keeps another game than before (`play --new` archived the last one), the
/// inspector starts over (``StoreInspector/startOver(from:)``) at the new game's start, and its
/// steps are numbered from 1 again: a session is one game's.
///
/// ```swift
/// let feed = try JournalInspectorFeed(directory: stateDirectory)  // the game so far, read
/// feed.start()                                                    // then each new record
/// feed.inspector.steps(after: 0).last?.state.match.scoreLine
/// ```
public final class JournalInspectorFeed: Sendable {
  /// The steps recorded: one per journal record of the game.
  public let inspector: StoreInspector<InspectedMatch, AppAction>
  /// The state directory followed.
  public let directory: StateDirectory
  private let cursor: Mutex<JournalCursor>
  private let queue = DispatchQueue(label: "scoreboard-tui.serve.inspector")
  private let reads = Mutex<SettledDirectoryReads?>(nil)
  private let lastError = Mutex<String?>(nil)

  /// How long after a change the journal is read: a burst of changes is read once.
  public static let settleDelay = Duration.milliseconds(2)

  /// A feed of the game in `directory` (which need not exist yet) into an inspector keeping the
  /// newest `capacity` steps, having read the game from its start. Call ``start()`` to follow it.
  ///
  /// Throws ``PersistenceError/unusableDirectory(path:reason:)`` when the directory cannot be
  /// watched, and the journal's reading errors (a newer format).
  public init(directory: StateDirectory, capacity: Int = 10_000) throws(PersistenceError) {
    self.directory = directory
    inspector = StoreInspector(
      initialState: InspectedMatch(record: 0, timeline: Timeline(Game())), schema: InspectedMatch.schema,
      capacity: capacity)
    cursor = Mutex(JournalCursor(directory: directory))
    let reads = try SettledDirectoryReads(directory: directory.url, queue: queue, settle: Self.settleDelay) {
      [weak self] in self?.readNew()
    }
    self.reads.withLock { $0 = reads }
    try read()
  }

  /// Starts following: the records written from now on are recorded as they become durable.
  public func start() {
    reads.withLock { $0 }?.start()
  }

  /// Stops following.
  public func stop() {
    reads.withLock { $0 }?.stop()
  }

  /// Reads what was written since the last reading now (also done by itself on every change).
  public func refresh() {
    queue.sync { readNew() }
  }

  /// Why the last reading failed (one line), or `nil` when it did not.
  public var readError: String? {
    lastError.withLock { $0 }
  }

  /// Whether the keeper's history, as the journal has it now, still holds `match` at its step
  /// (``InspectedMatch/step``): an undo followed by another change replaces the steps after it,
  /// and a step replaced can be neither previewed on the scoreboard nor rewound to. The clocks are
  /// not compared (a running clock moves a step's game on until the next step).
  public func historyHolds(_ match: InspectedMatch) -> Bool {
    cursor.withLock { cursor in
      let steps = cursor.timeline.steps
      guard match.step >= 0, match.step < steps.count else { return false }
      return InspectedMatch.sameScores(GameReport(steps[match.step].game), match.match)
    }
  }

  private func readNew() {
    do {
      try read()
      lastError.withLock { $0 = nil }
    } catch {
      lastError.withLock { $0 = error.description }
    }
  }

  /// Records the records written since the last reading; starts over at a game begun since.
  private func read() throws(PersistenceError) {
    try cursor.withLock { cursor throws(PersistenceError) in
      // Each step is recorded as it comes and its timeline let go: the cursor then applies the
      // next record in place (a game read from its start costs no copy of its timeline per record).
      try cursor.advance(
        visiting: { step in
          inspector.record(
            step.record.action,
            resultingIn: InspectedMatch(record: step.record.sequence, timeline: step.timeline),
            at: step.record.date)
        },
        newGame: { start in
          inspector.startOver(from: InspectedMatch(record: start.sequence, timeline: start.game))
        })
    }
  }
}
