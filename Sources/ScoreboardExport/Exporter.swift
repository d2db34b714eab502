import Dispatch
import FoundationEssentials
import Scoreboard
import StateStore
import Synchronization

/// Keeps a directory of overlay files (``ExportFiles``) in step with the game: the app's
/// `--export-dir`.
///
/// `export(_:)` returns at once: the files are worked out and written on a serial
/// background queue, which skips to the latest game when games come faster than it writes. Only
/// the files whose text changed are written, each atomically (a temporary file renamed over it),
/// and `clock.txt` at most ten times a second. A failure never reaches the caller: it shows in
/// ``status`` (and ``onStatusChange``), and everything is written again on the next change and
/// every second until it works. A missing directory is created, parents included.
///
/// ```swift
/// let exporter = Exporter(directory: URL(fileURLWithPath: "/srv/overlay"))
/// let subscription = exporter.subscribe(to: store)
/// // on the status line: exporter.status.message
/// ```
public final class Exporter: Sendable {
  /// The directory the files are written to.
  public let directory: URL

  private struct Shared {
    var pending: Game?
    var isDraining = false
    var status = ExportStatus.ok
  }

  /// What only the queue touches: the writer and whether a timed re-sync is already scheduled.
  private final class Confined: @unchecked Sendable {
    let writer: ExportWriter
    var resyncAt: Duration?

    init(writer: ExportWriter) { self.writer = writer }
  }

  private let shared = Mutex(Shared())
  private let confined: Confined
  private let queue: DispatchQueue
  private let onStatusChange: (@Sendable (ExportStatus) -> Void)?

  /// An exporter writing to `directory`; nothing is written before the first export.
  ///
  /// `onStatusChange` is called on the exporter's queue whenever ``status`` changes (a failure, a
  /// different failure, the recovery), for an app that shows it without polling.
  public convenience init(directory: URL, onStatusChange: (@Sendable (ExportStatus) -> Void)? = nil) {
    self.init(directory: directory, minimumClockInterval: .milliseconds(100), onStatusChange: onStatusChange)
  }

  init(
    directory: URL, minimumClockInterval: Duration, retryInterval: Duration = .seconds(1),
    onStatusChange: (@Sendable (ExportStatus) -> Void)?
  ) {
    self.directory = directory
    let clock = ContinuousClock()
    let origin = clock.now
    confined = Confined(
      writer: ExportWriter(
        directory: directory, minimumClockInterval: minimumClockInterval, retryInterval: retryInterval,
        now: { origin.duration(to: clock.now) }))
    queue = DispatchQueue(label: "scoreboard-tui.export")
    self.onStatusChange = onStatusChange
  }

  /// Whether the last export worked; `.failing` says why in one line.
  public var status: ExportStatus {
    shared.withLock { $0.status }
  }

  /// How many times each file has been written so far.
  var writeCounts: [String: Int] {
    queue.sync { confined.writer.writeCounts }
  }

  /// Exports the game `state` shows now. Returns at once.
  public func export(_ state: AppState) {
    export(state.game.present)
  }

  /// Exports `game`: its files are written soon, on the exporter's queue, unless a newer game
  /// comes first. Returns at once.
  public func export(_ game: Game) {
    let startDrain = shared.withLock { shared in
      shared.pending = game
      defer { shared.isDraining = true }
      return !shared.isDraining
    }
    if startDrain {
      queue.async { self.drain() }
    }
  }

  /// Waits until the last exported game is on disk (or has failed), `clock.txt` included even
  /// inside its interval. For tests, and for the app before it quits.
  public func flush() {
    queue.sync {
      drain()
      finish(confined.writer.sync(force: true))
    }
  }

  /// Exports the store's game now and whenever it changes; screen-only changes are skipped. Keep
  /// the subscription as long as the export should run.
  ///
  /// On the store's thread this costs a comparison of games and, when the game changed, a lock
  /// and at most one hop to the exporter's queue: the files are worked out and written there.
  public func subscribe(to store: Store<AppState, AppAction>) -> Subscription {
    store.subscribe(select: \.game.present) { game in self.export(game) }
  }

  /// Writes the pending games, the latest of each burst, until none is left. On the queue.
  private func drain() {
    while true {
      let game = shared.withLock { shared in
        defer { shared.pending = nil }
        if shared.pending == nil { shared.isDraining = false }
        return shared.pending
      }
      guard let game else { return }
      finish(confined.writer.sync(ExportFiles(game)))
    }
  }

  /// Records a sync's status and schedules the re-sync it asks for. On the queue.
  private func finish(_ outcome: ExportWriter.Outcome) {
    let changed = shared.withLock { shared in
      defer { shared.status = outcome.status }
      return shared.status != outcome.status
    }
    if changed { onStatusChange?(outcome.status) }
    guard let retryAt = outcome.retryAt else { return }
    if let scheduled = confined.resyncAt, scheduled <= retryAt { return }
    confined.resyncAt = retryAt
    let delay = retryAt - confined.writer.now()
    let nanoseconds = max(
      delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000, 0)
    // Weakly: an exporter the app has let go stops retrying.
    queue.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { [weak self] in
      guard let self else { return }
      confined.resyncAt = nil
      finish(confined.writer.sync())
    }
  }
}
