import Dispatch
import FoundationEssentials
import Scoreboard
import StateStore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends records to the journal and writes snapshots; safe to call from any thread.
///
/// The journal is the StateStore library's `ActionRecorder` of ``JournalRecord``s: a `write(2)`
/// per record, in the app's framing (``RecordFrame``), a write cut short cut back off so the
/// journal never holds half a record followed by more. ``sync()`` makes everything appended
/// durable with one `fdatasync`. Records that could not be written (disk full, read-only) stay in
/// memory and are retried on the next append or sync.
///
/// Snapshots are encoded and written on a serial background queue, so the action that asks for
/// one does not wait for it; requests made while one is being written collapse into the latest.
/// The journal keeps every record until a snapshot covering it is on disk: only then is it
/// renamed into a segment, and records waiting to be written are dropped only if it covers them.
final class JournalWriter: @unchecked Sendable {
  private let lock = Mutex(())
  private let directory: StateDirectory
  private let machine: MachineClock
  private let offset: Duration
  private let snapshotEvery: Int
  private let frameWriter: FrameWriter
  // Everything below is guarded by `lock`.
  /// The open journal; `nil` until it could be opened, and between segments.
  private var journal: ActionRecorder<JournalRecord>?
  private var nextSequence: UInt64
  private var waiting: [JournalRecord] = []
  /// The last record written to the current journal file.
  private var lastWritten: UInt64
  private var heldTick: (action: AppAction, stamp: ClockStamp)?
  private var sinceSnapshot = 0
  private var nextSnapshotAttempt: Int
  private var failure: String?
  /// The history the journaled actions start from, and those actions: what a snapshot stores.
  private var history: SnapshotHistory
  /// The latest snapshot asked for and not yet taken by the queue.
  private var pendingSnapshot: Snapshot?
  private let snapshotQueue = DispatchQueue(label: "scoreboard-tui.snapshot")

  /// A writer appending records after `sequence`, whose game is `history`; frames reach the
  /// disk through `frameWriter`.
  init(
    directory: StateDirectory, machine: MachineClock, offset: Duration, after sequence: UInt64,
    snapshotEvery: Int, history: SnapshotHistory, frameWriter: FrameWriter = .system
  ) {
    self.directory = directory
    self.machine = machine
    self.offset = offset
    self.nextSequence = sequence + 1
    self.lastWritten = sequence
    self.history = history
    self.snapshotEvery = max(1, snapshotEvery)
    self.nextSnapshotAttempt = max(1, snapshotEvery)
    self.frameWriter = frameWriter
    lock.withLock { _ in _ = openJournal() }
  }

  /// Whether everything is saved, or what is failing.
  var status: SaveStatus {
    lock.withLock { _ in failure.map(SaveStatus.failing) ?? .saved }
  }

  /// Journals `action`, which turned the game into `game`. A clock tick that leaves the clock
  /// running is only held (the latest one), and written before the next record: ticks come ten
  /// times a second, and a lost one is harmless since the clock is derived from its start.
  func record(_ action: AppAction, isPlainTick: Bool, game: Timeline) {
    let stamp = machine.stamp(offset: offset)
    lock.withLock { _ in
      if isPlainTick {
        heldTick = (action, stamp)
        return
      }
      releaseHeldTick()
      enqueue(action, stamp: stamp)
      flush()
      if sinceSnapshot >= nextSnapshotAttempt {
        requestSnapshot(game.present)
      }
    }
  }

  /// Makes every record appended so far durable: one `fdatasync`. Call it once per batch of
  /// keys, before painting the frame that shows them.
  @discardableResult
  func sync() -> SaveStatus {
    lock.withLock { _ in
      flush()
      if waiting.isEmpty, let journal {
        do {
          try journal.sync()
        } catch {
          fail(error)
        }
      }
      return failure.map(SaveStatus.failing) ?? .saved
    }
  }

  /// Writes the held tick, a snapshot of `game` and syncs, waiting for all of it: what quitting does.
  func finish(game: Timeline) {
    lock.withLock { _ in
      releaseHeldTick()
      flush()
      requestSnapshot(game.present)
    }
    waitForSnapshots()
    lock.withLock { _ in closeJournal() }
  }

  /// The actions journaled after the first `count` of the history (a held clock tick last): what
  /// a history rebuilt from the first `count` needs to come to the game as it is now. Empty when
  /// the stored history they follow does not decode.
  func actions(after count: Int) -> [AppAction] {
    lock.withLock { _ in
      ((try? history.actions(after: count)) ?? []) + (heldTick.map { [$0.action] } ?? [])
    }
  }

  /// Asks for a snapshot of `game` (written in the background).
  func snapshot(_ game: Timeline) {
    lock.withLock { _ in
      releaseHeldTick()
      requestSnapshot(game.present)
    }
  }

  /// Returns once every snapshot asked for so far is written (or has failed).
  func waitForSnapshots() {
    snapshotQueue.sync {}
  }

  /// Writes the snapshot of the new game's start, `game`, now.
  func writeStart(_ game: Timeline) {
    lock.withLock { _ in
      let snapshot = Snapshot(sequence: nextSequence - 1, stamp: machine.stamp(offset: offset), game: game)
      do {
        try snapshot.write(to: directory.startSnapshot)
      } catch {
        fail(error)
      }
    }
  }

  // MARK: - Under the lock

  private func releaseHeldTick() {
    guard let tick = heldTick else { return }
    heldTick = nil
    enqueue(tick.action, stamp: tick.stamp)
  }

  private func enqueue(_ action: AppAction, stamp: ClockStamp) {
    waiting.append(JournalRecord(sequence: nextSequence, stamp: stamp, action: action))
    nextSequence += 1
    sinceSnapshot += 1
    history.append(action)
  }

  /// Writes the waiting records, stopping at the first failure. A record that cannot be encoded
  /// never will be: it is reported and skipped rather than left to block the ones after it.
  private func flush() {
    guard !waiting.isEmpty, let journal = openJournal() else { return }
    var written = 0
    var failed: RecorderError?
    var unencodable: RecorderError?
    for record in waiting {
      do {
        try journal.append(record)
        lastWritten = record.sequence
      } catch  where error.reason.isEncoding {
        unencodable = error
      } catch {
        failed = error
        break
      }
      written += 1
    }
    waiting.removeFirst(written)
    if let problem = failed ?? unencodable { fail(problem) } else { failure = nil }
  }

  /// The journal, opened for appending if it is not open; `nil` when it cannot be.
  private func openJournal() -> ActionRecorder<JournalRecord>? {
    if let journal { return journal }
    do {
      journal = try ActionRecorder(
        appendingTo: directory.journal, format: RecordFrame.format, writer: frameWriter)
    } catch {
      fail(error)
    }
    return journal
  }

  /// Makes what the open journal holds durable and closes it.
  private func closeJournal() {
    try? journal?.sync()
    journal?.close()
    journal = nil
  }

  /// Hands a snapshot of the game as of the last record to the background queue: the present is
  /// `present`, the history is the base and the actions journaled since. A request still waiting
  /// for the queue is replaced, so a slow disk never queues up more than one.
  private func requestSnapshot(_ present: Game) {
    let snapshot = Snapshot(
      sequence: nextSequence - 1, stamp: machine.stamp(offset: offset), present: present, history: history)
    sinceSnapshot = 0
    nextSnapshotAttempt = snapshotEvery
    let isQueued = pendingSnapshot != nil
    pendingSnapshot = snapshot
    guard !isQueued else { return }
    snapshotQueue.async { self.writePendingSnapshot() }
  }

  // MARK: - On the snapshot queue

  /// Encodes and writes the latest requested snapshot outside the lock, then compacts.
  ///
  /// `snapshot` becomes `snapshot.previous`, the new one is written atomically, and only then is
  /// `journal` renamed `journal.SEQ` (SEQ its last record). A crash anywhere in between leaves
  /// files the loader reads correctly, because records carry their number and the snapshot says
  /// which it includes.
  private func writePendingSnapshot() {
    guard
      let snapshot = lock.withLock({ _ -> Snapshot? in
        defer { pendingSnapshot = nil }
        return pendingSnapshot
      })
    else { return }
    do {
      let bytes = try snapshot.framed()
      if FileOps.exists(directory.snapshot) {
        guard rename(directory.snapshot.path, directory.previousSnapshot.path) == 0 else {
          throw FileOps.SystemError("rename snapshot")
        }
      }
      try FileOps.writeAtomically(bytes, to: directory.snapshot)
    } catch {
      lock.withLock { _ in
        fail(error)
        nextSnapshotAttempt = min(nextSnapshotAttempt, sinceSnapshot + max(1, snapshotEvery / 10))
      }
      return
    }
    lock.withLock { _ in compact(after: snapshot.sequence) }
  }

  /// After a snapshot of everything up to `sequence` is on disk: drops the records it covers that
  /// still wait to be written, and starts a new journal segment. The segment is named after the
  /// last record it holds, which is past `sequence` when actions came while the snapshot was
  /// being written: the loader reads every segment ending after its snapshot and skips the
  /// records the snapshot covers.
  private func compact(after sequence: UInt64) {
    waiting.removeAll { $0.sequence <= sequence }
    if waiting.isEmpty { failure = nil }
    guard let journal, journal.length > 0 else { return }
    closeJournal()
    let renamed = rename(directory.journal.path, directory.segment(endingAt: lastWritten).path) == 0
    _ = openJournal()
    if renamed { try? FileOps.syncDirectory(directory.url) }
  }

  private func fail(_ error: any Error) {
    let count = waiting.count
    let pending = count == 0 ? "" : " (\(count) action\(count == 1 ? "" : "s") waiting; retrying)"
    failure = "saving failed: \(Self.reason(error))\(pending)"
  }

  /// Why saving failed, in one short phrase: the journal's system call and its error, or only
  /// the problem where the file does not matter (`the file system is read-only`).
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? RecorderError else { return "\(error)" }
    if case .systemCall(_, let code) = error.reason, let plain = FileOps.plainProblem(code) { return plain }
    return "\(error.reason)"
  }
}
