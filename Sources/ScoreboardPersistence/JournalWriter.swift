import Foundation
import Scoreboard
import StateStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends records to the journal and writes snapshots; safe to call from any thread.
///
/// Appending is a `write(2)` per record; ``sync()`` makes everything appended durable with one
/// `fdatasync`. Records that could not be written (disk full, read-only) stay in memory and are
/// retried on the next append or sync; a write cut short is cut back off, so the journal never
/// holds half a record followed by more.
final class JournalWriter: @unchecked Sendable {
  private let lock = NSLock()
  private let directory: StateDirectory
  private let machine: MachineClock
  private let offset: Duration
  private let snapshotEvery: Int
  // Everything below is guarded by `lock`.
  private var fd: Int32 = -1
  private var goodLength: off_t = 0
  private var needsCut = false
  private var nextSequence: UInt64
  private var waiting: [Data] = []
  private var heldTick: (action: AppAction, stamp: ClockStamp)?
  private var unsynced = false
  private var sinceSnapshot = 0
  private var nextSnapshotAttempt: Int
  private var failure: String?
  /// How a frame is written; tests swap in one that fails part-way.
  var writeFrame: @Sendable (Data, Int32) throws -> Void = { try FileOps.writeAll($0, to: $1) }

  init(
    directory: StateDirectory, machine: MachineClock, offset: Duration, after sequence: UInt64,
    snapshotEvery: Int
  ) {
    self.directory = directory
    self.machine = machine
    self.offset = offset
    self.nextSequence = sequence + 1
    self.snapshotEvery = max(1, snapshotEvery)
    self.nextSnapshotAttempt = max(1, snapshotEvery)
    lock.withLock { _ = openJournal() }
  }

  deinit {
    closeJournal()
  }

  private func closeJournal() {
    if fd >= 0 { close(fd) }
    fd = -1
  }

  /// Whether everything is saved, or what is failing.
  var status: SaveStatus {
    lock.withLock { failure.map(SaveStatus.failing) ?? .saved }
  }

  /// Journals `action`, which turned the game into `game`. A clock tick that leaves the clock
  /// running is only held (the latest one), and written before the next record: ticks come ten
  /// times a second, and a lost one is harmless since the clock is derived from its start.
  func record(_ action: AppAction, isPlainTick: Bool, game: UndoHistory<Game>) {
    let stamp = machine.stamp(offset: offset)
    lock.withLock {
      if isPlainTick {
        heldTick = (action, stamp)
        return
      }
      releaseHeldTick()
      enqueue(action, stamp: stamp)
      flush()
      if sinceSnapshot >= nextSnapshotAttempt {
        snapshotLocked(game)
      }
    }
  }

  /// Makes every record appended so far durable: one `fdatasync`. Call it once per batch of
  /// keys, before painting the frame that shows them.
  @discardableResult
  func sync() -> SaveStatus {
    lock.withLock {
      flush()
      if waiting.isEmpty, unsynced, fd >= 0 {
        if fdatasync(fd) == 0 {
          unsynced = false
        } else {
          fail(FileOps.SystemError("fdatasync"))
        }
      }
      return failure.map(SaveStatus.failing) ?? .saved
    }
  }

  /// Writes the held tick, a snapshot of `game` and syncs: what quitting does.
  func finish(game: UndoHistory<Game>) {
    lock.withLock {
      releaseHeldTick()
      flush()
      snapshotLocked(game)
      if fd >= 0 {
        if unsynced { fdatasync(fd) }
        closeJournal()
        fd = -1
      }
    }
  }

  /// Writes a snapshot of `game` now.
  func snapshot(_ game: UndoHistory<Game>) {
    lock.withLock {
      releaseHeldTick()
      snapshotLocked(game)
    }
  }

  /// Writes `bytes` as a snapshot file at `url` (the new game's start).
  func writeStart(_ game: UndoHistory<Game>) {
    lock.withLock {
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
    let record = JournalRecord(sequence: nextSequence, stamp: stamp, action: action)
    guard let frame = try? record.framed() else { return }
    nextSequence += 1
    sinceSnapshot += 1
    waiting.append(frame)
  }

  /// Writes the waiting records, stopping at the first failure.
  private func flush() {
    guard !waiting.isEmpty else { return }
    guard openJournal() else { return }
    if needsCut {
      guard ftruncate(fd, goodLength) == 0 else { return fail(FileOps.SystemError("ftruncate")) }
      needsCut = false
    }
    var written = 0
    defer { waiting.removeFirst(written) }
    for frame in waiting {
      do {
        try writeFrame(frame, fd)
      } catch {
        // Never leave half a record: cut back to the last whole one (or do it before the next write).
        needsCut = ftruncate(fd, goodLength) != 0
        fail(error)
        return
      }
      goodLength += off_t(frame.count)
      written += 1
      unsynced = true
    }
    failure = nil
  }

  /// Opens the journal for appending if it is not open; whether it is.
  private func openJournal() -> Bool {
    if fd >= 0 { return true }
    fd = open(directory.journal.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      fail(FileOps.SystemError("open journal"))
      return false
    }
    goodLength = lseek(fd, 0, SEEK_END)
    return true
  }

  /// Snapshot, then start a new journal segment: `snapshot` becomes `snapshot.previous`, the new
  /// one is written atomically, `journal` is renamed `journal.SEQ`. A crash anywhere in between
  /// leaves files the loader reads correctly, because records carry their number and the
  /// snapshot says which it includes.
  private func snapshotLocked(_ game: UndoHistory<Game>) {
    let sequence = nextSequence - 1
    let snapshot = Snapshot(sequence: sequence, stamp: machine.stamp(offset: offset), game: game)
    do {
      if FileOps.exists(directory.snapshot) {
        guard rename(directory.snapshot.path, directory.previousSnapshot.path) == 0 else {
          throw FileOps.SystemError("rename snapshot")
        }
      }
      try snapshot.write(to: directory.snapshot)
    } catch {
      fail(error)
      nextSnapshotAttempt = sinceSnapshot + max(1, snapshotEvery / 10)
      return
    }
    // Everything numbered up to `sequence` is in the snapshot now, written or not.
    waiting.removeAll()
    sinceSnapshot = 0
    nextSnapshotAttempt = snapshotEvery
    failure = nil
    if fd >= 0, goodLength > 0 {
      if unsynced { fdatasync(fd) }
      closeJournal()
      fd = -1
      if rename(directory.journal.path, directory.segment(endingAt: sequence).path) == 0 {
        _ = openJournal()
        try? FileOps.syncDirectory(directory.url)
      } else {
        _ = openJournal()
      }
      unsynced = false
    }
  }

  private func fail(_ error: any Error) {
    let count = waiting.count
    let pending = count == 0 ? "" : " (\(count) action\(count == 1 ? "" : "s") waiting; retrying)"
    failure = "saving failed: \(error)\(pending)"
  }
}
